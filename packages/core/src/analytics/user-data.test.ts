import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashedUserData, normalisedEmail, normalisedPhone, webCryptoSha256 } from './user-data.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('user-provided data', () => {
  it('normalises an e-mail as Google matches it', () => {
    expect(normalisedEmail('  Ana.Lopez@Example.MX ')).toBe('ana.lopez@example.mx');
    expect(normalisedEmail('Ana.Lopez@gmail.com')).toBe('analopez@gmail.com');
    expect(normalisedEmail('a.b@googlemail.com')).toBe('ab@googlemail.com');
    for (const junk of ['', null, undefined, 'no-at', '@x.mx', 'a@', 'a b@x.mx']) {
      expect(normalisedEmail(junk), String(junk)).toBeNull();
    }
  });

  it('writes a Mexican mobile number in E.164', () => {
    expect(normalisedPhone('5512345678')).toBe('+525512345678');
    expect(normalisedPhone('55 1234-5678')).toBe('+525512345678');
    expect(normalisedPhone('+52 55 1234 5678')).toBe('+525512345678');
    expect(normalisedPhone('525512345678')).toBe('+525512345678');
    for (const junk of ['', null, undefined, '12345', '+1 555 123 4567', 'abc']) {
      expect(normalisedPhone(junk), String(junk)).toBeNull();
    }
  });

  it('sends only SHA-256 hex of the normalised values, never the values', async () => {
    const data = await hashedUserData({ email: ' Ana@Example.mx', phone: '5512345678' });
    expect(data).toEqual({
      sha256_email_address: sha256('ana@example.mx'),
      sha256_phone_number: sha256('+525512345678'),
    });
    expect(JSON.stringify(data)).not.toMatch(/ana|5512345678/i);
  });

  it('leaves out what the profile does not hold, or holds as junk', async () => {
    expect(await hashedUserData({ email: null, phone: '123' })).toEqual({});
    expect(await hashedUserData({ email: 'x@y.mx' })).toEqual({ sha256_email_address: sha256('x@y.mx') });
  });

  it('hashes with Web Crypto as Node does', async () => {
    expect(await webCryptoSha256('abc')).toBe(sha256('abc'));
  });
});
