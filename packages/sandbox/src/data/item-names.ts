import { COUNTRY_LANGUAGE, type SandboxLanguage, type Texts } from '../domain/language.ts';
import { FEES, findProduct } from './catalogue.ts';
import { GOLDEN_CATEGORIES, NUMBER_CATEGORIES } from './numbers.ts';

/** The names of whatever an order line's sku sells: a plan, an extra, a number category or golden pattern, or a fee. */
export function itemNames(sku: string): Texts | undefined {
  return (
    findProduct(sku)?.name ??
    NUMBER_CATEGORIES.find((category) => category.sku === sku)?.name ??
    GOLDEN_CATEGORIES.find((golden) => golden.sku === sku)?.itemName ??
    Object.values(FEES).find((fee) => fee.sku === sku)?.name
  );
}

/**
 * Orders, carts and lines keep a line's name as it was written when they were made, in the
 * country's language (the saved state has one string); answers name it in the call's language.
 */
export function storedName(sku: string): string {
  return itemNames(sku)?.[COUNTRY_LANGUAGE] ?? sku;
}

/** What a prorated line says it is (a plan switched now): the plan's name alone reads as its price. */
const PRORATED = {
  'es-MX': 'diferencia prorrateada por los días que quedan del periodo',
  'en-US': 'prorated difference for the days left in the period',
} as const satisfies Texts;

export function itemNameIn(
  item: { readonly sku: string; readonly name: string; readonly prorated?: true | undefined },
  lang: SandboxLanguage,
): string {
  const name = itemNames(item.sku)?.[lang] ?? item.name;
  return item.prorated ? `${name} (${PRORATED[lang]})` : name;
}
