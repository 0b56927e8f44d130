import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_INVALID_MESSAGE_ID,
  EMAIL_TOO_LONG_MESSAGE_ID,
  EmailSchema,
  emailMessageId,
  isValidEmail,
} from './email';

/** The rule restated as a regex; safe here because generated inputs are short. */
const reference = (input: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input);

const WHITESPACE_CHARS = [
  ' ',
  '\t',
  '\n',
  '\r',
  '\v',
  '\f',
  '\u00a0',
  '\u2003',
  '\u2028',
  '\ufeff',
  '\u3000',
];
/** Non-empty text without whitespace or "@", in full Unicode. */
const textPart = fc
  .string({
    unit: fc.oneof(
      fc.constantFrom('a', 'Z', '0', '.', '+', '-', '_', 'ñ', '😀'),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    ),
    minLength: 1,
    maxLength: 12,
  })
  .filter((text) => !/[\s@]/.test(text));
const emailLikeChar = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('a', 'b', '1', '.', '@', '-', 'é') },
  { weight: 2, arbitrary: fc.constantFrom(...WHITESPACE_CHARS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
);

describe('isValidEmail', () => {
  it.each([
    'a@b.c',
    'user.name+tag@example.com.mx',
    'ÑANDÚ@correo.mx',
    'a@b.c.d',
    'a@b..c',
    'a@.b.c',
    '"quoted"@x.y',
  ])('accepts %j (text @ text . text)', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['plain', 'no @'],
    ['@b.c', 'no text before @'],
    ['a@', 'nothing after @'],
    ['a@b', 'no dot'],
    ['a@b.', 'no text after the dot'],
    ['a@.b', 'no text before the dot'],
    ['a@.', 'only a dot'],
    ['a.b@c', 'dot only before @'],
    ['a@@b.c', 'two @'],
    ['a@b@c.d', 'two @ apart'],
    ['a b@c.d', 'inner space'],
    [' a@b.c', 'leading space'],
    ['a@b.c ', 'trailing space'],
    ['a@b.c\n', 'trailing newline'],
    ['a@b\u00a0.c', 'no-break space'],
    ['a\t@b.c', 'tab'],
    ['a@b.c\u2028', 'line separator'],
  ])('rejects %j (%s)', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  // How fast these are judged is a benchmark (bench/validation.bench.ts); here only the answers.
  it('judges a million-character input (a million dots, a million letters)', () => {
    expect(isValidEmail(`a@${'.'.repeat(1_000_000)} `)).toBe(false);
    expect(isValidEmail(`a@${'.'.repeat(1_000_000)}b.c`)).toBe(false);
    expect(isValidEmail(`${'a'.repeat(1_000_000)}@b.c`)).toBe(false);
  });

  it('property: never throws, on any Unicode text', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' })),
        (input) => {
          expect(typeof isValidEmail(input)).toBe('boolean');
        },
      ),
    );
  });

  it('property: local@domain.tld built from text parts is accepted', () => {
    fc.assert(
      fc.property(textPart, textPart, textPart, (local, domain, tld) => {
        expect(isValidEmail(`${local}@${domain}.${tld}`)).toBe(true);
      }),
    );
  });

  it('property: any whitespace anywhere makes it invalid', () => {
    fc.assert(
      fc.property(
        textPart,
        textPart,
        textPart,
        fc.constantFrom(...WHITESPACE_CHARS),
        fc.nat(),
        (local, domain, tld, space, at) => {
          const email = `${local}@${domain}.${tld}`;
          const cut = at % (email.length + 1);
          expect(isValidEmail(email.slice(0, cut) + space + email.slice(cut))).toBe(false);
        },
      ),
    );
  });

  it('property: the accepted set is exactly text "@" text "." text without whitespace', () => {
    fc.assert(
      fc.property(fc.string({ unit: emailLikeChar, maxLength: 14 }), (input) => {
        expect(isValidEmail(input)).toBe(reference(input));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('EmailSchema', () => {
  it('passes a valid address through unchanged', () => {
    expect(v.parse(EmailSchema, 'ana@senda.mx')).toBe('ana@senda.mx');
  });

  it('fails with the message id, never a sentence', () => {
    const result = v.safeParse(EmailSchema, 'ana@senda');
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(EMAIL_INVALID_MESSAGE_ID);
    expect(v.safeParse(EmailSchema, 42).success).toBe(false);
  });
});

describe('e-mail lengths (RFC 5321)', () => {
  const local64 = 'a'.repeat(64);

  it('accepts 254 characters in all with a 64-character local part', () => {
    const longest = `${local64}@${'b'.repeat(254 - 64 - 1 - 3)}.mx`;
    expect(longest).toHaveLength(254);
    expect(isValidEmail(longest)).toBe(true);
    expect(emailMessageId(longest)).toBeNull();
  });

  it('refuses 255 characters, a 65-character local part and a 10,011-character paste as too long', () => {
    expect(emailMessageId(`${local64}@${'b'.repeat(254 - 64 - 3)}.mx`)).toBe(EMAIL_TOO_LONG_MESSAGE_ID);
    expect(emailMessageId(`${'a'.repeat(65)}@example.mx`)).toBe(EMAIL_TOO_LONG_MESSAGE_ID);
    const paste = `${'a'.repeat(10_000)}@example.mx`;
    expect(paste).toHaveLength(10_011);
    expect(isValidEmail(paste)).toBe(false);
    expect(emailMessageId(paste)).toBe(EMAIL_TOO_LONG_MESSAGE_ID);
    expect(v.safeParse(EmailSchema, paste).issues?.[0]?.message).toBe(EMAIL_TOO_LONG_MESSAGE_ID);
  });

  it('still names a short malformed address as invalid', () => {
    expect(emailMessageId('name@example')).toBe(EMAIL_INVALID_MESSAGE_ID);
  });
});
