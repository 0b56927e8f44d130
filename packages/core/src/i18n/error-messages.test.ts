import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../config/constants.ts';
import { FLOW_WINGS } from '../flow-declarations/flow-registry.ts';
import { createSendaIntl } from './create-intl.ts';
import {
  BROKEN_JOURNEY_FILE_CODE,
  CURP_LINE_LIMIT_CODE,
  CURP_LINE_LIMIT_ERROR_ID,
  EMAIL_IN_USE_CODE,
  ERROR_CATALOGUE,
  ERROR_CODES,
  errorMessageId,
  MALFORMED_RESPONSE_CODE,
  OTP_ERROR_IDS,
  REFUSAL_ERROR_CODES,
  UNKNOWN_ERROR_CODE,
  UNKNOWN_ERROR_ID,
} from './error-messages.ts';
import { bundles } from './messages/index.ts';

const SPEC_NUMERIC_CODES = [
  422005, 422006, 422019, 422026, 4121101, 422025, 422028, 422004, 422035, 422024, 4221402, 422011, 400061,
  400166, -44001,
];

describe('errorMessageId', () => {
  it('names every §8 numeric code, here or in the flow wing whose calls answer it', () => {
    const wingCodes = FLOW_WINGS.flatMap((wing) => wing.errorCodes.flatMap(({ errorId }) => errorId ?? []));
    expect([...Object.values(ERROR_CODES), ...wingCodes].sort()).toEqual([...SPEC_NUMERIC_CODES].sort());
  });

  it.each(SPEC_NUMERIC_CODES)('maps %i to its own message, as a number or as text', (code) => {
    const expected = `errors.code.${code}`;
    expect(errorMessageId({ errorId: code })).toBe(expected);
    expect(errorMessageId({ errorCode: String(code) })).toBe(expected);
    expect(errorMessageId({ errorCode: ` ${code} `, status: 422 })).toBe(expected);
  });

  it.each([
    [OTP_ERROR_IDS.INCORRECT_OTP, 'errors.otp.incorrect'],
    [OTP_ERROR_IDS.OTP_EXPIRED, 'errors.otp.expired'],
    [OTP_ERROR_IDS.MAXIMUM_RETRY_LOGIN, 'errors.otp.max_retry_login'],
    [OTP_ERROR_IDS.MAXIMUM_RETRY_SIGNUP, 'errors.otp.max_retry_signup'],
    [UNKNOWN_ERROR_CODE, 'errors.unknown'],
    [MALFORMED_RESPONSE_CODE, 'errors.gateway.malformed_response'],
    [BROKEN_JOURNEY_FILE_CODE, 'errors.journey.broken_file'],
    [CURP_LINE_LIMIT_CODE, 'errors.curp_line_limit'],
    [EMAIL_IN_USE_CODE, 'errors.email_in_use'],
  ])('maps %s to %s in either field and any case', (code, expected) => {
    expect(errorMessageId({ errorCode: code })).toBe(expected);
    expect(errorMessageId({ errorId: code.toLowerCase() })).toBe(expected);
  });

  it('maps the spec unknown error (999999) and HTTP outcomes', () => {
    expect(errorMessageId({ errorId: UNKNOWN_ERROR_ID, errorCode: UNKNOWN_ERROR_CODE, status: 500 })).toBe(
      'errors.unknown',
    );
    expect(errorMessageId({ status: 401 })).toBe('errors.http.401');
    expect(errorMessageId({ status: 403 })).toBe('errors.http.403');
    expect(errorMessageId({ status: 429 })).toBe('errors.http.429');
    expect(errorMessageId({ status: 503 })).toBe('errors.unknown');
    expect(errorMessageId({ status: 0 })).toBe('errors.unknown');
  });

  it('maps the registry’s line limit (422701 CURP_LINE_LIMIT, createOrder’s refusal) by id or code', () => {
    expect(errorMessageId({ errorId: 422701, errorCode: 'CURP_LINE_LIMIT', status: 422 })).toBe(
      'errors.curp_line_limit',
    );
    expect(errorMessageId({ errorId: CURP_LINE_LIMIT_ERROR_ID })).toBe('errors.curp_line_limit');
  });

  it('prefers a known code over the status it came with', () => {
    expect(errorMessageId({ errorId: 422011, status: 401 })).toBe('errors.code.422011');
    expect(errorMessageId({ errorCode: MALFORMED_RESPONSE_CODE, status: 502 })).toBe(
      'errors.gateway.malformed_response',
    );
  });

  it('falls back to errors.something_wrong for anything unknown', () => {
    expect(errorMessageId()).toBe('errors.something_wrong');
    expect(errorMessageId({ errorId: 123, errorCode: 'NOPE', status: 404 })).toBe('errors.something_wrong');
    expect(errorMessageId({ errorId: Number.NaN, errorCode: '   ', status: 422.5 })).toBe(
      'errors.something_wrong',
    );
    expect(errorMessageId({ errorId: { code: 422011 }, errorCode: null })).toBe('errors.something_wrong');
  });
});

describe('error catalogue texts', () => {
  const ids = [
    ...new Set(ERROR_CATALOGUE.map((entry) => entry.messageId)),
    'errors.something_wrong' as const,
  ];

  it.each(SUPPORTED_LOCALES)('every catalogue code has its own, formatted text in %s', (locale) => {
    const errors: unknown[] = [];
    const intl = createSendaIntl({ locale, onError: (error) => errors.push(error) });
    const fallback = intl.formatMessage({ id: 'errors.something_wrong' });
    for (const entry of ERROR_CATALOGUE) {
      const text = intl.formatMessage({ id: errorMessageId({ errorCode: entry.code }) });
      expect(text, String(entry.code)).toBe(bundles[locale][entry.messageId]);
      expect(text, String(entry.code)).not.toBe(fallback);
      expect(text.length, String(entry.code)).toBeGreaterThan(15);
    }
    expect(errors).toEqual([]);
  });

  it('texts differ between languages', () => {
    for (const id of ids) expect(bundles['es-MX'][id], id).not.toBe(bundles['en-US'][id]);
  });

  it('every numeric code has a distinct sentence within a language', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const texts = SPEC_NUMERIC_CODES.map((code) => bundles[locale][errorMessageId({ errorId: code })]);
      expect(new Set(texts).size, locale).toBe(texts.length);
    }
  });
});

describe('refusals that once shared a number', () => {
  it('each reads its own sentence by its number and by its name', () => {
    const byNumber = Object.values(REFUSAL_ERROR_CODES).map(({ errorId }) => errorMessageId({ errorId }));
    const byName = Object.keys(REFUSAL_ERROR_CODES).map((errorCode) => errorMessageId({ errorCode }));
    expect(byNumber).toEqual(Object.values(REFUSAL_ERROR_CODES).map(({ messageId }) => messageId));
    expect(byName).toEqual(byNumber);
    expect(new Set(byNumber).size).toBe(byNumber.length);
    expect(byNumber).not.toContain('errors.something_wrong');
  });
});
