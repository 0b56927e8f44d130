import * as v from 'valibot';
import { OTP_LENGTH } from '../config/constants';

/*
 * the spec, OTP: six boxes of one digit each. The functions take the boxes and return new ones with
 * the box to focus, so the component only renders and moves focus.
 */

export const OTP_INCOMPLETE_MESSAGE_ID = 'validation.otp.incomplete';

const OTP_CODE = new RegExp(`^\\d{${OTP_LENGTH}}$`);
const ONE_DIGIT = /^\d$/;
const NON_DIGITS = /\D/g;

/**
 * The rule that enables Next is "not shown" in the spec. Chosen: exactly OTP_LENGTH (6) ASCII digits,
 * nothing else, the same shape the boxes can hold.
 */
export const OtpCodeSchema = v.pipe(v.string(), v.regex(OTP_CODE, OTP_INCOMPLETE_MESSAGE_ID));
export type OtpCode = v.InferOutput<typeof OtpCodeSchema>;

export type OtpBoxes = readonly string[];

export interface OtpUpdate {
  readonly boxes: string[];
  /** Index of the box that should have focus next. */
  readonly focus: number;
}

export interface OtpKeyUpdate extends OtpUpdate {
  /** True when the key was handled or blocked here and the browser must not act on it too. */
  readonly preventDefault: boolean;
}

export const emptyOtpBoxes = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

const clampIndex = (index: number): number =>
  Number.isFinite(index) ? Math.min(Math.max(Math.trunc(index), 0), OTP_LENGTH - 1) : 0;

/** Always OTP_LENGTH boxes, each '' or one digit, whatever the caller held. */
const normaliseBoxes = (boxes: OtpBoxes): string[] =>
  Array.from({ length: OTP_LENGTH }, (_, i) => {
    const box = Array.isArray(boxes) ? boxes[i] : undefined;
    return typeof box === 'string' && ONE_DIGIT.test(box) ? box : '';
  });

/**
 * Pasted or autofilled text for the boxes from `fromIndex` on: trimmed, digits kept, cut to the boxes
 * that remain. Digits are kept before cutting so "123 456" or "123-456" still fills all six; the spec
 * sentence ("trimmed to the remaining boxes and filtered to digits") does not fix the order.
 */
export const sanitizeOtpPaste = (text: string, fromIndex = 0): string => {
  if (typeof text !== 'string') return '';
  const start = Number.isFinite(fromIndex) ? Math.min(Math.max(Math.trunc(fromIndex), 0), OTP_LENGTH) : 0;
  return text
    .trim()
    .replace(NON_DIGITS, '')
    .slice(0, OTP_LENGTH - start);
};

/**
 * `input` is the text entered into box `index` (a typed character, or a whole pasted or autofilled
 * code). Digits fill the boxes from `index` on and focus moves past the last one written (staying on
 * the last box). Empty input clears the box; input without a digit changes nothing.
 */
export const applyOtpInput = (boxes: OtpBoxes, index: number, input: string): OtpUpdate => {
  const next = normaliseBoxes(boxes);
  const at = clampIndex(index);
  if (input === '') {
    next[at] = '';
    return { boxes: next, focus: at };
  }
  const digits = sanitizeOtpPaste(input, at);
  for (let i = 0; i < digits.length; i += 1) next[at + i] = digits.charAt(i);
  return { boxes: next, focus: clampIndex(at + digits.length) };
};

/** Anything but digits and the separators people paste between them (spaces, dashes). */
const NOT_DIGIT_OR_SEPARATOR = /[^\d\s-]/;

/**
 * Whether text entered into the boxes held characters that are not dropped silently: anything but
 * digits and separators (letters of "Tu código: 12AB34", a "+"). The screen tells the customer, so
 * a shorter code than they pasted is not a mystery.
 */
export const otpInputDropsCharacters = (input: string): boolean =>
  typeof input === 'string' && NOT_DIGIT_OR_SEPARATOR.test(input);

/**
 * The code to submit on its own after the boxes changed from `previous` to `next` (the spec: the sixth
 * digit typed or pasted sends it): the code when `next` is complete and spells something else
 * than `previous`, else ''. The same code twice is not sent again (Next is there for that).
 */
export const otpCodeCompletedBy = (previous: OtpBoxes, next: OtpBoxes): string => {
  const code = otpCodeFromBoxes(next);
  return code !== '' && code !== otpCodeFromBoxes(previous) ? code : '';
};

const ALPHANUMERIC_KEY = /^[A-Za-z0-9]+$/;

/**
 * Keys with a name outside [A-Za-z0-9] (space, "+", "-", ".", accented letters…) and e/E are blocked.
 * Named keys such as Tab, Enter or Shift are alphanumeric names and pass, so keyboard users can leave.
 */
export const isOtpKeyBlocked = (key: string): boolean =>
  typeof key !== 'string' || key === 'e' || key === 'E' || !ALPHANUMERIC_KEY.test(key);

/** Backspace and Delete clear the box and move back; arrows move; blocked keys do nothing. */
export const applyOtpKey = (boxes: OtpBoxes, index: number, key: string): OtpKeyUpdate => {
  const next = normaliseBoxes(boxes);
  const at = clampIndex(index);
  switch (key) {
    case 'Backspace':
    case 'Delete':
      next[at] = '';
      return { boxes: next, focus: clampIndex(at - 1), preventDefault: true };
    case 'ArrowLeft':
      return { boxes: next, focus: clampIndex(at - 1), preventDefault: true };
    case 'ArrowRight':
      return { boxes: next, focus: clampIndex(at + 1), preventDefault: true };
    default:
      return { boxes: next, focus: at, preventDefault: isOtpKeyBlocked(key) };
  }
};

/** The code the boxes spell, '' while any box is empty or holds more than one digit. */
export const otpCodeFromBoxes = (boxes: OtpBoxes): string =>
  Array.isArray(boxes) &&
  boxes.length === OTP_LENGTH &&
  boxes.every((box) => typeof box === 'string' && ONE_DIGIT.test(box))
    ? boxes.join('')
    : '';

/** Next is enabled only when this holds (see {@link OtpCodeSchema}). */
export const isOtpComplete = (code: OtpBoxes | string): boolean =>
  typeof code === 'string' ? OTP_CODE.test(code) : otpCodeFromBoxes(code) !== '';
