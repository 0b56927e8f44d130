import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { GenerateNumberChangeOttBodySchema } from './generate-number-change-ott.ts';
import { NumberChangeEligibilityAnswerSchema } from './number-change-eligibility.ts';
import { SubmitNumberChangeBodySchema, SubmittedNumberChangeSchema } from './submit-number-change.ts';

describe('number change schemas (§3, §7)', () => {
  it('reads a refusal reason this build does not know as OTHER', () => {
    const answer = v.parse(NumberChangeEligibilityAnswerSchema, {
      eligible: false,
      action: 'CHANGE',
      reason: 'SOMETHING_NEW',
    });
    expect(answer).toMatchObject({ eligible: false, reason: 'OTHER' });
  });

  it('reads an eligible answer with its fees and previous numbers', () => {
    const answer = v.parse(NumberChangeEligibilityAnswerSchema, {
      eligible: true,
      action: 'RECOVERY',
      currentNumber: '5512345678',
      recoverable: [
        {
          number: '5587654321',
          releasedAt: '2026-11-20T10:00:00.000Z',
          recoverableUntil: '2027-02-18T10:00:00.000Z',
          releasedBy: 'CHANGED',
          fee: { amount: 0, currency: 'MXN' },
        },
      ],
    });
    expect(answer).toMatchObject({ eligible: true, recoverable: [{ number: '5587654321' }] });
  });

  it('sends only a 6-digit code, a 10-digit number and a known action', () => {
    const body = {
      accountNumber: 'ACC-1',
      action: 'CHANGE',
      number: '5512345678',
      category: 'FREE_NUMBER',
      otpCode: '123456',
      idempotencyKey: 'key-12345678',
    };
    expect(v.safeParse(SubmitNumberChangeBodySchema, body).success).toBe(true);
    expect(v.safeParse(SubmitNumberChangeBodySchema, { ...body, otpCode: '12345' }).success).toBe(false);
    expect(v.safeParse(SubmitNumberChangeBodySchema, { ...body, number: '551234567' }).success).toBe(false);
    expect(v.safeParse(SubmitNumberChangeBodySchema, { ...body, action: 'PORT' }).success).toBe(false);
    expect(v.safeParse(GenerateNumberChangeOttBodySchema, { accountNumber: 'ACC 1' }).success).toBe(false);
  });

  it('reads a request with nothing to pay as payment null', () => {
    expect(
      v.parse(SubmittedNumberChangeSchema, { requestId: 'NC-1', status: 'SUBMITTED', number: '5512345678' }),
    ).toMatchObject({ payment: null });
  });
});
