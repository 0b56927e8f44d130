import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_SIZE_BYTES } from '../../config/constants.ts';
import {
  expectSchemaError,
  onlyCall,
  setupGatewayTest,
  TEST_TOKEN,
} from '../test-support/gateway-test-kit.ts';
import { ekycSpecifications } from './ekyc-specifications.ts';
import { manualKycSubmit } from './manual-kyc-submit.ts';

const { client, answer } = setupGatewayTest();

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const PDF_BYTES = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 9]);

describe('ekycSpecifications', () => {
  it('GETs the specifications and defaults the selfie flag and size limit', async () => {
    const calls = answer('GET', 'ekyc-service/v1/specifications', {
      result: { required: true, documentTypes: ['CNIC', 'NRIC', 'FIN'] },
    });
    await expect(ekycSpecifications(client)).resolves.toEqual({
      required: true,
      selfieRequired: true,
      documentTypes: ['CNIC', 'NRIC', 'FIN'],
      maxFileSizeBytes: MAX_IMAGE_SIZE_BYTES,
    });
    expect(onlyCall(calls).auth).toBeNull();
  });

  it('rejects specifications without the required flag', async () => {
    answer('GET', 'ekyc-service/v1/specifications', { result: { documentTypes: ['CNIC'] } });
    await expectSchemaError(ekycSpecifications(client));
  });
});

describe('manualKycSubmit', () => {
  const PATH = 'ekyc-service/v1/manual-kyc';

  it('POSTs a selfie as multipart: key selfieImage, type image/png, name cam_image.png', async () => {
    const calls = answer('POST', PATH, { result: { kycId: 'KYC-1', status: 'SUBMITTED' } });
    const result = await manualKycSubmit(client, {
      kind: 'selfie',
      // A capture whose Blob came without a type still goes as image/png.
      image: new Blob([PNG_BYTES]),
      orderRef: 'ORD-9',
    });
    expect(result).toEqual({ kycId: 'KYC-1', status: 'SUBMITTED' });
    const call = onlyCall(calls);
    expect(call.auth).toBe(TEST_TOKEN);
    expect(call.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const selfie = call.form?.get('selfieImage');
    expect(selfie).toBeInstanceOf(File);
    expect((selfie as File).name).toBe('cam_image.png');
    expect((selfie as File).type).toBe('image/png');
    expect(new Uint8Array(await (selfie as File).arrayBuffer())).toEqual(PNG_BYTES);
    expect(call.form?.get('orderRef')).toBe('ORD-9');
    expect([...(call.form?.keys() ?? [])].sort()).toEqual(['orderRef', 'selfieImage']);
  });

  it('POSTs a document with its file name, type and the values read off it', async () => {
    const calls = answer('POST', PATH, { result: { kycId: 'KYC-2', status: 'PENDING_REVIEW' } });
    await manualKycSubmit(client, {
      kind: 'document',
      file: new Blob([PDF_BYTES], { type: 'application/pdf' }),
      fileName: 'identificacion.pdf',
      documentType: 'CNIC',
      fields: { CNICNumber: 'ABCD900517HDFLPN09', CNICExpiryDate: '2031-12-31' },
    });
    const form = onlyCall(calls).form;
    const document = form?.get('document') as File;
    expect(document.name).toBe('identificacion.pdf');
    expect(document.type).toBe('application/pdf');
    expect(new Uint8Array(await document.arrayBuffer())).toEqual(PDF_BYTES);
    expect(form?.get('documentType')).toBe('CNIC');
    expect(form?.get('CNICNumber')).toBe('ABCD900517HDFLPN09');
    expect(form?.get('CNICExpiryDate')).toBe('2031-12-31');
    expect(form?.has('selfieImage')).toBe(false);
    expect(form?.has('orderRef')).toBe(false);
  });

  it('rejects an answer without the KYC id', async () => {
    answer('POST', PATH, { result: { status: 'SUBMITTED' } });
    await expectSchemaError(manualKycSubmit(client, { kind: 'selfie', image: new Blob([PNG_BYTES]) }));
  });
});
