import { MEXICAN_LADAS } from '@senda/core/i18n';
import { createSeededRandom, type RandomSource, randomDigits } from '../domain/clock.ts';
import { type Texts, texts } from '../domain/language.ts';

/**
 * The number inventory: 10-digit Mexican numbers (area code + subscriber number, since the 2019
 * numbering plan there is no 044/045 prefix). Generated from a fixed seed so every clone and every
 * test sees the same inventory.
 */
export type NumberCategoryCode = 'FREE_NUMBER' | 'PREMIUM_NUMBER';

export interface NumberCategory {
  readonly code: NumberCategoryCode;
  readonly name: Texts;
  readonly description: Texts;
  /** MXN, IVA included. */
  readonly price: number;
  /** The order's NEW_NUMBER item sku. */
  readonly sku: string;
}

export const NUMBER_CATEGORIES: readonly NumberCategory[] = [
  {
    code: 'FREE_NUMBER',
    name: texts('Número estándar', 'Standard number'),
    description: texts('Elige un número sin costo', 'Pick a number at no cost'),
    price: 0,
    sku: 'NUMBER-FREE',
  },
  {
    code: 'PREMIUM_NUMBER',
    name: texts('Número dorado', 'Golden number'),
    description: texts('Números fáciles de recordar', 'Numbers that are easy to remember'),
    price: 199,
    sku: 'NUMBER-PREMIUM',
  },
];

export function numberCategory(code: NumberCategoryCode): NumberCategory {
  return (
    NUMBER_CATEGORIES.find((category) => category.code === code) ?? (NUMBER_CATEGORIES[0] as NumberCategory)
  );
}

/**
 * Golden patterns within PREMIUM_NUMBER, each at its own price and sku: a premium number is sold
 * as its pattern (the search answers each number's pattern, the order prices the pattern's sku).
 * PREMIUM_NUMBER's own price and sku remain the number change's premium fee.
 */
export interface GoldenCategory {
  readonly code: 'ORO' | 'PLATA' | 'BRONCE';
  readonly name: Texts;
  readonly description: Texts;
  /** MXN, IVA included. */
  readonly price: number;
  /** The order's NEW_NUMBER item sku. */
  readonly sku: string;
  /** The order line's name. */
  readonly itemName: Texts;
}

export const GOLDEN_CATEGORIES: readonly GoldenCategory[] = [
  {
    code: 'ORO',
    name: texts('Oro', 'Gold'),
    description: texts('Cuatro dígitos iguales al final', 'Ends in four matching digits'),
    price: 299,
    sku: 'NUMBER-GOLDEN-ORO',
    itemName: texts('Número dorado Oro', 'Golden number, Gold'),
  },
  {
    code: 'PLATA',
    name: texts('Plata', 'Silver'),
    description: texts('Escalera de cuatro dígitos', 'Four digits in a row'),
    price: 199,
    sku: 'NUMBER-GOLDEN-PLATA',
    itemName: texts('Número dorado Plata', 'Golden number, Silver'),
  },
  {
    code: 'BRONCE',
    name: texts('Bronce', 'Bronze'),
    description: texts('Pares repetidos al final', 'Ends in repeated pairs'),
    price: 149,
    sku: 'NUMBER-GOLDEN-BRONCE',
    itemName: texts('Número dorado Bronce', 'Golden number, Bronze'),
  },
];

export function goldenCategory(code: string | undefined): GoldenCategory | undefined {
  return GOLDEN_CATEGORIES.find((golden) => golden.code === code);
}

/** What a NEW_NUMBER line with this sku sells: a category or a golden pattern, at its price. */
export function numberItem(sku: string): { sku: string; price: number } | undefined {
  return (
    NUMBER_CATEGORIES.find((category) => category.sku === sku) ??
    GOLDEN_CATEGORIES.find((golden) => golden.sku === sku)
  );
}

