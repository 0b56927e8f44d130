import { describe, expect, it } from 'vitest';
import { PERSONAL_DETAILS_FORM_FIELDS } from '../purchase/personal-details.form.ts';
import { createMemoryStorage } from './persisted-atom.ts';
import { createPersonalDataStorage, PERSONAL_STEP_FIELDS } from './personal-data-storage.ts';
import { journeyStorageKey, LINE_REGISTRY_KEY_PREFIX, STORE_KEYS } from './storage-keys.ts';

const CURP = 'QUXX900517MDFRRM09';
const order = {
  version: 1,
  state: {
    selectedSimType: 'ESIM',
    personalDetails: { firstName: 'Ximena', curp: CURP },
    billingAddressDetails: { street: 'Calle Zacatecas' },
  },
};

function tab(local = createMemoryStorage(), session = createMemoryStorage()) {
  return { local, session, storage: createPersonalDataStorage(local, session) };
}

describe('personal data storage (the personal parts of a stored value stay in the tab)', () => {
  it('writes the personal parts to sessionStorage, the rest to localStorage, and reads them back whole', () => {
    const { local, session, storage } = tab();
    storage.setItem(STORE_KEYS.order, JSON.stringify(order));
    expect(local.getItem(STORE_KEYS.order)).not.toMatch(/Ximena|QUXX|Zacatecas/);
    expect(local.getItem(STORE_KEYS.order)).toContain('ESIM');
    expect(session.getItem(STORE_KEYS.order)).toContain(CURP);
    expect(JSON.parse(storage.getItem(STORE_KEYS.order) ?? '')).toEqual(order);
  });

  it('a new tab (no sessionStorage) reads the rest, without the personal parts', () => {
    const first = tab();
    first.storage.setItem(STORE_KEYS.order, JSON.stringify(order));
    const other = tab(first.local);
    expect(JSON.parse(other.storage.getItem(STORE_KEYS.order) ?? '')).toEqual({
      version: 1,
      state: { selectedSimType: 'ESIM' },
    });
  });

  it("does not put one tab's personal parts into a value another tab wrote since", () => {
    const first = tab();
    first.storage.setItem(STORE_KEYS.order, JSON.stringify(order));
    const second = tab(first.local);
    second.storage.setItem(
      STORE_KEYS.order,
      JSON.stringify({ version: 1, state: { selectedSimType: 'PSIM' } }),
    );
    expect(JSON.parse(first.storage.getItem(STORE_KEYS.order) ?? '')).toEqual({
      version: 1,
      state: { selectedSimType: 'PSIM' },
    });
  });

  it('finds the personal fields of a journey save by name, whatever the step, and keeps the rest in localStorage', () => {
    const key = journeyStorageKey('purchase');
    const data = {
      'pre-checkout': { planSku: 'plan-30' },
      'personal-details': { firstName: 'Ximena', curp: CURP, nationality: 'MX' },
      'address-details': { billing: { street: 'Calle Zacatecas' }, sameAsBilling: true },
      'order-summary': { orderRef: 'SND-1', orderFingerprint: `{"customer":{"curp":"${CURP}"}}` },
    };
    const save = {
      format: 1,
      snapshot: { status: 'active', context: { current: 'delivery', journeyData: data } },
      journeyData: data,
    };
    const first = tab();
    first.storage.setItem(key, JSON.stringify(save));
    expect(first.local.getItem(key)).not.toMatch(/Ximena|QUXX|Zacatecas|"MX"/);
    expect(JSON.parse(first.storage.getItem(key) ?? '')).toEqual(save);
    const rest = {
      'pre-checkout': { planSku: 'plan-30' },
      'personal-details': {},
      'address-details': { sameAsBilling: true },
      'order-summary': { orderRef: 'SND-1' },
    };
    expect(JSON.parse(tab(first.local).storage.getItem(key) ?? '')).toEqual({
      format: 1,
      snapshot: { status: 'active', context: { current: 'delivery', journeyData: rest } },
      journeyData: rest,
    });
  });

  it("reads an older build's value with its personal parts still in localStorage, and moves them on the next write", () => {
    const local = createMemoryStorage({ [STORE_KEYS.order]: JSON.stringify(order) });
    const { session, storage } = tab(local);
    const read = storage.getItem(STORE_KEYS.order) ?? '';
    expect(JSON.parse(read)).toEqual(order);
    storage.setItem(STORE_KEYS.order, read);
    expect(local.getItem(STORE_KEYS.order)).not.toContain(CURP);
    expect(session.getItem(STORE_KEYS.order)).toContain(CURP);
  });

  it("keeps the profile's name, birth date, number and address in the tab; its e-mail and flags stay", () => {
    const { local, storage } = tab();
    const profile = {
      external_id: 'u-1',
      email: 'x@example.mx',
      telco_user: true,
      first_name: 'Ximena',
      dob: { timestamp: 642_902_400_000 },
      telco_info: { phone_no: '5512349876' },
      address: { street: 'Calle Zacatecas' },
    };
    storage.setItem(STORE_KEYS.auth, JSON.stringify({ version: 1, state: { userDetails: profile } }));
    expect(local.getItem(STORE_KEYS.auth)).not.toMatch(/Ximena|642902400000|5512349876|Zacatecas/);
    expect(JSON.parse(local.getItem(STORE_KEYS.auth) ?? '').state.userDetails).toEqual({
      external_id: 'u-1',
      email: 'x@example.mx',
      telco_user: true,
    });
    expect(JSON.parse(storage.getItem(STORE_KEYS.auth) ?? '').state.userDetails).toEqual(profile);
  });

  it('removes both parts, passes other keys and junk through as they are', () => {
    const { local, session, storage } = tab();
    storage.setItem(STORE_KEYS.order, JSON.stringify(order));
    storage.removeItem(STORE_KEYS.order);
    expect(local.dump()).toEqual({});
    expect(session.dump()).toEqual({});
    storage.setItem(STORE_KEYS.order, '{"version":');
    expect(storage.getItem(STORE_KEYS.order)).toBe('{"version":');
    storage.setItem(STORE_KEYS.locale, JSON.stringify({ state: { personalDetails: 1 } }));
    expect(local.getItem(STORE_KEYS.locale)).toContain('personalDetails');
    expect(storage.keys().sort()).toEqual([STORE_KEYS.locale, STORE_KEYS.order].sort());
  });

  it('a sessionStorage that refuses loses only the personal parts, for this page', () => {
    const refusing = {
      ...createMemoryStorage(),
      setItem: () => {
        throw new Error('blocked');
      },
      getItem: () => {
        throw new Error('blocked');
      },
    };
    const local = createMemoryStorage();
    const storage = createPersonalDataStorage(local, refusing);
    expect(() => storage.setItem(STORE_KEYS.order, JSON.stringify(order))).not.toThrow();
    expect(local.getItem(STORE_KEYS.order)).not.toContain(CURP);
    expect(JSON.parse(storage.getItem(STORE_KEYS.order) ?? '').state).toEqual({ selectedSimType: 'ESIM' });
  });

  it("keeps a line registration's CURP in the tab", () => {
    const { local, storage } = tab();
    const key = `${LINE_REGISTRY_KEY_PREFIX}SND-1`;
    storage.setItem(key, JSON.stringify({ curp: CURP }));
    expect(local.getItem(key)).toBe('{}');
    expect(JSON.parse(storage.getItem(key) ?? '')).toEqual({ curp: CURP });
  });

  it("names every field of the personal details' form and of the address step among the personal fields", () => {
    for (const field of [
      ...PERSONAL_DETAILS_FORM_FIELDS,
      'billing',
      'delivery',
      'transferNumber',
      'orderFingerprint',
    ]) {
      expect(PERSONAL_STEP_FIELDS.has(field), field).toBe(true);
    }
  });
});
