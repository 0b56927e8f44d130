import { describe, expect, it } from 'vitest';
import { codeRequestErrorMessageId } from './code-request-error.ts';

describe('codeRequestErrorMessageId', () => {
  it('uses the §8 catalogue for the known codes', () => {
    expect(
      codeRequestErrorMessageId('signin', { status: 422, errorId: 422019, errorCode: 'PENDING_OTP_SIGNUP' }),
    ).toBe('errors.code.422019');
    expect(codeRequestErrorMessageId('signin', { status: 422, errorId: 422005 })).toBe('errors.code.422005');
    expect(codeRequestErrorMessageId('signup', { status: 422, errorId: 422006 })).toBe('errors.code.422006');
    expect(codeRequestErrorMessageId('guest', { status: 422, errorId: 422024 })).toBe('errors.code.422024');
  });

  it('a 404 on sign-in means the e-mail has no account', () => {
    expect(
      codeRequestErrorMessageId('signin', { status: 404, errorId: 404001, errorCode: 'USER_NOT_FOUND' }),
    ).toBe('login.errors.no_account');
    expect(codeRequestErrorMessageId('signup', { status: 404 })).toBe('errors.something_wrong');
  });

  it('falls back to the HTTP status, then to something_wrong', () => {
    expect(codeRequestErrorMessageId('signup', { status: 503 })).toBe('errors.unknown');
    expect(codeRequestErrorMessageId('signup', new Error('x'))).toBe('errors.something_wrong');
    expect(codeRequestErrorMessageId('signin', null)).toBe('errors.something_wrong');
  });
});
