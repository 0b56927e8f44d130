import { type UsageFacts, usageOffer } from '../../machines/line-home/usage-offer.ts';

/** While an automatic booster is on: its terms and its one-tap off, under the figures. */
export default usageOffer({
  key: 'auto-booster',
  slot: 'after-figures',
  order: 10,
  needs: { automaticBooster: true },
  shown: (facts: Pick<UsageFacts, 'automaticBooster'>) => facts.automaticBooster,
});
