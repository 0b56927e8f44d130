import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  applyOtpInput,
  applyOtpKey,
  emptyOtpBoxes,
  isOtpComplete,
  isOtpKeyBlocked,
  OTP_INCOMPLETE_MESSAGE_ID,
  OtpCodeSchema,
  otpCodeCompletedBy,
  otpCodeFromBoxes,
  otpInputDropsCharacters,
  sanitizeOtpPaste,
} from './otp';

const SIX = 6;
const digit = fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '7', '8', '9');
const digitString = (minLength: number, maxLength: number) =>
  fc.string({ unit: digit, minLength, maxLength });
const anyText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }));
const boxesArb = fc.array(fc.oneof(fc.constant(''), digit), { minLength: SIX, maxLength: SIX });
const indexArb = fc.integer({ min: 0, max: SIX - 1 });
const boxesWithDigits = (code: string) => code.split('');

const expectWellFormed = (boxes: string[], focus: number) => {
  expect(boxes).toHaveLength(SIX);
  for (const box of boxes) expect(box).toMatch(/^[0-9]?$/);
  expect(Number.isInteger(focus)).toBe(true);
  expect(focus).toBeGreaterThanOrEqual(0);
  expect(focus).toBeLessThan(SIX);
};

describe('OtpCodeSchema (Next-enable rule: exactly 6 digits)', () => {
  it.each(['123456', '000000', '999999'])('accepts %j', (code) => {
    expect(v.parse(OtpCodeSchema, code)).toBe(code);
  });

  it.each([
    '',
    '12345',
    '1234567',
    '12345a',
    ' 123456',
    '123456 ',
    '123456\n',
    '12 456',
    '１２３４５６',
    '١٢٣٤٥٦',
  ])('rejects %j with the message id', (code) => {
    const result = v.safeParse(OtpCodeSchema, code);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(OTP_INCOMPLETE_MESSAGE_ID);
  });
});

describe('isOtpComplete', () => {
  it('on strings', () => {
    expect(isOtpComplete('123456')).toBe(true);
    expect(isOtpComplete('12345')).toBe(false);
    expect(isOtpComplete('1234567')).toBe(false);
  });

  it('on boxes: six boxes of one digit each', () => {
    expect(isOtpComplete(['1', '2', '3', '4', '5', '6'])).toBe(true);
    expect(isOtpComplete(['1', '2', '3', '4', '5', ''])).toBe(false);
    expect(isOtpComplete(['12', '3', '4', '5', '6', ''])).toBe(false);
    expect(isOtpComplete(['1', '2', '3', '4', '5', '6', '7'])).toBe(false);
    expect(isOtpComplete(['1', '2', '3', '4', '5', 'x'])).toBe(false);
    expect(otpCodeFromBoxes(['9', '8', '7', '6', '5', '4'])).toBe('987654');
    expect(otpCodeFromBoxes(['9', '8', '7', '6', '5'])).toBe('');
  });

  it('property: a digit string is complete exactly when it has 6 digits', () => {
    fc.assert(
      fc.property(digitString(0, 12), (code) => {
        expect(isOtpComplete(code)).toBe(code.length === SIX);
        expect(v.safeParse(OtpCodeSchema, code).success).toBe(code.length === SIX);
      }),
    );
  });

  it('property: any string is complete exactly when it is six ASCII digits', () => {
    fc.assert(
      fc.property(anyText, (code) => {
        expect(isOtpComplete(code)).toBe(/^[0-9]{6}$/.test(code));
      }),
    );
  });

  it('property: boxes are complete exactly when none is empty', () => {
    fc.assert(
      fc.property(boxesArb, (boxes) => {
        expect(isOtpComplete(boxes)).toBe(boxes.every((box) => box !== ''));
      }),
    );
  });
});

describe('sanitizeOtpPaste', () => {
  it.each([
    [' 123456 ', 0, '123456'],
    ['123-456', 0, '123456'],
    ['Your code: 123 456.', 0, '123456'],
    ['123456789', 0, '123456'],
    ['123456', 2, '1234'],
    ['123456', 5, '1'],
    ['123456', 6, ''],
    ['abc', 0, ''],
    ['', 0, ''],
    ['１２３', 0, ''],
    ['123456', -3, '123456'],
    ['123456', Number.NaN, '123456'],
    ['123456', 2.7, '1234'],
    ['123456', 99, ''],
  ])('%j from box %d → %j', (text, from, expected) => {
    expect(sanitizeOtpPaste(text, from)).toBe(expected);
  });

  it('property: the leading digits of the text, cut to the remaining boxes', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, digitString(0, 12)), fc.integer({ min: 0, max: SIX }), (text, from) => {
        expect(sanitizeOtpPaste(text, from)).toBe(text.replace(/[^0-9]/g, '').slice(0, SIX - from));
      }),
    );
  });

  it('copes with huge input', () => {
    expect(sanitizeOtpPaste(`${'x'.repeat(1_000_000)}12345678`, 0)).toBe('123456');
  });
});

