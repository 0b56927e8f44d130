import { describe, expect, it } from 'vitest';
import {
  codeRequestErrorMessageId,
  codeRequestRefusal,
  codeRequestRefusalTick,
  codeRequestRefusalView,
} from './code-request-error.ts';

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

describe('a code request refused with a wait: the log-in page counts it down', () => {
  const challenge = { status: 422, errorId: 422005, errorCode: 'MAXIMUM_RETRY_LOGIN', retryAfterSeconds: 8 };
  const at = Date.UTC(2026, 10, 26, 12, 0, 0);

  it("the gateway's challenge (422005 with Retry-After of seconds): a countdown, then ask again", () => {
    const refusal = codeRequestRefusal(challenge, at);
    expect(codeRequestRefusalView(refusal, at)).toEqual({
      kind: 'waiting',
      messageId: 'auth.code_wait',
      secondsLeft: 8,
      countdown: '00:08',
    });
    // The page ticks on the second: the next number after 1 s, then each second.
    expect(codeRequestRefusalTick(refusal, at)).toBe(1000);
    expect(codeRequestRefusalView(refusal, at + 2_500)).toMatchObject({ secondsLeft: 6, countdown: '00:06' });
    expect(codeRequestRefusalTick(refusal, at + 2_500)).toBe(500);
    expect(codeRequestRefusalView(refusal, at + 8_000)).toEqual({
      kind: 'wait-over',
      messageId: 'auth.code_wait_over',
    });
    expect(codeRequestRefusalTick(refusal, at + 8_000)).toBe(0);
  });

  it("a device's own ten-minute wait counts down the same way, in minutes and seconds", () => {
    const refusal = codeRequestRefusal({ ...challenge, retryAfterSeconds: 597 }, at);
    expect(codeRequestRefusalView(refusal, at)).toMatchObject({ kind: 'waiting', countdown: '09:57' });
  });

  it("a gateway that says no Retry-After: the catalogue's text, nothing held", () => {
    const refusal = codeRequestRefusal({ status: 422, errorId: 422005 }, at);
    expect(refusal.retryAt).toBeNull();
    expect(codeRequestRefusalView(refusal, at)).toEqual({ kind: 'message', messageId: 'errors.code.422005' });
    expect(codeRequestRefusalTick(refusal, at)).toBe(0);
  });
});
