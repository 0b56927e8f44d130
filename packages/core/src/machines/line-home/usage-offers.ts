/// <reference types="vite/client" />
import { flowModulesFromFolder } from '../../flow-declarations/folder-modules.ts';
import { neededFacts, type RemedyLine } from '../../navigation/line-remedies.ts';
import type { FlowUsageOffer, UsageFacts, UsageOfferSlot } from './usage-offer.ts';

/**
 * Every wing's offer on the usage card: each `flows/<flow>/<offer>.usage-offer.ts`, found by its
 * name, in their order. `import.meta.env` is Vite's (the app, Vitest, Storybook); under plain Node
 * the folders are read.
 */
export const FLOW_USAGE_OFFERS: readonly FlowUsageOffer[] = Object.values(
  import.meta.env?.MODE
    ? import.meta.glob<FlowUsageOffer>('../../flows/*/*.usage-offer.ts', { eager: true, import: 'default' })
    : flowModulesFromFolder<FlowUsageOffer>('.usage-offer.ts', 'flows'),
).sort((a, b) => a.order - b.order || a.key.localeCompare(b.key));

/** The offers that show on this line's card, by slot (keys, in order), and whether one renews the plan. */
export interface UsageOffers {
  readonly slots: Readonly<Record<UsageOfferSlot, readonly string[]>>;
  /** One of the offers shown renews the plan now (the "out of data" sentence names it). */
  readonly renewOffered: boolean;
}

/** The wings' offers that show on this line's usage card, each rule handed the facts it `needs` alone. */
export function usageOffers(line: RemedyLine, usage: UsageFacts, now: number): UsageOffers {
  const facts = { ...line, ...usage };
  const shown = FLOW_USAGE_OFFERS.filter((offer) => offer.shown(neededFacts(offer.needs, facts), now));
  const keysIn = (slot: UsageOfferSlot) =>
    shown.filter((offer) => offer.slot === slot).map((offer) => offer.key);
  return {
    slots: { 'more-data': keysIn('more-data'), 'after-figures': keysIn('after-figures') },
    renewOffered: shown.some((offer) => offer.renews === true),
  };
}
