import type { NeededFacts } from '../../flow-declarations/flow-wing.ts';
/** How the line's data reads on its usage card: plenty, running low, or nothing left. */
export type UsageLevel = 'ok' | 'low' | 'empty';

/**
 * Where an offer sits on the usage card: `more-data`, among the ways to get more (listed under the
 * "out of data" sentence before the figures when nothing is left, under the gauge otherwise);
 * `after-figures`, a part of its own under the figures (the automatic booster's terms and its off).
 */
export type UsageOfferSlot = 'more-data' | 'after-figures';

/** What an offer's rule may read beside the line's fields: the usage read's, as the card has them. */
export interface UsageFacts {
  /** The gauge's level (line-usage's `dataLevel`). */
  readonly level: UsageLevel;
  /** An automatic booster is on for this line (the usage read says so). */
  readonly automaticBooster: boolean;
}

/**
 * A wing's offer on the line's usage card (its `flows/<flow>/<offer>.usage-offer.ts`, found by its
 * name: usage-offers.ts): its key (the app's component for it is found by the same key), its slot and
 * place in it, and whether it shows, a rule run on the facts it names in `needs` (the line's fields
 * and the usage's), as a line box's is. The usage card names no offer, so a wing adds or drops its
 * own from its folder.
 */
export interface FlowUsageOffer<Facts extends object = object> {
  /** The offer's key on the card, unique among the offers, and its app component's. */
  readonly key: string;
  readonly slot: UsageOfferSlot;
  /** Its place in its slot, lowest first. */
  readonly order: number;
  /** Every fact its rule reads, by the line's (or the usage's) field name. */
  readonly needs: NeededFacts<Facts>;
  /** `now` is the page's clock (a renewal due within its last days). */
  shown(facts: Facts, now: number): boolean;
  /** It offers renewing the plan now: out of data, the card's sentence then names renewing. */
  readonly renews?: boolean;
}

/**
 * A wing's usage offer (the default export of its `<offer>.usage-offer.ts`): the facts its rule
 * reads are inferred from it, and `needs` must name every one of them (the card hands it those alone).
 */
export const usageOffer = <Facts extends object>(offer: FlowUsageOffer<Facts>): FlowUsageOffer<Facts> =>
  offer;
