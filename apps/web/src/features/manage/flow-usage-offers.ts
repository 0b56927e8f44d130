import type { ComponentType } from 'react';
import type { FlowUsageOfferPart, UsageOfferProps } from './flow-app';

/**
 * Each wing's offer on the line's usage card, keyed by the offer's key: its `<offer>.usage-offer.ts`
 * in the wing's feature folder, found by its name (app/flow-parts.test.ts checks every offer core
 * declares has one). Loaded with the card, as their place on it is.
 */
export const USAGE_OFFER_COMPONENTS: Readonly<Record<string, ComponentType<UsageOfferProps>>> =
  Object.fromEntries(
    Object.values(
      import.meta.glob<FlowUsageOfferPart>('./*/*.usage-offer.ts', { eager: true, import: 'default' }),
    ).map((part) => [part.key, part.Offer]),
  );

/** The components of the offers core shows in a slot (its keys, in order); the card names none of them. */
export const usageOfferComponents = (
  keys: readonly string[],
): { key: string; Offer: ComponentType<UsageOfferProps> }[] =>
  keys.flatMap((key) => {
    const Offer = USAGE_OFFER_COMPONENTS[key];
    return Offer ? [{ key, Offer }] : [];
  });