describe('applyOtpInput', () => {
  it('a typed digit fills the box and moves focus on', () => {
    expect(applyOtpInput(emptyOtpBoxes(), 0, '5')).toEqual({ boxes: ['5', '', '', '', '', ''], focus: 1 });
  });

  it('the last box keeps focus', () => {
    expect(applyOtpInput(['1', '2', '3', '4', '5', ''], 5, '6')).toEqual({
      boxes: ['1', '2', '3', '4', '5', '6'],
      focus: 5,
    });
  });

  it('a non-digit changes nothing', () => {
    const boxes = ['1', '', '', '', '', ''];
    expect(applyOtpInput(boxes, 1, 'a')).toEqual({ boxes, focus: 1 });
    expect(applyOtpInput(boxes, 1, ' ')).toEqual({ boxes, focus: 1 });
  });

  it('empty input clears the box', () => {
    expect(applyOtpInput(['1', '2', '', '', '', ''], 1, '')).toEqual({
      boxes: ['1', '', '', '', '', ''],
      focus: 1,
    });
  });

  it('a pasted code fills from the box, cut to the remaining boxes', () => {
    expect(applyOtpInput(emptyOtpBoxes(), 0, ' 123 456 ')).toEqual({
      boxes: ['1', '2', '3', '4', '5', '6'],
      focus: 5,
    });
    expect(applyOtpInput(['1', '2', '3', '4', '', ''], 4, '987')).toEqual({
      boxes: ['1', '2', '3', '4', '9', '8'],
      focus: 5,
    });
    expect(applyOtpInput(emptyOtpBoxes(), 1, '12')).toEqual({ boxes: ['', '1', '2', '', '', ''], focus: 3 });
  });

  it('does not mutate the boxes it is given and repairs malformed ones', () => {
    const boxes = ['x', '12', '3', '', '', ''];
    const result = applyOtpInput(boxes, 3, '4');
    expect(boxes).toEqual(['x', '12', '3', '', '', '']);
    expect(result).toEqual({ boxes: ['', '', '3', '4', '', ''], focus: 4 });
    expect(applyOtpInput([], 0, '7').boxes).toEqual(['7', '', '', '', '', '']);
    expect(applyOtpInput(emptyOtpBoxes(), 42, '7')).toEqual({ boxes: ['', '', '', '', '', '7'], focus: 5 });
  });

  it('property: typing a code digit by digit, following focus, completes it', () => {
    fc.assert(
      fc.property(digitString(SIX, SIX), (code) => {
        let state = { boxes: emptyOtpBoxes(), focus: 0 };
        for (const char of code) state = applyOtpInput(state.boxes, state.focus, char);
        expect(state.boxes.join('')).toBe(code);
        expect(isOtpComplete(state.boxes)).toBe(true);
      }),
    );
  });

  it('property: pasting text with at least six digits into the first box completes the code', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.oneof(digit, fc.string({ maxLength: 3 })), { minLength: 1, maxLength: 20 })
          .filter((parts) => parts.join('').replace(/[^0-9]/g, '').length >= SIX),
        (parts) => {
          const text = parts.join('');
          const { boxes } = applyOtpInput(emptyOtpBoxes(), 0, text);
          expect(boxes.join('')).toBe(text.replace(/[^0-9]/g, '').slice(0, SIX));
        },
      ),
    );
  });

  it('property: boxes stay six single digits, boxes before the index are untouched, nothing throws', () => {
    fc.assert(
      fc.property(boxesArb, indexArb, fc.oneof(anyText, digitString(0, 8)), (boxes, index, input) => {
        const before = [...boxes];
        const result = applyOtpInput(boxes, index, input);
        expectWellFormed(result.boxes, result.focus);
        expect(boxes).toEqual(before);
        expect(result.boxes.slice(0, index)).toEqual(boxes.slice(0, index));
        if (input !== '' && !/[0-9]/.test(input)) expect(result).toEqual({ boxes, focus: index });
      }),
    );
  });
});

