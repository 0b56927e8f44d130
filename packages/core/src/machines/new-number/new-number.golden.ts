import type { Money } from '../../gateway/common.schema.ts';
import type { NumberCategory } from '../../gateway/enums.ts';
import type { GoldenNumberCategory } from '../../gateway/numbers/golden-number-categories.ts';
import type { NumberCategoryOffer } from '../../gateway/numbers/number-categories.ts';
import type { NewNumberContext } from './new-number.types.ts';

/**
 * What the number choice offers: each category, except that premium ("dorado") numbers are sold
 * as their golden patterns, each at its own price, when the gateway names any (none: premium is
 * one choice at the category's price). The free category stays first, so nothing forces a price.
 */
export interface NumberChoice {
  /** One value per choice, for a radio group: the category, or `PREMIUM_NUMBER:<pattern>`. */
  key: string;
  category: NumberCategory;
  golden?: string;
  name: string;
  description: string;
  /** MXN, IVA included. */
  price: Money;
}

export const numberChoiceKey = (category: NumberCategory, golden?: string | null): string =>
  golden ? `${category}:${golden}` : category;

export function numberChoices(
  offers: readonly NumberCategoryOffer[],
  golden: readonly GoldenNumberCategory[],
): NumberChoice[] {
  return offers.flatMap((offer): NumberChoice[] =>
    offer.category === 'PREMIUM_NUMBER' && golden.length > 0
      ? golden.map((pattern) => ({
          key: numberChoiceKey(offer.category, pattern.id),
          category: offer.category,
          golden: pattern.id,
          name: pattern.name,
          description: pattern.description,
          price: pattern.price,
        }))
      : [
          {
            key: numberChoiceKey(offer.category),
            category: offer.category,
            name: offer.name,
            description: offer.description,
            price: offer.price,
          },
        ],
  );
}

/**
 * The golden pattern the list is for: none outside premium or when the gateway names none; the
 * one picked while it is still offered, else the first.
 */
export function activeGolden(
  context: Pick<NewNumberContext, 'golden' | 'goldenCategories'>,
  category: NumberCategory | undefined,
): string | undefined {
  if (category !== 'PREMIUM_NUMBER') return undefined;
  const picked = context.goldenCategories.find((pattern) => pattern.id === context.golden);
  return (picked ?? context.goldenCategories[0])?.id;
}

/** The NEW_NUMBER sku a golden number is sold as; undefined: its category's own. */
export const goldenSku = (
  goldenCategories: readonly GoldenNumberCategory[],
  golden: string | undefined,
): string | undefined =>
  golden === undefined ? undefined : goldenCategories.find((pattern) => pattern.id === golden)?.sku;
