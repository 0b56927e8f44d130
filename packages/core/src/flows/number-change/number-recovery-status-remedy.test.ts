import { describe, expect, it } from 'vitest';
import { wingRemedyLink } from '../../machines/line-home/status-remedy.ts';
import remedy from './closed_number_held.status-remedy.ts';
import type { NumberChangeEligibilityAnswer } from './gateway/index.ts';

const lapsed = {
  orderRef: 'SND-261125-00001',
  status: 'Inactive',
  activationDate: '2026-10-28T18:00:00.000Z',
  renewalDate: '2026-11-20T18:00:00.000Z',
  numberHeldUntil: '2027-01-20T06:00:00.000Z',
} as const;
const linkOf = (answer: NumberChangeEligibilityAnswer | undefined) =>
  wingRemedyLink(remedy, { line: lapsed, answer });

describe("a lapsed line's status sentence and its number's recovery (this wing's closed_number_held.status-remedy.ts)", () => {
  it('leads to the recovery while it is offered', () => {
    const recoverable = {
      eligible: true as const,
      action: 'RECOVERY' as const,
      currentNumber: '5512345678',
      recoverable: [],
    };
    expect(linkOf(recoverable)?.path).toBe('/manage/recovery-number?orderRef=SND-261125-00001');
  });

  it('says a recovery paid for already is on its way, and leads to the requests', () => {
    expect(linkOf({ eligible: false, action: 'RECOVERY', reason: 'REQUEST_PENDING' })).toEqual({
      path: '/manage/service-request?orderRef=SND-261125-00001',
      sentenceId: 'number_change.lapsed.requested',
    });
  });

  it('leads nowhere when refused for another reason, or while the answer is not in', () => {
    expect(linkOf({ eligible: false, action: 'RECOVERY', reason: 'NO_RECOVERABLE_NUMBER' })).toBeUndefined();
    expect(linkOf(undefined)).toBeUndefined();
  });
});
