import { describe, expect, it } from 'vitest';
import { ladaSearch, numberList, numberSearchError, searchForLada } from './new-number.rules.ts';

describe('ladaSearch: what a typed search asks for, the city chosen', () => {
  it.each([
    // typed, city chosen → lada asked, digits after it
    ['', '55', '55', ''],
    ['1234', '55', '55', '1234'],
    ['1234', '33', '33', '1234'],
    // A listed lada typed first chooses that city; the rest is searched after it.
    ['33', '55', '33', ''],
    ['998', '55', '998', ''],
    ['331234', '55', '33', '1234'],
    ['9981', '33', '998', '1'],
    ['3312345678', '81', '33', '12345678'],
    ['56', '55', '56', ''],
    // The chosen city typed again is the same city.
    ['5512', '55', '55', '12'],
    // Not a listed lada (Mexicali 686, Aguascalientes 449): digits after the chosen lada.
    ['6861234', '55', '55', '6861234'],
    ['4491', '222', '222', '4491'],
    // Two digits that only begin a 3-digit lada are no lada yet.
    ['99', '55', '55', '99'],
  ])('%j in %s asks lada %s with %j after it', (typed, chosen, lada, after) => {
    expect(ladaSearch(typed, chosen)).toEqual({ lada, after });
  });
});

describe('numberSearchError: §5 4 to 10 characters typed, a lada alone allowed', () => {
  it.each([
    ['', undefined],
    ['33', undefined],
    ['55', undefined],
    ['56', undefined],
    ['81', undefined],
    ['998', undefined],
    ['222', undefined],
    ['1234', undefined],
    ['9981', undefined],
    ['1234567890', undefined],
    // Too short, and not a lada: an error, not a city.
    ['3', 'validation.number.search_length'],
    ['99', 'validation.number.search_length'],
    ['12', 'validation.number.search_length'],
    ['686', 'validation.number.search_length'],
    // A lada and one digit is still 3 characters typed.
    ['331', 'validation.number.search_length'],
    ['12345678901', 'validation.number.search_length'],
  ])('%j → %s', (typed, id) => {
    expect(numberSearchError(typed)?.id).toBe(id);
  });
});

describe('searchForLada: the search kept when another city is picked', () => {
  it.each([
    ['1234', '33', '1234'],
    ['', '33', ''],
    ['331234', '33', '331234'],
    ['331234', '81', ''],
    ['998', '55', ''],
  ])('%j with %s picked → %j', (typed, lada, kept) => {
    expect(searchForLada(typed, lada)).toBe(kept);
  });
});

describe('numberList: the number held stays first only on its own city’s list', () => {
  const base = {
    numbers: [{ number: '3312345678', category: 'FREE_NUMBER' as const }],
    held: { number: '5598765432', lockedUntil: '2026-03-02T18:15:00Z', category: 'FREE_NUMBER' as const },
    category: 'FREE_NUMBER' as const,
    categories: [],
    golden: null,
    goldenCategories: [],
  };
  it('kept first on the 55 list, left out of the 33 list', () => {
    expect(numberList({ ...base, lada: '55' }).map((n) => n.number)).toEqual(['5598765432', '3312345678']);
    expect(numberList({ ...base, lada: '33' }).map((n) => n.number)).toEqual(['3312345678']);
  });
});
