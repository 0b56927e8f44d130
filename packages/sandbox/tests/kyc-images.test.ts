import { isGatewayError, manualKycSubmit } from '@senda/core/gateway';
import { describe, expect, it } from 'vitest';
import { imageDimensions, kycImageProblem, plausiblePng } from '../src/domain/image-check.ts';
import { setupSandboxTest } from './support/sandbox-test-kit.ts';

const { signedUpCustomer } = setupSandboxTest();

async function failureOf(pending: Promise<unknown>) {
  try {
    await pending;
  } catch (error) {
    if (isGatewayError(error)) return { status: error.status, errorCode: error.errorCode };
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** A JPEG head: SOI, an APP0 block, then a baseline SOF0 of `width`×`height`, padded to `size`. */
function jpeg(width: number, height: number, size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
  const sof = 2 + 2 + 0x10;
  bytes.set([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 3], sof);
  return bytes;
}

describe('the identity check takes real images of a reasonable size', () => {
  it('reads a PNG’s and a JPEG’s dimensions', () => {
    expect(imageDimensions(plausiblePng(240, 320))).toEqual({ width: 240, height: 320 });
    expect(imageDimensions(jpeg(640, 480, 40_000))).toEqual({ width: 640, height: 480 });
    expect(
      imageDimensions(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    ).toBeUndefined();
  });

  it('refuses a signature alone, a tiny image, a small file and a fake JPEG; takes a real photo and a PDF scan', () => {
    const signature = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(kycImageProblem({ size: signature.length, head: signature })).toBe('TOO_SMALL');
    const padded = new Uint8Array(20_000);
    padded.set(signature);
    expect(kycImageProblem({ size: padded.length, head: padded })).toBe('NOT_AN_IMAGE');
    const small = plausiblePng(100, 100);
    expect(kycImageProblem({ size: small.length, head: small })).toBe('TOO_SMALL');
    expect(kycImageProblem({ size: 40_000, head: jpeg(199, 800, 40_000) })).toBe('TOO_SMALL');
    const photo = plausiblePng();
    expect(kycImageProblem({ size: photo.length, head: photo })).toBeUndefined();
    expect(kycImageProblem({ size: 40_000, head: jpeg(1200, 900, 40_000) })).toBeUndefined();
    const pdf = new TextEncoder().encode(`%PDF-1.7\n${'x'.repeat(12_000)}`);
    expect(kycImageProblem({ size: pdf.length, head: pdf })).toBeUndefined();
  });

  it('over the gateway: the eight bytes of a PNG signature are refused (422605), a real photo is taken', async () => {
    const ana = await signedUpCustomer('ana.kyc@example.mx');
    const signature = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(
      await failureOf(manualKycSubmit(ana.client, { kind: 'selfie', image: new Blob([signature]) })),
    ).toEqual({ status: 422, errorCode: 'KYC_IMAGE_NOT_PLAUSIBLE' });
    const result = await manualKycSubmit(ana.client, { kind: 'selfie', image: new Blob([plausiblePng()]) });
    expect(result.status).toBe('SUBMITTED');
  });
});
