import { describe, expect, it } from 'vitest';
import { defineStatusRemedy } from '../../machines/line-home/flow-status-remedy.ts';
import { wingRemedyLink } from '../../machines/line-home/status-remedy.ts';
import type { ReversePortOutEligibility } from './gateway/index.ts';
import remedy from './ported_out.status-remedy.ts';
import { reversePortOutEligibilityQuery } from './reverse-port-out.queries.ts';

// Its number taken on 2026-11-23 (the link reads only the gateway's answer below).
const taken = {
  orderRef: 'SND-261125-00001',
  status: 'Inactive',
  activationDate: '2026-10-28T18:00:00.000Z',
  renewalDate: '2026-11-28T18:00:00.000Z',
} as const;
const linkOf = (answer: ReversePortOutEligibility | undefined) =>
  wingRemedyLink(remedy, { line: taken, answer });

describe("a taken number's status sentence and its reverse port-out (this wing's ported_out.status-remedy.ts)", () => {
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

/** The answer of another read (another wing's eligibility, say). */
type OtherAnswer = { readonly other: 'read'; readonly eligible: boolean };

describe("the remedy's read and its offer are paired by type", () => {
  it("a link reads only the answer of this remedy's read", () => {
    const other: OtherAnswer = { other: 'read', eligible: false };
    // @ts-expect-error another read's answer is not the reverse port-out's eligibility.
    expect(wingRemedyLink(remedy, { line: taken, answer: other })).toBeUndefined();
  });

  it("an offer reads only its own read's answer", () => {
    const needs = { orderRef: true } as const;
    const query = reversePortOutEligibilityQuery;
    const offered = (_line: { orderRef: string }, answer: OtherAnswer | undefined) =>
      answer?.eligible ? { path: '/manage/elsewhere' } : undefined;
    const requestedId = 'line_home.remedy.reverse_port_out_requested';
    // @ts-expect-error this read answers reverse port-out's eligibility, and the offer reads another.
    const mismatched = defineStatusRemedy({ needs, query, offered, requestedId });
    expect(mismatched.needs).toEqual({ orderRef: true });
  });
});
