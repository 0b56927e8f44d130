import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../../config/constants.ts';
import { bundles } from '../../i18n/messages/index.ts';
import { canWithdrawTermination, terminationRefusalMessageId } from './termination.rules.ts';

/**
 * PORT_IN_IN_PROGRESS is also the refusal of a line whose transfer waits for its SIM to be
 * activated (port-in-timing.ts): no switch is scheduled then, so "within 24 hours" was untrue.
 * The sentence promises no time; the line's page says when, once it is known.
 */
describe('a cancellation refused while the number is being transferred', () => {
  it.each(SUPPORTED_LOCALES)('promises no time in %s', (locale) => {
    const text = bundles[locale][terminationRefusalMessageId('PORT_IN_IN_PROGRESS')];
    expect(text).not.toMatch(/\d+\s*(hours|horas)/i);
  });
});

/**
 * PENDING_REQUEST is any other open request of the line: a replacement SIM on its way, a number
 * change, a plan change waiting for the renewal. Only the last can be cancelled by the customer
 * (the request history's "cancel the switch"), so "cancel it in your requests, then you can cancel
 * the line" was untrue for the others (the sim-replacement-blocked customer read it). The sentence
 * says the line may be cancelled once the request is done, and names the one that can be
 * cancelled sooner.
 */
describe('a cancellation refused for another open request', () => {
  const sentence = (locale: (typeof SUPPORTED_LOCALES)[number]) =>
    bundles[locale][terminationRefusalMessageId('PENDING_REQUEST')];

  it.each(SUPPORTED_LOCALES)('waits for the request to be done, in %s', (locale) => {
    expect(sentence(locale)).toMatch(/termine|is done/);
  });

  it.each(SUPPORTED_LOCALES)('tells to cancel only a scheduled plan change, in %s', (locale) => {
    expect(sentence(locale)).not.toMatch(/^[^;]*\b(Cancélala|Cancel it)\b/);
    expect(sentence(locale)).toMatch(
      /(cambio de plan programado|scheduled plan change)[^.]*(cancelarlo|cancel)/,
    );
  });
});

describe("the requests' withdraw of a standing cancellation", () => {
  const row = { requestId: 'sr_9', kind: 'TERMINATION_REQUEST' as const, outcome: 'pending' as const };
  it('is offered on the pending termination the gateway names, and on no other row', () => {
    const allowed = { cancelable: true as const, requestId: 'sr_9' };
    expect(canWithdrawTermination(row, allowed)).toBe(true);
    expect(canWithdrawTermination({ ...row, requestId: 'sr_8' }, allowed)).toBe(false);
    expect(canWithdrawTermination({ ...row, kind: 'PLAN_SWITCH' }, allowed)).toBe(false);
    expect(canWithdrawTermination({ ...row, outcome: 'succeeded' }, allowed)).toBe(false);
    expect(canWithdrawTermination(row, { cancelable: false, reason: 'ALREADY_CLOSED' })).toBe(false);
    expect(canWithdrawTermination(row, undefined)).toBe(false);
  });
});
