import { describe, expect, it } from 'vitest';
import { LINE_STATE_KINDS, type LineStateKind } from './line-home.rules.ts';
import { type StatusRemedyFacts, statusRemedy, statusRemedyLink } from './status-remedy.ts';

const NOW = Date.parse('2026-11-25T18:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

const line = (facts: Partial<StatusRemedyFacts['line']> = {}): StatusRemedyFacts['line'] => ({
  orderRef: 'SND-261125-00001',
  status: 'Active',
  activationDate: '2026-10-28T18:00:00.000Z',
  renewalDate: new Date(NOW + 3 * DAY).toISOString(),
  ...facts,
});

const linkOf = (kind: LineStateKind, facts: Omit<StatusRemedyFacts, 'now'>) =>
  statusRemedyLink(statusRemedy(kind), { now: NOW, ...facts });
const pathOf = (kind: LineStateKind, facts: Omit<StatusRemedyFacts, 'now'>) => linkOf(kind, facts)?.path;

/**
 * The status's sentence leads to the flow it asks for, when that flow is offered. The line page
 * linked it to Renew now whenever a renewal was offered: an Active line with its eSIM not yet
 * installed, three days from its renewal, read "Install the eSIM on your phone." as a link to
 * the renewal's payment (the auto-renewal-on and expired-card customers).
 */
describe("the status sentence's link", () => {
  it('an eSIM still to install leads nowhere, even with a renewal offered', () => {
    expect(statusRemedy('esim_not_installed')).toBeNull();
    expect(pathOf('esim_not_installed', { line: line() })).toBeUndefined();
  });

  it('only the sentences that ask for a flow lead to one', () => {
    const remedies = Object.fromEntries(
      LINE_STATE_KINDS.flatMap((kind) => {
        const remedy = statusRemedy(kind);
        return remedy ? [[kind, remedy]] : [];
      }),
    );
    expect(remedies).toEqual({
      grace: 'renew',
      suspend: 'renew',
      ported_out: 'reversePortOut',
      closed_number_held: 'numberRecovery',
      closing: 'withdrawCancellation',
    });
  });

  it('a line the customer asked to cancel leads to its requests, where the cancellation is withdrawn', () => {
    expect(pathOf('closing', { line: line() })).toBe('/manage/service-request?orderRef=SND-261125-00001');
  });

  it('a missed renewal leads to Renew now', () => {
    expect(pathOf('grace', { line: line({ status: 'Grace' }) })).toBe(
      '/manage/renew?orderRef=SND-261125-00001',
    );
  });

  it('a taken number leads to the reverse port-out while it is offered, and nowhere otherwise', () => {
    // Its number taken on 2026-11-23 (the link reads only the gateway's answer below).
    const taken = line({ status: 'Inactive' });
    const offered = {
      eligible: true as const,
      number: '5512345678',
      recipient: 'ATT',
      portedOutAt: '2026-11-23T10:00:00.000Z',
      windowEndsAt: '2026-12-23T10:00:00.000Z',
    };
    expect(pathOf('ported_out', { line: taken, reversePortOut: offered })).toBe(
      '/manage/reverse-portout?orderRef=SND-261125-00001',
    );
    expect(
      pathOf('ported_out', { line: taken, reversePortOut: { eligible: false, reason: 'WINDOW_CLOSED' } }),
    ).toBeUndefined();
    // The answer not in yet: nothing is promised.
    expect(pathOf('ported_out', { line: taken })).toBeUndefined();
    // Asked for already: "ask for your number back" was untrue; it says so and leads to the requests.
    expect(
      linkOf('ported_out', { line: taken, reversePortOut: { eligible: false, reason: 'REQUEST_OPEN' } }),
    ).toEqual({
      path: '/manage/service-request?orderRef=SND-261125-00001',
      sentenceId: 'line_home.remedy.reverse_port_out_requested',
    });
  });
});
