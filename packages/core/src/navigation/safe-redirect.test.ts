import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRelativePath } from './safe-redirect.ts';

describe('safeRelativePath', () => {
  it.each([
    ['/web/order-summary', '/web/order-summary'],
    ['/web/login?redirect=%2Fweb%2Fpayment', '/web/login?redirect=%2Fweb%2Fpayment'],
    ['/manage/order?orderRef=ABC#top', '/manage/order?orderRef=ABC#top'],
    ['/', '/'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeRelativePath(input)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '//evil.example/web/login',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'HTTPS://evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '/javascript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%2Fevil.example',
    '%252F%252Fevil.example',
    '/%5Cevil.example',
    '/%09/evil.example',
    '/\t/evil.example',
    'web/login',
    '',
    '%E0%A4%A',
  ])('refuses %s', (input) => {
    expect(safeRelativePath(input)).toBeUndefined();
  });

  it('refuses anything that is not a string', () => {
    for (const input of [undefined, null, 42, {}, ['/x']]) expect(safeRelativePath(input)).toBeUndefined();
  });

  it('never throws, and anything it accepts stays on this origin', () => {
    // Random text is almost never a path: half the inputs start like one (/, //, /\\, %2F), so
    // the origin checks below run on accepted values too, and the count shows they did.
    const text = fc.string({ unit: 'binary', maxLength: 200 });
    const input = fc.oneof(
      text,
      fc
        .tuple(fc.constantFrom('/', '//', '/\\', '%2F', '/%2F', '/a/'), text)
        .map(([start, rest]) => start + rest),
    );
    let accepted = 0;
    fc.assert(
      fc.property(input, (candidate) => {
        const result = safeRelativePath(candidate);
        if (result === undefined) return;
        accepted += 1;
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        expect(new URL(result, 'https://senda.invalid').origin).toBe('https://senda.invalid');
      }),
      { numRuns: 2000 },
    );
    expect(accepted).toBeGreaterThan(50);
    // 2,000 inputs of up to 200 characters: seconds on a loaded machine.
  }, 20_000);

  it('accepts every plain path made of safe segments', () => {
    const segment = fc.stringMatching(/^[a-zA-Z0-9_-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        const path = `/${segments.join('/')}`;
        expect(safeRelativePath(path)).toBe(path);
      }),
    );
  });
});