/** The NEW_NUMBER line a number is sold as: its golden pattern's, else its category's. */
export function numberItemSku(number: InventoryNumber): string {
  return goldenCategory(number.goldenCategory)?.sku ?? numberCategory(number.category).sku;
}

export interface InventoryNumber {
  readonly number: string;
  readonly category: NumberCategoryCode;
  readonly areaCode: string;
  readonly price: number;
  readonly goldenCategory?: GoldenCategory['code'];
}

/**
 * The ladas the inventory had first, drawn first and in this order so that their numbers stay put.
 * Three-digit ladas leave seven subscriber digits.
 */
const FIRST_AREA_CODES: readonly string[] = ['55', '33', '81', '222', '664', '998'];

/** Every other lada a customer can ask for (core's list, mexican-ladas.ts), drawn after them. */
const LATER_AREA_CODES: readonly string[] = MEXICAN_LADAS.map((entry) => entry.lada).filter(
  (lada) => !FIRST_AREA_CODES.includes(lada),
);

/** Every lada the inventory has numbers in. */
export const AREA_CODES: readonly string[] = [...FIRST_AREA_CODES, ...LATER_AREA_CODES];

/**
 * Free numbers per lada. The first 24 of each (and the golden numbers drawn after them) are the
 * ones the sandbox always had, so the numbers a demo or a test has seen stay put; the stock behind
 * them is what a real operator's pool looks like next to one busy day: every order and every
 * ready-made customer keeps its number for good, and a full browser-test run used up 144.
 */
const FIRST_FREE_PER_AREA = 24;
const FREE_PER_AREA = 500;

function buildInventory(): InventoryNumber[] {
  const random = createSeededRandom(52);
  const seen = new Set<string>();
  const out: InventoryNumber[] = [];
  const addFree = (draw: RandomSource, perArea: number, areaCodes: readonly string[]) => {
    for (const areaCode of areaCodes) {
      let count = out.filter((n) => n.areaCode === areaCode && n.category === 'FREE_NUMBER').length;
      while (count < perArea) {
        // Subscriber numbers do not start with 0 or 1 in the Mexican plan.
        const first = String(2 + Math.floor(draw.next() * 8));
        const number = areaCode + first + randomDigits(draw, 9 - areaCode.length);
        if (seen.has(number)) continue;
        seen.add(number);
        out.push({ number, category: 'FREE_NUMBER', areaCode, price: 0 });
        count += 1;
      }
    }
  };
  addFree(random, FIRST_FREE_PER_AREA, FIRST_AREA_CODES);
  // Golden numbers in the three big cities.
  const golden = ['55', '33', '81'];
  const tails: Record<GoldenCategory['code'], string[]> = {
    ORO: ['7777', '8888', '9999'],
    PLATA: ['1234', '2345', '6789'],
    BRONCE: ['1212', '3434', '5656'],
  };
  for (const areaCode of golden) {
    for (const code of ['ORO', 'PLATA', 'BRONCE'] as const) {
      for (const tail of tails[code]) {
        const middle = `${2 + Math.floor(random.next() * 8)}${randomDigits(random, 3)}`;
        const number = `${areaCode}${middle}${tail}`;
        if (seen.has(number)) continue;
        seen.add(number);
        const { price } = goldenCategory(code) as GoldenCategory;
        out.push({ number, category: 'PREMIUM_NUMBER', areaCode, price, goldenCategory: code });
      }
    }
  }
  // The rest of the stock, from a stream of its own so the numbers above keep their digits.
  addFree(createSeededRandom(53), FREE_PER_AREA, FIRST_AREA_CODES);
  // The ladas added since (the city choice), from a third stream, for the same reason.
  addFree(createSeededRandom(54), FREE_PER_AREA, LATER_AREA_CODES);
  return out;
}

export const NUMBER_INVENTORY: readonly InventoryNumber[] = Object.freeze(buildInventory());

export function findInventoryNumber(number: string): InventoryNumber | undefined {
  return NUMBER_INVENTORY.find((n) => n.number === number);
}
