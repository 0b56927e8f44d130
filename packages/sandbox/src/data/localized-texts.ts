import type { SandboxLanguage, Texts } from '../domain/language.ts';
import { CATALOGUE, FEES } from './catalogue.ts';
import { DELIVERY_METHOD_DESCRIPTIONS, NATIONALITIES } from './config.ts';
import { DONOR_TELCOS } from './donors.ts';
import { GOLDEN_CATEGORIES, NUMBER_CATEGORIES } from './numbers.ts';

/** Every text the sandbox's data holds per language (catalogue, option lists, fees, donors). */
const LOCALIZED_DATA: readonly unknown[] = [
  CATALOGUE,
  FEES,
  NUMBER_CATEGORIES,
  GOLDEN_CATEGORIES,
  NATIONALITIES,
  DELIVERY_METHOD_DESCRIPTIONS,
  DONOR_TELCOS,
];

const isTexts = (value: unknown): value is Texts =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>)['es-MX'] === 'string' &&
  typeof (value as Record<string, unknown>)['en-US'] === 'string';

/**
 * The texts of one language that the other language writes differently: what an English page must
 * never show (`onlyIn('es-MX')`), read from the data itself so a text added later is covered too.
 */
export function onlyIn(language: SandboxLanguage): string[] {
  const other: SandboxLanguage = language === 'es-MX' ? 'en-US' : 'es-MX';
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (isTexts(node)) {
      if (node[language] !== node[other]) found.add(node[language]);
    } else if (Array.isArray(node)) node.forEach(visit);
    else if (typeof node === 'object' && node !== null) Object.values(node).forEach(visit);
  };
  LOCALIZED_DATA.forEach(visit);
  return [...found];
}