describe('applyOtpKey', () => {
  const filled = boxesWithDigits('123456');

  it.each(['Backspace', 'Delete'])('%s clears the box and moves back', (key) => {
    expect(applyOtpKey(filled, 3, key)).toEqual({
      boxes: ['1', '2', '3', '', '5', '6'],
      focus: 2,
      preventDefault: true,
    });
    expect(applyOtpKey(filled, 0, key)).toEqual({
      boxes: ['', '2', '3', '4', '5', '6'],
      focus: 0,
      preventDefault: true,
    });
  });

  it('arrows move focus within the boxes without changing them', () => {
    expect(applyOtpKey(filled, 3, 'ArrowLeft')).toEqual({ boxes: filled, focus: 2, preventDefault: true });
    expect(applyOtpKey(filled, 3, 'ArrowRight')).toEqual({ boxes: filled, focus: 4, preventDefault: true });
    expect(applyOtpKey(filled, 0, 'ArrowLeft').focus).toBe(0);
    expect(applyOtpKey(filled, 5, 'ArrowRight').focus).toBe(5);
  });

  it.each(['e', 'E', '+', '-', '.', ',', ' ', 'ñ', 'é', '@', '/'])('%j is blocked', (key) => {
    expect(isOtpKeyBlocked(key)).toBe(true);
    expect(applyOtpKey(filled, 2, key)).toEqual({ boxes: filled, focus: 2, preventDefault: true });
  });

  it.each(['0', '9', 'a', 'Z', 'Tab', 'Enter', 'Shift', 'v'])('%j passes through to the input', (key) => {
    expect(isOtpKeyBlocked(key)).toBe(false);
    expect(applyOtpKey(filled, 2, key)).toEqual({ boxes: filled, focus: 2, preventDefault: false });
  });

  it('property: a single-character key is blocked exactly when it is not [A-Za-z0-9] or is e/E', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), (key) => {
        expect(isOtpKeyBlocked(key)).toBe(!/^[A-Za-z0-9]$/.test(key) || key === 'e' || key === 'E');
      }),
      { numRuns: 1000 },
    );
  });

  it('property: boxes stay well formed, only Backspace/Delete change one box, nothing throws', () => {
    const key = fc.oneof(
      fc.constantFrom('Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'Tab', 'e'),
      anyText,
    );
    fc.assert(
      fc.property(boxesArb, indexArb, key, (boxes, index, pressed) => {
        const result = applyOtpKey(boxes, index, pressed);
        expectWellFormed(result.boxes, result.focus);
        if (pressed === 'Backspace' || pressed === 'Delete') {
          expect(result.boxes).toEqual(boxes.map((box, i) => (i === index ? '' : box)));
          expect(result.focus).toBe(Math.max(index - 1, 0));
        } else {
          expect(result.boxes).toEqual(boxes);
          expect(Math.abs(result.focus - index)).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});

describe('otpInputDropsCharacters', () => {
  it('is true for letters or symbols in the text, false for digits with spaces or dashes', () => {
    expect(otpInputDropsCharacters('12AB34')).toBe(true);
    expect(otpInputDropsCharacters('Tu código: 123456')).toBe(true);
    expect(otpInputDropsCharacters('+123456')).toBe(true);
    expect(otpInputDropsCharacters(' 123 456\n')).toBe(false);
    expect(otpInputDropsCharacters('123-456')).toBe(false);
    expect(otpInputDropsCharacters('')).toBe(false);
  });
});

describe('otpCodeCompletedBy', () => {
  const boxes = (code: string) => Array.from({ length: 6 }, (_, i) => code.charAt(i));

  it('gives the code when the boxes become complete, once', () => {
    expect(otpCodeCompletedBy(boxes('12345'), boxes('123456'))).toBe('123456');
    expect(otpCodeCompletedBy(boxes(''), boxes('123456'))).toBe('123456');
    expect(otpCodeCompletedBy(boxes('123456'), boxes('123456'))).toBe('');
    expect(otpCodeCompletedBy(boxes('1234'), boxes('12345'))).toBe('');
  });

  it('gives a complete code that changed (a digit typed over)', () => {
    expect(otpCodeCompletedBy(boxes('123456'), boxes('123457'))).toBe('123457');
  });
});
