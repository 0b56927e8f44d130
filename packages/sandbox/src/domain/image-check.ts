/**
 * What the identity check (manual eKYC) takes as a photo of an ID or a face: a real
 * image of a reasonable size, not eight bytes of a PNG signature. The file's head is decoded far
 * enough to read its dimensions (PNG IHDR, JPEG SOF); a PDF scan of an ID is taken by its size.
 */
export const KYC_MIN_IMAGE_BYTES = 10 * 1024;
export const KYC_MIN_IMAGE_SIDE_PX = 200;
/** How much of an upload the check reads: a JPEG's SOF follows its EXIF block (at most 64 KB). */
export const KYC_IMAGE_HEAD_BYTES = 128 * 1024;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const u16 = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u32 = (bytes: Uint8Array, at: number) => u16(bytes, at) * 0x10000 + u16(bytes, at + 2);

/** Width and height from a PNG's IHDR or a JPEG's start-of-frame, or undefined. */
export function imageDimensions(head: Uint8Array): { width: number; height: number } | undefined {
  if (PNG_SIGNATURE.every((byte, index) => head[index] === byte)) {
    const ihdr = String.fromCharCode(...head.slice(12, 16));
    return ihdr === 'IHDR' ? { width: u32(head, 16), height: u32(head, 20) } : undefined;
  }
  if (head[0] === 0xff && head[1] === 0xd8) {
    let at = 2;
    while (at + 9 < head.length) {
      if (head[at] !== 0xff) return undefined;
      const marker = head[at + 1] ?? 0;
      // SOF0–SOF15 but DHT (C4), JPG (C8) and DAC (CC): the frame's size.
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { height: u16(head, at + 5), width: u16(head, at + 7) };
      }
      at += 2 + u16(head, at + 2);
    }
  }
  return undefined;
}

/** Why an upload is not a plausible photo of an ID or a face, or undefined when it is. */
export function kycImageProblem(file: {
  size: number;
  head: Uint8Array;
}): 'TOO_SMALL' | 'NOT_AN_IMAGE' | undefined {
  if (file.size < KYC_MIN_IMAGE_BYTES) return 'TOO_SMALL';
  if (String.fromCharCode(...file.head.slice(0, 5)) === '%PDF-') return undefined;
  const size = imageDimensions(file.head);
  if (!size) return 'NOT_AN_IMAGE';
  return size.width < KYC_MIN_IMAGE_SIDE_PX || size.height < KYC_MIN_IMAGE_SIDE_PX ? 'TOO_SMALL' : undefined;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/**
 * A valid PNG the check accepts (240×240 by default, noise so it is ~170 KB), made in code for
 * tests and stories so no binary fixture is committed: zlib's stored blocks, real CRCs.
 */
export function plausiblePng(width = 240, height = 240): Uint8Array<ArrayBuffer> {
  const raw = new Uint8Array((width * 3 + 1) * height);
  let seed = 42;
  for (let i = 0; i < raw.length; i++) {
    if (i % (width * 3 + 1) === 0) continue; // filter byte 0
    seed = (seed * 1103515245 + 12345) >>> 0;
    raw[i] = seed >>> 24;
  }
  const blocks: number[] = [0x78, 0x01];
  for (let at = 0; at < raw.length; at += 65535) {
    const length = Math.min(65535, raw.length - at);
    const last = at + length >= raw.length ? 1 : 0;
    blocks.push(last, length & 0xff, length >>> 8, ~length & 0xff, (~length >>> 8) & 0xff);
    for (let i = at; i < at + length; i++) blocks.push(raw[i] ?? 0);
  }
  let a = 1;
  let b = 0;
  for (const byte of raw) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  const adler = ((b << 16) | a) >>> 0;
  blocks.push(adler >>> 24, (adler >>> 16) & 0xff, (adler >>> 8) & 0xff, adler & 0xff);
  const chunk = (type: string, data: Uint8Array) => {
    const body = new Uint8Array(4 + data.length);
    body.set([...type].map((char) => char.charCodeAt(0)));
    body.set(data, 4);
    const out = new Uint8Array(8 + data.length + 4);
    new DataView(out.buffer).setUint32(0, data.length);
    out.set(body, 4);
    new DataView(out.buffer).setUint32(8 + data.length, crc32(body));
    return out;
  };
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter method, no interlace
  const parts = [
    Uint8Array.from(PNG_SIGNATURE),
    chunk('IHDR', header),
    chunk('IDAT', Uint8Array.from(blocks)),
    chunk('IEND', new Uint8Array(0)),
  ];
  const png = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
}
