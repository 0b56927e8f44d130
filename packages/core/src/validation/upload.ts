import * as v from 'valibot';
import { MAX_IMAGE_SIZE_BYTES } from '../config/constants';

/**
 * The spec's document types (the spec, Documents and uploads: CNIC, NRIC, FIN, other countries' IDs),
 * which stay in the gateway contract, and the ones a person in Mexico holds, which this
 * operator's eKYC specifications serve (the 2026 line registry): the INE (credencial para
 * votar), a Mexican passport, or a foreign passport with the temporary CURP Mexico gives
 * foreigners.
 */
export const MEXICO_DOCUMENT_TYPES = ['INE', 'MX_PASSPORT', 'FOREIGN_PASSPORT'] as const;
export const DOCUMENT_TYPES = ['CNIC', 'NRIC', 'FIN', ...MEXICO_DOCUMENT_TYPES] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DocumentTypeSchema = v.picklist(DOCUMENT_TYPES);

export const DOCUMENT_FIELD_KEYS = ['expiryDate', 'CNICExpiryDate', 'dob', 'CNICNumber'] as const;
export type DocumentFieldKey = (typeof DOCUMENT_FIELD_KEYS)[number];

/** How a camera selfie is sent: form-data key, MIME type and file name. */
export const SELFIE_UPLOAD = { key: 'selfieImage', type: 'image/png', name: 'cam_image.png' } as const;

/* the spec: at most 5 MB; png, jpeg, jpg, pdf. */
export const UPLOAD_KINDS = ['png', 'jpeg', 'pdf'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const ACCEPTED_UPLOAD_EXTENSIONS = ['png', 'jpeg', 'jpg', 'pdf'] as const;
/** image/jpg is not a registered type, but some browsers and pickers send it. */
export const ACCEPTED_UPLOAD_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'image/jpg',
  'application/pdf',
] as const;
/** Value for an `<input type="file" accept>`; only a hint to the picker, validateUpload decides. */
export const UPLOAD_ACCEPT = [
  ...ACCEPTED_UPLOAD_MIME_TYPES,
  ...ACCEPTED_UPLOAD_EXTENSIONS.map((ext) => `.${ext}`),
].join(',');

const SIGNATURES: ReadonlyArray<{ kind: UploadKind; bytes: readonly number[] }> = [
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** Bytes of the file's head that {@link validateUpload} needs to see. */
export const UPLOAD_SIGNATURE_BYTES = Math.max(...SIGNATURES.map((signature) => signature.bytes.length));

/** The kind the file's first bytes prove, or null. */
export const detectUploadKind = (head: Uint8Array): UploadKind | null => {
  if (!(head instanceof Uint8Array)) return null;
  const match = SIGNATURES.find(
    (signature) =>
      head.length >= signature.bytes.length && signature.bytes.every((byte, index) => head[index] === byte),
  );
  return match?.kind ?? null;
};

export interface UploadCandidate {
  readonly name: string;
  /** Bytes, as `File.size`. */
  readonly size: number;
  /** MIME type as the browser reports it (`File.type`, '' when unknown). */
  readonly type: string;
  /** The first bytes of the file, at least {@link UPLOAD_SIGNATURE_BYTES} of them. */
  readonly head: Uint8Array;
}

export type UploadRejection = 'too_large' | 'unsupported_type' | 'empty';

export type UploadResult =
  | { readonly ok: true; readonly kind: UploadKind }
  | {
      readonly ok: false;
      readonly reason: UploadRejection;
      readonly messageId: `validation.upload.${UploadRejection}`;
    };

const reject = (reason: UploadRejection): UploadResult => ({
  ok: false,
  reason,
  messageId: `validation.upload.${reason}`,
});

const extensionOf = (name: string): string | null => {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : null;
};

/**
 * The name and MIME type are what the user (or the picker) claims, so each one that is present must
 * name an accepted type; absent ones ('' type, no extension) say nothing. They need not agree with the
 * bytes (a PNG saved as .jpg is common and harmless): the signature decides the kind.
 */
const declaredTypeAccepted = (name: string, type: string): boolean => {
  const mime = typeof type === 'string' ? type.trim().toLowerCase() : '';
  if (mime !== '' && !(ACCEPTED_UPLOAD_MIME_TYPES as readonly string[]).includes(mime)) return false;
  const extension = typeof name === 'string' ? extensionOf(name) : null;
  return extension === null || (ACCEPTED_UPLOAD_EXTENSIONS as readonly string[]).includes(extension);
};

/**
 * Checked in this order: empty (no size or no bytes), too large (over {@link MAX_IMAGE_SIZE_BYTES};
 * exactly 5 MB passes), unsupported type (a declared type outside the list, or bytes that are not a
 * PNG, JPEG or PDF signature).
 */
export const validateUpload = ({ name, size, type, head }: UploadCandidate): UploadResult => {
  if (!(typeof size === 'number' && size > 0) || !(head instanceof Uint8Array) || head.length === 0) {
    return reject('empty');
  }
  if (size > MAX_IMAGE_SIZE_BYTES) return reject('too_large');
  const kind = detectUploadKind(head);
  if (kind === null || !declaredTypeAccepted(name, type)) return reject('unsupported_type');
  return { ok: true, kind };
};
