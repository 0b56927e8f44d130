import { MAX_IMAGE_SIZE_BYTES } from '../config/constants.ts';
import type { EkycSpecifications } from '../gateway/ekyc/ekyc-specifications.ts';
import type { ManualKycInput } from '../gateway/ekyc/manual-kyc-submit.ts';
import { errorMessageId } from '../i18n/error-messages.ts';
import type { MessageId } from '../i18n/messages/index.ts';
import type { OnboardingState } from '../stores/onboarding.store.ts';
import {
  DOCUMENT_TYPES,
  type DocumentType,
  MEXICO_DOCUMENT_TYPES,
  type UploadCandidate,
  type UploadResult,
  validateUpload,
} from '../validation/upload.ts';
import {
  type FieldErrors,
  type FieldMessage,
  type FormCheck,
  failureCode,
  failureFields,
  fieldMessage,
  formCheck,
} from './field-message.ts';

const BYTES_PER_MEGABYTE = 1024 * 1024;

/**
 * Each document type's name. The spec's (CNIC, NRIC, FIN) are other countries' IDs, named as
 * such for a gateway configured to serve them; this operator's specifications serve the Mexican
 * ones (MEXICO_DOCUMENT_TYPES): INE, Mexican passport, foreign passport with a temporary CURP.
 */
export const KYC_DOCUMENT_LABEL_IDS: Readonly<Record<DocumentType, MessageId>> = Object.freeze({
  CNIC: 'manual_ekyc.document.cnic',
  NRIC: 'manual_ekyc.document.nric',
  FIN: 'manual_ekyc.document.fin',
  INE: 'manual_ekyc.document.ine',
  MX_PASSPORT: 'manual_ekyc.document.mx_passport',
  FOREIGN_PASSPORT: 'manual_ekyc.document.foreign_passport',
});

export interface KycDocumentOption {
  value: DocumentType;
  labelId: MessageId;
}

const isDocumentType = (value: string): value is DocumentType =>
  (DOCUMENT_TYPES as readonly string[]).includes(value);

/**
 * The document types to offer: those the eKYC specification lists that the app can name, in the
 * specification's order (the operator's lists the INE first, what most customers hold); the
 * Mexican ones when the list is empty or names none the app knows.
 */
export function kycDocumentOptions(
  spec?: Pick<EkycSpecifications, 'documentTypes'> | null,
): KycDocumentOption[] {
  const listed = (spec?.documentTypes ?? []).map((type) => type.trim().toUpperCase());
  const known = [...new Set(listed)].filter(isDocumentType);
  return (known.length > 0 ? known : [...MEXICO_DOCUMENT_TYPES]).map((value) => ({
    value,
    labelId: KYC_DOCUMENT_LABEL_IDS[value],
  }));
}

export interface ManualKycRequirements {
  /** An identity document (type and file) is asked for. */
  document: boolean;
  /** A selfie (camera, or an uploaded photo when there is no camera) is asked for. */
  selfie: boolean;
  maxFileSizeBytes: number;
}

/**
 * What the step asks for. A document when the specification lists document types, a selfie when
 * it says so (its default is yes). Without a specification (the call failed) both are asked:
 * asking too much costs a photo, asking too little costs a refused order.
 */
export function manualKycRequirements(spec?: EkycSpecifications | null): ManualKycRequirements {
  if (!spec) return { document: true, selfie: true, maxFileSizeBytes: MAX_IMAGE_SIZE_BYTES };
  return {
    document: spec.documentTypes.length > 0,
    selfie: spec.selfieRequired,
    maxFileSizeBytes: Math.min(spec.maxFileSizeBytes, MAX_IMAGE_SIZE_BYTES),
  };
}

/** The eKYC specification in the onboarding store: the journey's `ekycRequired` reads the flag. */
export function applyEkycSpecifications<
  S extends Pick<OnboardingState, 'isOnboardingKYCRequired' | 'eKycConfig'>,
>(state: S, spec: EkycSpecifications): S {
  return { ...state, isOnboardingKYCRequired: spec.required, eKycConfig: { ...spec } };
}

/** A size limit as the customer reads it: megabytes, one decimal at most. */
export const megabytesOf = (bytes: number): number => Math.round((bytes / BYTES_PER_MEGABYTE) * 10) / 10;

/** A rejected file's message: validateUpload's id, with the size limit in megabytes. */
export function uploadRejectionMessage(
  result: Extract<UploadResult, { ok: false }>,
  maxFileSizeBytes: number = MAX_IMAGE_SIZE_BYTES,
): FieldMessage {
  return result.reason === 'too_large'
    ? fieldMessage(result.messageId, { maxMb: megabytesOf(maxFileSizeBytes) })
    : fieldMessage(result.messageId);
}

