import { usageOffer } from '../../machines/line-home/usage-offer.ts';

/**
 * More data for this period (the boosters' page), first among the ways to get more at every level:
 * leading when the line runs low or has nothing left, a plain link otherwise.
 */
export default usageOffer({
  key: 'boosters',
  slot: 'more-data',
  order: 10,
  needs: {},
  shown: () => true,
});
