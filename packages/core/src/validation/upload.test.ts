import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_FIELD_KEYS,
  DOCUMENT_TYPES,
  DocumentTypeSchema,
  detectUploadKind,
  SELFIE_UPLOAD,
  UPLOAD_ACCEPT,
  UPLOAD_SIGNATURE_BYTES,
  type UploadKind,
  validateUpload,
} from './upload';

const FIVE_MB = 5 * 1024 * 1024;
const bytes = (...values: number[]) => Uint8Array.from(values);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46);
const PDF = bytes(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37);
const GIF = bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00);

const SIGNATURES: Record<UploadKind, number[]> = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff],
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
};
const startsWithSignature = (head: Uint8Array): boolean =>
  Object.values(SIGNATURES).some((signature) => signature.every((byte, i) => head[i] === byte));

const file = (overrides: Partial<Parameters<typeof validateUpload>[0]> = {}) => ({
  name: 'id-front.png',
  size: 120_000,
  type: 'image/png',
  head: PNG,
  ...overrides,
});

describe('spec §3 document and selfie constants', () => {
  it('selfie upload is selfieImage, image/png, cam_image.png', () => {
    expect(SELFIE_UPLOAD).toEqual({ key: 'selfieImage', type: 'image/png', name: 'cam_image.png' });
  });

  it('document types and field keys', () => {
    // The spec's three stay in the contract; Mexico's (the operator's specifications) join them.
    expect(DOCUMENT_TYPES).toEqual(['CNIC', 'NRIC', 'FIN', 'INE', 'MX_PASSPORT', 'FOREIGN_PASSPORT']);
    expect(v.parse(DocumentTypeSchema, 'FOREIGN_PASSPORT')).toBe('FOREIGN_PASSPORT');
    expect(DOCUMENT_FIELD_KEYS).toEqual(['expiryDate', 'CNICExpiryDate', 'dob', 'CNICNumber']);
    expect(v.parse(DocumentTypeSchema, 'NRIC')).toBe('NRIC');
    expect(v.safeParse(DocumentTypeSchema, 'nric').success).toBe(false);
    expect(v.safeParse(DocumentTypeSchema, 'PASSPORT').success).toBe(false);
  });

  it('the picker hint lists the four accepted types', () => {
    expect(UPLOAD_ACCEPT.split(',')).toEqual(
      expect.arrayContaining([
        'image/png',
        'image/jpeg',
        'image/jpg',
        'application/pdf',
        '.png',
        '.jpeg',
        '.jpg',
        '.pdf',
      ]),
    );
    expect(UPLOAD_SIGNATURE_BYTES).toBe(8);
  });
});

describe('detectUploadKind', () => {
  it.each([
    [PNG, 'png'],
    [JPEG, 'jpeg'],
    [PDF, 'pdf'],
    [bytes(0xff, 0xd8, 0xff), 'jpeg'],
    [GIF, null],
    [PNG.slice(0, 7), null],
    [bytes(0xff, 0xd8), null],
    [bytes(0x25, 0x50, 0x44, 0x46, 0x20), null],
    [bytes(), null],
  ] as const)('%o → %s', (head, kind) => {
    expect(detectUploadKind(head)).toBe(kind);
  });
});

