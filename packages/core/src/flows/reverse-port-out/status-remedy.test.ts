import { describe, expect, it } from 'vitest';
import { statusRemedy, statusRemedyLink } from '../../machines/line-home/status-remedy.ts';
import type { ReversePortOutEligibility } from './gateway/index.ts';

const NOW = Date.parse('2026-11-25T18:00:00.000Z');
// Its number taken on 2026-11-23 (the link reads only the gateway's answer below).
const taken = {
  orderRef: 'SND-261125-00001',
  status: 'Inactive',
  activationDate: '2026-10-28T18:00:00.000Z',
  renewalDate: '2026-11-28T18:00:00.000Z',
} as const;
const linkOf = (answer: ReversePortOutEligibility | undefined) =>
  statusRemedyLink(statusRemedy('ported_out'), { line: taken, now: NOW, answer });

describe("a taken number's status sentence and its reverse port-out (this wing's status-remedy.ts)", () => {
  it('leads to the reverse port-out while it is offered, and nowhere otherwise', () => {
    const offered = {
      eligible: true as const,
      number: '5512345678',
      recipient: 'ATT',
      portedOutAt: '2026-11-23T10:00:00.000Z',
      windowEndsAt: '2026-12-23T10:00:00.000Z',
    };
    expect(linkOf(offered)?.path).toBe('/manage/reverse-portout?orderRef=SND-261125-00001');
    expect(linkOf({ eligible: false, reason: 'WINDOW_CLOSED' })).toBeUndefined();
    // The answer not in yet: nothing is promised.
    expect(linkOf(undefined)).toBeUndefined();
  });

  it('says a request asked for already is open, and leads to the requests', () => {
    // "ask for your number back" was untrue; it says so and leads to the requests.
    expect(linkOf({ eligible: false, reason: 'REQUEST_OPEN' })).toEqual({
      path: '/manage/service-request?orderRef=SND-261125-00001',
      sentenceId: 'reverse_port_out.remedy.requested',
    });
  });
});
