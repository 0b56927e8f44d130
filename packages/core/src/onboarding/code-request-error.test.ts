import { describe, expect, it } from 'vitest';
import { codeRequestErrorMessageId } from './code-request-error.ts';

describe('codeRequestErrorMessageId', () => {
  it('uses the §8 catalogue for the known codes', () => {
    expect(codeRequestErrorMessageId({ status: 422, errorId: 422019, errorCode: 'PENDING_OTP_SIGNUP' })).toBe(
      'errors.code.422019',
    );
    expect(codeRequestErrorMessageId({ status: 422, errorId: 422005 })).toBe('errors.code.422005');
    expect(codeRequestErrorMessageId({ status: 422, errorId: 422006 })).toBe('errors.code.422006');
    expect(codeRequestErrorMessageId({ status: 422, errorId: 422024 })).toBe('errors.code.422024');
  });

  it('a locked e-mail or too many code mails reads as "wait a few minutes", with or without Retry-After', () => {
    expect(
      codeRequestErrorMessageId({
        status: 422,
        errorId: 422005,
        errorCode: 'MAXIMUM_RETRY_LOGIN',
        retryAfterSeconds: 840,
      }),
    ).toBe('errors.code.422005');
    expect(
      codeRequestErrorMessageId({
        status: 422,
        errorId: 422006,
        errorCode: 'MAXIMUM_RETRY_SIGNUP',
        retryAfterSeconds: 60,
      }),
    ).toBe('errors.code.422006');
  });

  it('never tells whether an e-mail has an account: a 404 is not read as "no account"', () => {
    expect(codeRequestErrorMessageId({ status: 404, errorId: 404001, errorCode: 'USER_NOT_FOUND' })).toBe(
      'errors.something_wrong',
    );
  });

  it('falls back to the HTTP status, then to something_wrong', () => {
    expect(codeRequestErrorMessageId({ status: 503 })).toBe('errors.unknown');
    expect(codeRequestErrorMessageId(new Error('x'))).toBe('errors.something_wrong');
    expect(codeRequestErrorMessageId(null)).toBe('errors.something_wrong');
  });
});
