import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { readConnectionStepData } from '../../purchase/connection-details.step-data.ts';
import { createStores } from '../../stores/create-stores.ts';
import { createMemoryStorage } from '../../stores/persisted-atom.ts';
import { emptyAddress } from '../../stores/store-schemas.ts';
import { newNumberMachineInput } from './new-number.services.ts';
import { CATEGORIES, DRAFT, numbersOf, setupNewNumberTest } from './new-number.test-kit.ts';

const { answer, start } = setupNewNumberTest();

describe('newNumberMachine: the city (lada) the list is for', () => {
  it('asks the city picked, takes a lada typed as a city, and searches after the lada', async () => {
    answer('GET', 'number-service/v1/categories', { result: CATEGORIES });
    const searches = answer('GET', 'number-service/v1/numbers', { result: numbersOf('FREE_NUMBER', 6) });
    const run = start();
    await run.until({ list: 'showing' });
    expect(run.view().ladas.active).toBe('55');

    const asked = async () => {
      await run.until({ list: 'showing' });
      const { areaCode, search } = searches.at(-1)?.query ?? {};
      return { areaCode, search };
    };
    run.view().chooseLada('33');
    await run.until({ list: 'searching' });
    await expect(asked()).resolves.toEqual({ areaCode: '33', search: undefined });
    expect(run.draft('lada', v.string())).toBe('33');

    // "998" alone is a city, not a search too short.
    run.view().typeSearch('998');
    run.view().search();
    expect(run.view().searchError).toBeUndefined();
    expect(run.view().ladas.active).toBe('998');
    await expect(asked()).resolves.toEqual({ areaCode: '998', search: undefined });
    expect(run.draft('lada', v.string())).toBe('998');

    run.view().typeSearch('9981234');
    run.view().search();
    await expect(asked()).resolves.toEqual({ areaCode: '998', search: '1234' });

    // Another city picked: digits that named Cancún go, or the next search would pick it back.
    run.view().chooseLada('81');
    expect(run.view().searchInput).toBe('');
    await expect(asked()).resolves.toEqual({ areaCode: '81', search: undefined });

    // Digits meant after any lada stay, and are searched in the city picked next.
    run.view().typeSearch('2345');
    run.view().search();
    await expect(asked()).resolves.toEqual({ areaCode: '81', search: '2345' });
    run.view().chooseLada('33');
    expect(run.view().searchInput).toBe('2345');
    await expect(asked()).resolves.toEqual({ areaCode: '33', search: '2345' });

    // A city not on the list is no choice.
    run.view().chooseLada('686');
    expect(run.view().ladas.active).toBe('33');

    // Too short and no lada: the spec's error, nothing asked.
    const before = searches.length;
    run.view().typeSearch('99');
    run.view().search();
    expect(run.view().searchError?.id).toBe('validation.number.search_length');
    expect(run.view().ladas.active).toBe('33');
    expect(searches).toHaveLength(before);
  });

  it('a lada not on the list (an old draft) starts in Mexico City', async () => {
    answer('GET', 'number-service/v1/categories', { result: CATEGORIES });
    answer('GET', 'number-service/v1/numbers', { result: [] });
    const run = start({ lada: '686' });
    expect(run.view().ladas.active).toBe('55');
  });
});

describe('newNumberMachineInput: where the city choice starts', () => {
  const stores = () =>
    createStores({ storage: createMemoryStorage(), sessionStorage: createMemoryStorage() });
  const none = readConnectionStepData({});
  const withAddress = (s: ReturnType<typeof stores>, billing: string, delivery = '') =>
    s.store.set(s.onboarding.state, (previous) => ({
      ...previous,
      billingAddressDetails: { ...emptyAddress(), postalCode: billing },
      deliveryAddressDetails: { ...emptyAddress(), postalCode: delivery },
    }));

  it('Mexico City when nothing says where the customer lives', () => {
    expect(newNumberMachineInput({ stores: stores() }, DRAFT, none).lada).toBe('55');
  });

  it('the address given earlier (a journey that asks it first): billing, then delivery', () => {
    const s = stores();
    withAddress(s, '44100');
    expect(newNumberMachineInput({ stores: s }, DRAFT, none).lada).toBe('33');
    withAddress(s, '20000', '77500');
    expect(newNumberMachineInput({ stores: s }, DRAFT, none).lada).toBe('998');
  });

  it('the account’s last address on a second purchase', () => {
    const s = stores();
    const address = { ...emptyAddress(), postalCode: '64000', country: 'MX', state: 'Nuevo León' };
    const profile = { external_id: 'u-1', telco_user: false, address };
    s.store.set(s.auth.state, (previous) => ({ ...previous, userDetails: profile }));
    expect(newNumberMachineInput({ stores: s }, DRAFT, none).lada).toBe('81');
  });

  it('a city picked before wins: the draft, then the step’s data', () => {
    const s = stores();
    withAddress(s, '44100');
    expect(newNumberMachineInput({ stores: s }, DRAFT, readConnectionStepData({ lada: '222' })).lada).toBe(
      '222',
    );
    // A lada the list does not have is no step data.
    expect(newNumberMachineInput({ stores: s }, DRAFT, readConnectionStepData({ lada: '686' })).lada).toBe(
      '33',
    );
    s.store.set(s.onboarding.drafts.writeField, { ...DRAFT, field: 'lada', value: '998' });
    expect(newNumberMachineInput({ stores: s }, DRAFT, readConnectionStepData({ lada: '222' })).lada).toBe(
      '998',
    );
  });
});
