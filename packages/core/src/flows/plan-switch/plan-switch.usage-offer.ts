import { type UsageFacts, usageOffer } from '../../machines/line-home/usage-offer.ts';

/** Out of data, a plan with more: a switch now adds its allowance at once, for the prorated difference. */
export default usageOffer({
  key: 'plan-switch',
  slot: 'more-data',
  order: 30,
  needs: { level: true },
  shown: (facts: Pick<UsageFacts, 'level'>) => facts.level === 'empty',
});
