import { describe, expect, it } from 'vitest';
import { formatNationalNumber, ladaOf } from './format-national-number.ts';
import { bundles } from './messages/index.ts';
import {
  DEFAULT_LADA,
  isListedLada,
  listedLadaAtStart,
  MEXICAN_LADAS,
  TWO_DIGIT_LADAS,
} from './mexican-ladas.ts';

describe('MEXICAN_LADAS: the city choice agrees with the numbering plan', () => {
  it('holds exactly the plan’s four 2-digit ladas, and 3-digit ones otherwise', () => {
    expect([...TWO_DIGIT_LADAS].sort()).toEqual(['33', '55', '56', '81']);
    for (const { lada } of MEXICAN_LADAS) expect(lada).toMatch(/^[2-9]\d{1,2}$/);
  });

  it('reads each lada back from a number of its city, and formats it 2-4-4 or 3-3-4', () => {
    for (const { lada } of MEXICAN_LADAS) {
      const number = `${lada}${'2345678901'.slice(0, 10 - lada.length)}`;
      expect(ladaOf(number)).toBe(lada);
      expect(
        formatNationalNumber(number)
          .split(' ')
          .map((group) => group.length),
      ).toEqual(lada.length === 2 ? [2, 4, 4] : [3, 3, 4]);
    }
  });

  it('is prefix-free, so a typed lada is never two', () => {
    for (const a of MEXICAN_LADAS)
      for (const b of MEXICAN_LADAS) if (a !== b) expect(b.lada.startsWith(a.lada)).toBe(false);
    expect(listedLadaAtStart('3312')).toBe('33');
    expect(listedLadaAtStart('99812')).toBe('998');
    expect(listedLadaAtStart('99')).toBeUndefined();
  });

  it('names every city in both languages, and defaults to Mexico City', () => {
    for (const { city } of MEXICAN_LADAS) {
      expect(bundles['es-MX'][city]).toBeTruthy();
      expect(bundles['en-US'][city]).toBeTruthy();
    }
    expect(isListedLada(DEFAULT_LADA)).toBe(true);
    expect(bundles['es-MX'][MEXICAN_LADAS[0]?.city ?? 'common.next']).toBe('Ciudad de México');
  });
});