/** Why the selfie camera cannot be used, read from what getUserMedia threw (a DOMException). */
export type CameraProblem = 'denied' | 'absent' | 'busy' | 'unsupported';

const CAMERA_ERRORS: Readonly<Record<string, CameraProblem>> = {
  NotAllowedError: 'denied',
  PermissionDeniedError: 'denied',
  SecurityError: 'denied',
  NotFoundError: 'absent',
  DevicesNotFoundError: 'absent',
  OverconstrainedError: 'absent',
  NotReadableError: 'busy',
  TrackStartError: 'busy',
  AbortError: 'busy',
};

/**
 * getUserMedia's refusal as one of four plain situations. A browser without mediaDevices (an old
 * webview, plain http) is `unsupported`; an unknown error is treated as a busy camera, the one
 * the customer may fix by closing another app.
 */
export function cameraProblem(error: unknown): CameraProblem {
  if (error === undefined || error === null) return 'unsupported';
  const name = typeof error === 'object' && 'name' in error ? String((error as { name: unknown }).name) : '';
  if (name === 'TypeError') return 'unsupported';
  return CAMERA_ERRORS[name] ?? 'busy';
}

export const CAMERA_PROBLEM_MESSAGE_IDS: Readonly<Record<CameraProblem, MessageId>> = Object.freeze({
  denied: 'manual_ekyc.camera_denied',
  absent: 'manual_ekyc.camera_absent',
  busy: 'manual_ekyc.camera_busy',
  unsupported: 'manual_ekyc.camera_unsupported',
});

export type ManualKycField = 'documentType' | 'document' | 'selfie';

export interface ManualKycFormState {
  documentType: string;
  /** A document file that passed validateUpload. */
  hasDocument: boolean;
  /** A selfie captured by the camera or an image that passed validateUpload. */
  hasSelfie: boolean;
}

/** The eKYC step's form: what is still missing, per field. */
export function validateManualKyc(
  form: ManualKycFormState,
  requirements: Pick<ManualKycRequirements, 'document' | 'selfie'>,
): FormCheck<ManualKycField> {
  const errors: FieldErrors<ManualKycField> = {};
  if (requirements.document) {
    if (!isDocumentType(form.documentType))
      errors.documentType = fieldMessage('validation.ekyc.document_type_required');
    if (!form.hasDocument) errors.document = fieldMessage('validation.ekyc.document_required');
  }
  if (requirements.selfie && !form.hasSelfie) errors.selfie = fieldMessage('validation.ekyc.selfie_required');
  return formCheck(errors);
}

/**
 * The manual KYC calls to make, in order: the document first (the reviewer matches the selfie
 * against it), then the selfie. The selfie always goes in the spec's selfie shape (selfieImage,
 * image/png, cam_image.png); when it was uploaded rather than captured the gateway still judges
 * the file by its first bytes, as validateUpload does here.
 */
export function manualKycSubmissions(input: {
  documentType: string;
  document?: { file: Blob; name: string } | null;
  selfie?: Blob | null;
}): ManualKycInput[] {
  const submissions: ManualKycInput[] = [];
  if (input.document && isDocumentType(input.documentType)) {
    submissions.push({
      kind: 'document',
      file: input.document.file,
      fileName: input.document.name,
      documentType: input.documentType,
    });
  }
  if (input.selfie) submissions.push({ kind: 'selfie', image: input.selfie });
  return submissions;
}

/**
 * validateUpload (the spec: 5 MB, png/jpeg/jpg/pdf by the file's first bytes) with the specification's
 * own limit when it is lower.
 */
export function validateKycUpload(
  candidate: UploadCandidate,
  maxFileSizeBytes: number = MAX_IMAGE_SIZE_BYTES,
): UploadResult {
  const result = validateUpload(candidate);
  if (result.ok && candidate.size > maxFileSizeBytes) {
    return { ok: false, reason: 'too_large', messageId: 'validation.upload.too_large' };
  }
  return result;
}

/** The gateway's own refusals of a file read like the app's checks; anything else is the spec's. */
const KYC_FILE_FAILURES: Readonly<Record<string, MessageId>> = {
  FILE_TOO_LARGE: 'validation.upload.too_large',
  UNSUPPORTED_FILE_TYPE: 'validation.upload.unsupported_type',
};

export function kycSubmitErrorMessageId(error: unknown): MessageId {
  const code = failureCode(error);
  const known = code === undefined ? undefined : KYC_FILE_FAILURES[code];
  return known ?? errorMessageId(failureFields(error));
}
