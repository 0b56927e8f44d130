import { describe, expect, it } from 'vitest';
import { createStores } from '../../stores/create-stores.ts';
import { createMemoryStorage } from '../../stores/persisted-atom.ts';
import { emptyAddress } from '../../stores/store-schemas.ts';
import { chosenNumberData, numberChangeChoiceInput } from './number-change-choice.ts';

const stores = (postalCode?: string) => {
  const s = createStores({ storage: createMemoryStorage(), sessionStorage: createMemoryStorage() });
  if (postalCode) {
    const address = { ...emptyAddress(), postalCode, country: 'MX' };
    s.store.set(s.auth.state, (previous) => ({
      ...previous,
      userDetails: { external_id: 'u-1', telco_user: false, address },
    }));
  }
  return s;
};

describe('numberChangeChoiceInput: the city the new number is searched in', () => {
  it('starts where the account’s address is, else in the lada of the number being changed', () => {
    expect(
      numberChangeChoiceInput(undefined, { stores: stores('77500'), currentNumber: '3312345678' }).lada,
    ).toBe('998');
    expect(numberChangeChoiceInput({}, { stores: stores(), currentNumber: '3312345678' }).lada).toBe('33');
    expect(numberChangeChoiceInput({}, { stores: stores(), currentNumber: '6861234567' }).lada).toBe('55');
  });

  it('keeps the city picked before (the flow’s step data), when it is still on the list', () => {
    const known = { stores: stores('44100'), currentNumber: '5512345678' };
    expect(numberChangeChoiceInput({ lada: '81', search: '2345' }, known)).toMatchObject({
      lada: '81',
      search: '2345',
      searchInput: '2345',
    });
    expect(numberChangeChoiceInput({ lada: '686' }, known).lada).toBe('33');
  });

  it('keeps the city with the number chosen', () => {
    const chosen = {
      type: 'chosen' as const,
      number: '3312345678',
      lockedUntil: 'x',
      category: undefined,
      golden: undefined,
    };
    expect(chosenNumberData({ ...chosen, search: '12', lada: '33' })).toEqual({
      number: '3312345678',
      lockedUntil: 'x',
      search: '12',
      lada: '33',
    });
  });
});
