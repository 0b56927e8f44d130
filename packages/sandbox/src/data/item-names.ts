import { COUNTRY_LANGUAGE, type SandboxLanguage, type Texts } from '../domain/language.ts';
import { FEES, findProduct } from './catalogue.ts';
import { NUMBER_CATEGORIES } from './numbers.ts';

/** The names of whatever an order line's sku sells: a plan, an extra, a number category or a fee. */
export function itemNames(sku: string): Texts | undefined {
  return (
    findProduct(sku)?.name ??
    NUMBER_CATEGORIES.find((category) => category.sku === sku)?.name ??
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

export function itemNameIn(
  item: { readonly sku: string; readonly name: string },
  lang: SandboxLanguage,
): string {
  return itemNames(item.sku)?.[lang] ?? item.name;
}
