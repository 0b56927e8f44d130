import {
  DEFAULT_MINIMUM_AGE,
  DEFAULT_ZIP_CODE_SIZE,
  MAX_IMAGE_SIZE_BYTES,
  MAXIMUM_AGE,
  NEW_NUMBER_SEARCH_MAX,
  NEW_NUMBER_SEARCH_MIN,
  OTP_LENGTH,
  TRANSFER_NUMBER_MAX,
} from '../config/constants.ts';
import type { MessageId } from './messages/index.ts';

export type MessageValues = Readonly<Record<string, string | number>>;

const BYTES_PER_MEGABYTE = 1024 * 1024;

/**
 * Values for placeholders that hold a spec constant. Validation schemas report a bare message id
 * (valibot issues carry no values), so the formatter fills these in; a caller that knows better
 * (a configured zip size, the onboarding minimum age) passes its own value, which wins.
 */
export const DEFAULT_MESSAGE_VALUES: Readonly<Partial<Record<MessageId, MessageValues>>> = Object.freeze({
  'verify_otp.description': { length: OTP_LENGTH },
  'verify_otp.digit_label': { total: OTP_LENGTH },
  'validation.otp.incomplete': { length: OTP_LENGTH },
  'validation.age.min': { min: DEFAULT_MINIMUM_AGE },
  'validation.age.max': { max: MAXIMUM_AGE },
  'validation.upload.too_large': { maxMb: MAX_IMAGE_SIZE_BYTES / BYTES_PER_MEGABYTE },
  'validation.number.search_length': { min: NEW_NUMBER_SEARCH_MIN, max: NEW_NUMBER_SEARCH_MAX },
  'validation.number.transfer_length': { max: TRANSFER_NUMBER_MAX },
  'validation.address.zip_code': { size: DEFAULT_ZIP_CODE_SIZE },
});
