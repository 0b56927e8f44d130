import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_SIZE_BYTES } from '../config/constants.ts';
import { manualKycFormData } from '../gateway/ekyc/manual-kyc-submit.ts';
import { GatewayError } from '../gateway/gateway-error.ts';
import { onboardingDefaults } from '../stores/onboarding.store.ts';
import { SELFIE_UPLOAD, validateUpload } from '../validation/upload.ts';
import {
  applyEkycSpecifications,
  CAMERA_PROBLEM_MESSAGE_IDS,
  cameraProblem,
  kycDocumentOptions,
  kycSubmitErrorMessageId,
  manualKycRequirements,
  manualKycSubmissions,
  uploadRejectionMessage,
  validateKycUpload,
  validateManualKyc,
} from './manual-ekyc.rules.ts';

const spec = (patch = {}) => ({
  required: true,
  selfieRequired: true,
  documentTypes: ['CNIC', 'NRIC', 'FIN'],
  maxFileSizeBytes: MAX_IMAGE_SIZE_BYTES,
  ...patch,
});

describe('kycDocumentOptions', () => {
  it('names the spec’s own types (other countries’ IDs) when a gateway serves them', () => {
    expect(kycDocumentOptions(spec())).toEqual([
      { value: 'CNIC', labelId: 'manual_ekyc.document.cnic' },
      { value: 'NRIC', labelId: 'manual_ekyc.document.nric' },
      { value: 'FIN', labelId: 'manual_ekyc.document.fin' },
    ]);
  });

  it('offers only the listed types it can name, and the Mexican ones when none is usable', () => {
    expect(kycDocumentOptions(spec({ documentTypes: ['fin', 'DNI'] })).map((o) => o.value)).toEqual(['FIN']);
    expect(kycDocumentOptions(spec({ documentTypes: ['DNI'] })).map((o) => o.value)).toEqual([
      'INE',
      'MX_PASSPORT',
      'FOREIGN_PASSPORT',
    ]);
    expect(kycDocumentOptions(null)).toHaveLength(3);
  });

  it('offers the Mexican documents in the order the operator’s specification lists them', () => {
    expect(kycDocumentOptions(spec({ documentTypes: ['INE', 'MX_PASSPORT', 'FOREIGN_PASSPORT'] }))).toEqual([
      { value: 'INE', labelId: 'manual_ekyc.document.ine' },
      { value: 'MX_PASSPORT', labelId: 'manual_ekyc.document.mx_passport' },
      { value: 'FOREIGN_PASSPORT', labelId: 'manual_ekyc.document.foreign_passport' },
    ]);
    expect(
      kycDocumentOptions(spec({ documentTypes: ['FOREIGN_PASSPORT', 'INE'] })).map((o) => o.value),
    ).toEqual(['FOREIGN_PASSPORT', 'INE']);
  });
});

describe('manualKycRequirements', () => {
  it('follows the specification', () => {
    expect(manualKycRequirements(spec())).toEqual({
      document: true,
      selfie: true,
      maxFileSizeBytes: MAX_IMAGE_SIZE_BYTES,
    });
    expect(manualKycRequirements(spec({ selfieRequired: false, documentTypes: [] }))).toMatchObject({
      document: false,
      selfie: false,
    });
  });

  it('never allows more than the §9 5 MB, and asks for both without a specification', () => {
    expect(manualKycRequirements(spec({ maxFileSizeBytes: 50 * 1024 * 1024 })).maxFileSizeBytes).toBe(
      MAX_IMAGE_SIZE_BYTES,
    );
    expect(manualKycRequirements(spec({ maxFileSizeBytes: 1024 })).maxFileSizeBytes).toBe(1024);
    expect(manualKycRequirements(null)).toEqual({
      document: true,
      selfie: true,
      maxFileSizeBytes: MAX_IMAGE_SIZE_BYTES,
    });
  });

  it('stores the requirement flag the journey reads', () => {
    expect(applyEkycSpecifications(onboardingDefaults(), spec({ required: true }))).toMatchObject({
      isOnboardingKYCRequired: true,
      eKycConfig: { required: true },
    });
    expect(
      applyEkycSpecifications(onboardingDefaults(), spec({ required: false })).isOnboardingKYCRequired,
    ).toBe(false);
  });
});

describe('uploadRejectionMessage', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

  it('gives the limit in MB for a file that is too large', () => {
    const result = validateUpload({
      name: 'ine.png',
      size: MAX_IMAGE_SIZE_BYTES + 1,
      type: 'image/png',
      head: png,
    });
    if (result.ok) throw new Error('expected a rejection');
    expect(uploadRejectionMessage(result)).toEqual({
      id: 'validation.upload.too_large',
      values: { maxMb: 5 },
    });
  });

  it('names the accepted types for a wrong file', () => {
    const result = validateUpload({
      name: 'ine.gif',
      size: 10,
      type: 'image/gif',
      head: new Uint8Array([0x47, 0x49, 0x46]),
    });
    if (result.ok) throw new Error('expected a rejection');
    expect(uploadRejectionMessage(result)).toEqual({ id: 'validation.upload.unsupported_type' });
  });
});