describe('validateUpload', () => {
  it('accepts a PNG, a JPEG and a PDF judged by their bytes', () => {
    expect(validateUpload(file())).toEqual({ ok: true, kind: 'png' });
    expect(validateUpload(file({ name: 'a.jpeg', type: 'image/jpeg', head: JPEG }))).toEqual({
      ok: true,
      kind: 'jpeg',
    });
    expect(validateUpload(file({ name: 'A.JPG', type: 'image/jpg', head: JPEG }))).toEqual({
      ok: true,
      kind: 'jpeg',
    });
    expect(validateUpload(file({ name: 'scan.pdf', type: 'application/pdf', head: PDF }))).toEqual({
      ok: true,
      kind: 'pdf',
    });
  });

  it('accepts the camera selfie as sent', () => {
    expect(
      validateUpload({ name: SELFIE_UPLOAD.name, type: SELFIE_UPLOAD.type, size: 48_000, head: PNG }),
    ).toEqual({
      ok: true,
      kind: 'png',
    });
  });

  it('takes the kind from the bytes when a PNG carries a .jpg name', () => {
    expect(validateUpload(file({ name: 'photo.jpg', type: 'image/jpeg', head: PNG }))).toEqual({
      ok: true,
      kind: 'png',
    });
  });

  it('accepts when name and type say nothing, if the bytes are right', () => {
    expect(validateUpload(file({ name: 'blob', type: '', head: PDF }))).toEqual({ ok: true, kind: 'pdf' });
  });

  it('accepts exactly 5 MB and rejects one byte more', () => {
    expect(validateUpload(file({ size: FIVE_MB }))).toEqual({ ok: true, kind: 'png' });
    expect(validateUpload(file({ size: FIVE_MB + 1 }))).toEqual({
      ok: false,
      reason: 'too_large',
      messageId: 'validation.upload.too_large',
    });
    expect(validateUpload(file({ size: Number.POSITIVE_INFINITY })).ok).toBe(false);
  });

  it.each([
    ['GIF bytes named .png', file({ head: GIF })],
    ['text bytes named .png', file({ head: new TextEncoder().encode('hello world') })],
    ['PNG bytes named .gif', file({ name: 'x.gif' })],
    ['PNG bytes declared image/gif', file({ type: 'image/gif' })],
    ['PDF bytes named .exe', file({ name: 'invoice.pdf.exe', type: '', head: PDF })],
    ['PNG bytes declared image/svg+xml', file({ type: 'image/svg+xml' })],
    ['truncated PNG signature', file({ head: PNG.slice(0, 4) })],
  ])('rejects %s as unsupported_type', (_, candidate) => {
    expect(validateUpload(candidate)).toEqual({
      ok: false,
      reason: 'unsupported_type',
      messageId: 'validation.upload.unsupported_type',
    });
  });

  it.each([
    ['size 0', file({ size: 0 })],
    ['no bytes read', file({ head: bytes() })],
    ['negative size', file({ size: -1 })],
    ['NaN size', file({ size: Number.NaN })],
  ])('rejects %s as empty', (_, candidate) => {
    expect(validateUpload(candidate)).toEqual({
      ok: false,
      reason: 'empty',
      messageId: 'validation.upload.empty',
    });
  });

  it('reports empty before too large before unsupported type', () => {
    expect(validateUpload(file({ size: 0, head: GIF, name: 'x.gif' }))).toMatchObject({ reason: 'empty' });
    expect(validateUpload(file({ size: FIVE_MB + 1, head: GIF, name: 'x.gif' }))).toMatchObject({
      reason: 'too_large',
    });
  });

  const kind = fc.constantFrom<UploadKind>('png', 'jpeg', 'pdf');
  const acceptedName = fc
    .tuple(fc.string({ maxLength: 20 }), fc.constantFrom('png', 'PNG', 'jpeg', 'jpg', 'JPG', 'pdf'))
    .map(([base, ext]) => `${base}x.${ext}`);
  const acceptedType = fc.constantFrom(
    '',
    'image/png',
    'image/jpeg',
    'image/jpg',
    'application/pdf',
    'IMAGE/PNG',
  );

  it('property: any accepted signature with any tail, up to 5 MB, is accepted as its kind', () => {
    fc.assert(
      fc.property(
        kind,
        fc.uint8Array({ maxLength: 64 }),
        fc.integer({ min: 1, max: FIVE_MB }),
        acceptedName,
        acceptedType,
        (expected, tail, size, name, type) => {
          const head = Uint8Array.from([...SIGNATURES[expected], ...tail]);
          expect(validateUpload({ name, size, type, head })).toEqual({ ok: true, kind: expected });
        },
      ),
    );
  });

  it('property: over 5 MB is too large whatever the bytes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: FIVE_MB + 1, max: Number.MAX_SAFE_INTEGER }),
        fc.uint8Array({ minLength: 1 }),
        (size, head) => {
          expect(validateUpload(file({ size, head }))).toMatchObject({ ok: false, reason: 'too_large' });
        },
      ),
    );
  });

  it('property: bytes without an accepted signature are never accepted', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 1, maxLength: 32 }).filter((head) => !startsWithSignature(head)),
        fc.integer({ min: 1, max: FIVE_MB }),
        (head, size) => {
          expect(validateUpload(file({ head, size }))).toMatchObject({
            ok: false,
            reason: 'unsupported_type',
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('property: a declared type outside the list is never accepted', () => {
    fc.assert(
      fc.property(
        kind,
        fc
          .string({ minLength: 1 })
          .filter(
            (type) =>
              !['image/png', 'image/jpeg', 'image/jpg', 'application/pdf'].includes(
                type.trim().toLowerCase(),
              ) && type.trim() !== '',
          ),
        (expected, type) => {
          expect(validateUpload(file({ type, head: Uint8Array.from(SIGNATURES[expected]) })).ok).toBe(false);
        },
      ),
    );
  });

  it('property: never throws on arbitrary candidates', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'binary' })),
        fc.oneof(fc.double(), fc.integer()),
        fc.oneof(fc.string(), fc.string({ unit: 'binary' })),
        fc.uint8Array({ maxLength: 16 }),
        (name, size, type, head) => {
          const result = validateUpload({ name, size, type, head });
          expect(typeof result.ok).toBe('boolean');
        },
      ),
    );
    expect(validateUpload(file({ name: 'a'.repeat(1_000_000) })).ok).toBe(true);
    expect(validateUpload(file({ name: `${'a'.repeat(1_000_000)}.gif` })).ok).toBe(false);
    expect(validateUpload(file({ head: new Uint8Array(1_000_000) })).ok).toBe(false);
  });
});
