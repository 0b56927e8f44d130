import type { MessageId } from './messages/index.ts';

/**
 * The ladas (area codes) a new number can be asked for, each with its city's name (a message id:
 * "Mexico City" reads differently in English). It is also the numbering plan's list of 2-digit
 * ladas: IFT's Plan Técnico Fundamental de Numeración gives two digits only to Mexico City (55 and
 * 56), Guadalajara (33) and Monterrey (81), and three to every other zone, so every 2-digit lada
 * is on this list and formatNationalNumber reads them from here. One list, not two.
 *
 * Biggest cities first: the select offers them in this order, and the first is the default.
 */
export interface MexicanLada {
  readonly lada: string;
  readonly city: MessageId;
}

export const MEXICAN_LADAS: readonly MexicanLada[] = [
  { lada: '55', city: 'number_lada.city.mexico_city' },
  { lada: '56', city: 'number_lada.city.mexico_city' },
  { lada: '33', city: 'number_lada.city.guadalajara' },
  { lada: '81', city: 'number_lada.city.monterrey' },
  { lada: '222', city: 'number_lada.city.puebla' },
  { lada: '722', city: 'number_lada.city.toluca' },
  { lada: '664', city: 'number_lada.city.tijuana' },
  { lada: '477', city: 'number_lada.city.leon' },
  { lada: '442', city: 'number_lada.city.queretaro' },
  { lada: '999', city: 'number_lada.city.merida' },
  { lada: '998', city: 'number_lada.city.cancun' },
];

/** Mexico City's first lada: where a search starts when nothing says where the customer lives. */
export const DEFAULT_LADA = '55';

const LADA_CODES: ReadonlySet<string> = new Set(MEXICAN_LADAS.map((entry) => entry.lada));

export const isListedLada = (lada: string): boolean => LADA_CODES.has(lada);

/** The numbering plan's 2-digit ladas (55 and 56, 33, 81); every other lada has three digits. */
export const TWO_DIGIT_LADAS: ReadonlySet<string> = new Set(
  MEXICAN_LADAS.filter((entry) => entry.lada.length === 2).map((entry) => entry.lada),
);

/**
 * The listed lada the digits start with, if any. No listed lada begins another (the plan's codes
 * are prefix-free: no 3-digit lada starts with 33, 55, 56 or 81), so there is at most one.
 */
export function listedLadaAtStart(digits: string): string | undefined {
  return MEXICAN_LADAS.find((entry) => digits.startsWith(entry.lada))?.lada;
}
