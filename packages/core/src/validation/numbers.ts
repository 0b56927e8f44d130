import * as v from 'valibot';
import {
  DEFAULT_ZIP_CODE_SIZE,
  NEW_NUMBER_SEARCH_MAX,
  NEW_NUMBER_SEARCH_MIN,
  TRANSFER_NUMBER_MAX,
} from '../config/constants';

/*
 * The spec's length and digit rules for number-like fields. "Characters" are counted as code points, so
 * an emoji or an accented letter typed by mistake counts once, as the user sees it. Digits are ASCII
 * 0-9 only (other scripts' digits are not something the gateway accepts).
 */

/** Mexican number portability NIP (the code the user receives by SMS to port a number): 4 digits. */
export const PORTABILITY_NIP_LENGTH = 4;
/** the spec "6-digit numeric check": at least 6 characters, digits only. */
export const SIX_DIGIT_NUMERIC_MIN_LENGTH = 6;

const ONLY_DIGITS = /^\d+$/;

const characterCount = (input: string): number => {
  let count = 0;
  for (const _ of input) count += 1;
  return count;
};

const lengthBetween = (input: string, min: number, max: number): boolean => {
  if (typeof input !== 'string' || input.length < min) return false;
  // A string is never shorter in code points than half its UTF-16 length; skip the count when huge.
  if (input.length > max * 2) return false;
  const count = characterCount(input);
  return count >= min && count <= max;
};

/** New-number search: 4 to 10 characters (the field's key filter keeps them to digits). */
export const isValidNewNumberSearch = (input: string): boolean =>
  lengthBetween(input, NEW_NUMBER_SEARCH_MIN, NEW_NUMBER_SEARCH_MAX);

/** Transfer (port-in) number: at most 12 characters; whether it is required is the form's business. */
export const isValidTransferNumber = (input: string): boolean => lengthBetween(input, 0, TRANSFER_NUMBER_MAX);

/**
 * Exactly `size` digits. The spec gives only a "size" (default 6) that the country config may change
 * (Mexico's código postal has 5), read here as the exact length.
 */
export const isValidZipCode = (input: string, size: number = DEFAULT_ZIP_CODE_SIZE): boolean =>
  typeof input === 'string' && input.length === size && ONLY_DIGITS.test(input);

export const isSixDigitNumeric = (input: string): boolean =>
  typeof input === 'string' && input.length >= SIX_DIGIT_NUMERIC_MIN_LENGTH && ONLY_DIGITS.test(input);

export const isValidPortabilityNip = (input: string): boolean =>
  typeof input === 'string' && input.length === PORTABILITY_NIP_LENGTH && ONLY_DIGITS.test(input);

/* Schemas for the same rules where a value crosses a boundary (query, storage, journey JSON). */
export const TransferNumberSchema = v.pipe(
  v.string(),
  v.check(isValidTransferNumber, 'validation.number.transfer_length'),
);
export const PortabilityNipSchema = v.pipe(
  v.string(),
  v.check(isValidPortabilityNip, 'validation.number.nip'),
);
export const zipCodeSchema = (size: number = DEFAULT_ZIP_CODE_SIZE) =>
  v.pipe(
    v.string(),
    v.check((input: string) => isValidZipCode(input, size), 'validation.address.zip_code'),
  );
