import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { renewNowLineAction } from '../../flows/renew-now/renew-now.rules.ts';
import { type Line, LineSchema } from '../../gateway/lines/index.ts';
import { LINE } from '../../gateway/test-support/line-fixture.ts';
import { expectReadsOnlyWhatItNeeds } from './test-support/facts-read.ts';
import { type UsageFacts, type UsageLevel, usageOffer } from './usage-offer.ts';
import { FLOW_USAGE_OFFERS, usageOffers } from './usage-offers.ts';

const NOW = Date.parse('2026-11-24T12:00:00.000Z');
const base = v.parse(LineSchema, LINE);
/** An active line renewing far off or within its last days, registered or not, closing or not. */
const lines: Line[] = ['2026-12-20T06:00:00.000Z', '2026-11-26T06:00:00.000Z'].flatMap((renewalDate) =>
  [
    {},
    { registry: { status: 'UNREGISTERED', attemptsLeft: 2 } },
    { closesAt: '2026-11-26T18:00:00.000Z' },
  ].map((more) => v.parse(LineSchema, { ...base, status: 'Active', renewalDate, ...more })),
);
const usages: UsageFacts[] = (['ok', 'low', 'empty'] as const).flatMap((level: UsageLevel) =>
  [true, false].map((automaticBooster) => ({ level, automaticBooster })),
);

describe("the wings' offers on the line's usage card", () => {
  it('an offer must name in `needs` every fact its rule reads (a type error otherwise)', () => {
    const offer = usageOffer({
      key: 'typed',
      slot: 'more-data',
      order: 1,
      // @ts-expect-error: the rule reads `status`, which `needs` does not name.
      needs: { level: true },
      shown: (facts: { level: UsageLevel; status: string }) =>
        facts.level === 'empty' && facts.status === 'Active',
    });
    expect(Object.keys(offer.needs)).toEqual(['level']);
  });

  it('finds each wing’s offer by its file name, each with a key of its own, in their order', () => {
    const keys = FLOW_USAGE_OFFERS.map((offer) => offer.key);
    expect(keys).toEqual(['auto-booster', 'boosters', 'renew-now', 'plan-switch']);
  });

  it("hands each offer's rule the facts it needs, and each rule reads no other", () => {
    const pages = lines.flatMap((line) => usages.map((usage) => ({ ...line, ...usage })));
    for (const offer of FLOW_USAGE_OFFERS) {
      expectReadsOnlyWhatItNeeds(offer.key, offer.needs, (facts) => offer.shown(facts, NOW), pages);
    }
  });

  it('shows each offer where and when the card showed it before the wings declared them', () => {
    for (const line of lines) {
      for (const usage of usages) {
        const offers = usageOffers(line, usage, NOW);
        const said = `${JSON.stringify(usage)} ${line.renewalDate} ${JSON.stringify(line.registry)} ${line.closesAt}`;
        const renews = renewNowLineAction(line, NOW) !== null;
        const empty = usage.level === 'empty';
        // The boosters at every level; out of data, Renew now when the line may renew, then a plan with more.
        expect(offers.slots['more-data'], said).toEqual([
          'boosters',
          ...(empty && renews ? ['renew-now'] : []),
          ...(empty ? ['plan-switch'] : []),
        ]);
        expect(offers.renewOffered, said).toBe(empty && renews);
        expect(offers.slots['after-figures'], said).toEqual(usage.automaticBooster ? ['auto-booster'] : []);
      }
    }
    // Renew now is met both offered and not, out of data.
    const renewals = lines.map((line) => usageOffers(line, { level: 'empty', automaticBooster: false }, NOW));
    expect(renewals.some((offers) => offers.renewOffered)).toBe(true);
    expect(renewals.some((offers) => !offers.renewOffered)).toBe(true);
  });
});