describe('cameraProblem', () => {
  const domError = (name: string) => Object.assign(new Error(name), { name });

  it.each([
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotFoundError', 'absent'],
    ['OverconstrainedError', 'absent'],
    ['NotReadableError', 'busy'],
    ['AbortError', 'busy'],
    ['TypeError', 'unsupported'],
    ['SomethingNew', 'busy'],
  ])('%s → %s', (name, problem) => {
    expect(cameraProblem(domError(name))).toBe(problem);
  });

  it('no error object means no camera API at all', () => {
    expect(cameraProblem(undefined)).toBe('unsupported');
  });

  it('has a message for every problem', () => {
    expect(Object.keys(CAMERA_PROBLEM_MESSAGE_IDS).sort()).toEqual([
      'absent',
      'busy',
      'denied',
      'unsupported',
    ]);
  });
});

describe('validateManualKyc', () => {
  const requirements = { document: true, selfie: true };

  it('lists what is missing', () => {
    expect(
      validateManualKyc({ documentType: '', hasDocument: false, hasSelfie: false }, requirements).errors,
    ).toEqual({
      documentType: { id: 'validation.ekyc.document_type_required' },
      document: { id: 'validation.ekyc.document_required' },
      selfie: { id: 'validation.ekyc.selfie_required' },
    });
  });

  it('refuses a document type the app does not know', () => {
    expect(
      validateManualKyc({ documentType: 'DNI', hasDocument: true, hasSelfie: true }, requirements).errors,
    ).toEqual({
      documentType: { id: 'validation.ekyc.document_type_required' },
    });
  });

  it('passes with everything, or with what is not asked left out', () => {
    expect(
      validateManualKyc({ documentType: 'CNIC', hasDocument: true, hasSelfie: true }, requirements).valid,
    ).toBe(true);
    expect(
      validateManualKyc(
        { documentType: '', hasDocument: false, hasSelfie: true },
        { document: false, selfie: true },
      ).valid,
    ).toBe(true);
  });
});

describe('manualKycSubmissions', () => {
  it('sends the document first, then the selfie in the §3 shape', async () => {
    const document = new Blob(['%PDF-'], { type: 'application/pdf' });
    const selfie = new Blob(['png'], { type: 'image/png' });
    const submissions = manualKycSubmissions({
      documentType: 'CNIC',
      document: { file: document, name: 'ine.pdf' },
      selfie,
    });
    expect(submissions.map((s) => s.kind)).toEqual(['document', 'selfie']);
    const selfieForm = manualKycFormData(submissions[1] as (typeof submissions)[number]);
    const file = selfieForm.get(SELFIE_UPLOAD.key) as File;
    expect(file.name).toBe('cam_image.png');
    expect(file.type).toBe('image/png');
    const documentForm = manualKycFormData(submissions[0] as (typeof submissions)[number]);
    expect(documentForm.get('documentType')).toBe('CNIC');
    expect((documentForm.get('document') as File).name).toBe('ine.pdf');
  });

  it('leaves out what is absent, and a document without a known type', () => {
    const selfie = new Blob(['png']);
    expect(manualKycSubmissions({ documentType: '', selfie }).map((s) => s.kind)).toEqual(['selfie']);
    expect(
      manualKycSubmissions({ documentType: 'DNI', document: { file: new Blob(['x']), name: 'x.pdf' } }),
    ).toEqual([]);
  });
});

describe('validateKycUpload', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const file = (size: number) => ({ name: 'ine.png', size, type: 'image/png', head: png });

  it('applies a lower specification limit on top of §5', () => {
    expect(validateKycUpload(file(2000), 1000)).toMatchObject({ ok: false, reason: 'too_large' });
    expect(validateKycUpload(file(1000), 1000)).toEqual({ ok: true, kind: 'png' });
    expect(validateKycUpload(file(MAX_IMAGE_SIZE_BYTES + 1))).toMatchObject({
      ok: false,
      reason: 'too_large',
    });
  });

  it('keeps the signature check', () => {
    expect(
      validateKycUpload({ name: 'x.png', size: 10, type: 'image/png', head: new Uint8Array([1, 2, 3]) }),
    ).toMatchObject({
      ok: false,
      reason: 'unsupported_type',
    });
  });
});

describe('kycSubmitErrorMessageId', () => {
  const error = (status: number, errorCode: string) =>
    new GatewayError({ kind: 'http', status, statusText: '', body: {}, url: '', errorCode });

  it('reads the gateway file refusals as the upload messages', () => {
    expect(kycSubmitErrorMessageId(error(413, 'FILE_TOO_LARGE'))).toBe('validation.upload.too_large');
    expect(kycSubmitErrorMessageId(error(415, 'UNSUPPORTED_FILE_TYPE'))).toBe(
      'validation.upload.unsupported_type',
    );
    expect(kycSubmitErrorMessageId(error(503, 'INTERNAL_ERROR'))).toBe('errors.unknown');
  });

  it('says why the identity check refused a photo that is not a real image', () => {
    expect(kycSubmitErrorMessageId(error(422, 'KYC_IMAGE_NOT_PLAUSIBLE'))).toBe('errors.code.422605');
  });
});
