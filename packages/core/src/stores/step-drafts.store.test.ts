import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { resetLocalSession } from '../session/logout.ts';
import { readDraftField, type StepDraftLocation } from './step-drafts.store.ts';
import { STORE_KEYS } from './storage-keys.ts';
import { AddressSchema, emptyAddress } from './store-schemas.ts';
import { persisted, reloaded, setupStores } from './test-stores.ts';

const personal: StepDraftLocation = { journeyId: 'web', step: 'personal-details' };
const address: StepDraftLocation = { journeyId: 'web', step: 'address-details' };

/** The drafts as kept: in the tab's sessionStorage (personal-data-storage.ts), none in localStorage. */
function draftsOf(tab: {
  storage: { dump(): Record<string, string> };
  sessionStorage: { dump(): Record<string, string> };
}): unknown {
  const local = tab.storage.dump()[STORE_KEYS.stepDrafts];
  if (local === undefined) return undefined;
  expect((JSON.parse(local) as { state?: unknown }).state).toBeUndefined();
  const held = tab.sessionStorage.dump()[STORE_KEYS.stepDrafts];
  return held === undefined
    ? {}
    : (JSON.parse(held) as { parts: Record<string, unknown> }).parts['["state"]'];
}

describe('step drafts (what is typed before Next survives a reload)', () => {
  it('keeps every field as it is written and reads it back in a new page load', () => {
    const first = setupStores();
    const drafts = first.stores.onboarding.drafts;
    first.store.set(drafts.writeField, { ...personal, field: 'form', value: { firstName: 'An' } });
    first.store.set(drafts.writeField, { ...personal, field: 'form', value: { firstName: 'Ana' } });
    first.store.set(drafts.writeField, {
      ...address,
      field: 'billing',
      value: { ...emptyAddress(), street: 'Álvaro Obregón' },
    });

    const again = reloaded(first);
    const state = again.store.get(again.stores.onboarding.drafts.state);
    expect(readDraftField(state, personal, 'form', v.object({ firstName: v.string() }))).toEqual({
      value: { firstName: 'Ana' },
    });
    expect(readDraftField(state, address, 'billing', AddressSchema)?.value.street).toBe('Álvaro Obregón');
    // Another journey's step of the same name has its own draft.
    expect(
      readDraftField(state, { journeyId: 'retail', step: 'personal-details' }, 'form', v.unknown()),
    ).toBe(undefined);
  });

  it('reads a field that does not fit its schema as no draft, without touching the others', () => {
    const { store, stores } = setupStores(
      persisted(STORE_KEYS.stepDrafts, {
        'web/manual-ekyc': { documentType: 42, note: 'kept' },
      }),
    );
    const state = store.get(stores.onboarding.drafts.state);
    const where = { journeyId: 'web', step: 'manual-ekyc' };
    expect(readDraftField(state, where, 'documentType', v.string())).toBe(undefined);
    expect(readDraftField(state, where, 'note', v.string())).toEqual({ value: 'kept' });
    expect(readDraftField(state, where, 'missing', v.string())).toBe(undefined);
  });

  it.each([
    ['not JSON', { [STORE_KEYS.stepDrafts]: '{"version":1,"state":' }],
    ['not an object', persisted(STORE_KEYS.stepDrafts, ['web/personal-details'])],
    ['another version', persisted(STORE_KEYS.stepDrafts, { 'web/personal-details': { form: {} } }, 7)],
  ])('treats junk in storage (%s) as no drafts, without throwing', (_name, initial) => {
    const tab = setupStores(initial);
    expect(tab.store.get(tab.stores.onboarding.drafts.state)).toEqual({});
    // The junk itself is gone from storage.
    expect([undefined, {}]).toContainEqual(draftsOf(tab));
  });

  it('drops one damaged step on its own and keeps the rest', () => {
    const { store, stores } = setupStores(
      persisted(STORE_KEYS.stepDrafts, {
        'web/personal-details': 'garbage',
        'web/address-details': { sameAsBilling: false },
      }),
    );
    expect(store.get(stores.onboarding.drafts.state)).toEqual({
      'web/address-details': { sameAsBilling: false },
    });
  });

  it('never stores a card number or security code, whatever a screen hands it', () => {
    const tab = setupStores();
    const { store, stores } = tab;
    const where = { journeyId: 'web', step: 'payment' };
    store.set(stores.onboarding.drafts.writeField, {
      ...where,
      field: 'form',
      value: { cardNumber: '4242424242424242', cvv: '123', holder: 'Ana López', note: '4242 4242 4242 4242' },
    });
    store.set(stores.onboarding.drafts.writeField, { ...where, field: 'pan', value: '4000000000000002' });
    store.set(stores.onboarding.drafts.writeField, { ...where, field: 'typed', value: '4242424242424242' });
    const saved = JSON.stringify(draftsOf(tab));
    expect(saved).not.toMatch(/4242|4000000000000002|cvv|"123"|pan|cardNumber/);
    expect(draftsOf(tab)).toEqual({ 'web/payment': { form: { holder: 'Ana López' } } });
    // What was already stored by an older build is scrubbed on the way in, too.
    const older = setupStores(persisted(STORE_KEYS.stepDrafts, { 'web/payment': { securityCode: '999' } }));
    expect(older.store.get(older.stores.onboarding.drafts.state)).toEqual({ 'web/payment': {} });
  });

  it('clears one step (its submit) and leaves the others', () => {
    const { store, stores } = setupStores();
    const drafts = stores.onboarding.drafts;
    store.set(drafts.writeField, { ...personal, field: 'form', value: { firstName: 'Ana' } });
    store.set(drafts.writeField, { ...address, field: 'sameAsBilling', value: false });
    store.set(drafts.clear, personal);
    expect(store.get(drafts.state)).toEqual({ 'web/address-details': { sameAsBilling: false } });
  });

  it('goes with the order on onboarding reset and on logout or local reset (§4)', () => {
    const one = setupStores();
    one.store.set(one.stores.onboarding.drafts.writeField, { ...personal, field: 'form', value: { a: 'b' } });
    one.store.set(one.stores.resetOnboarding);
    expect(one.store.get(one.stores.onboarding.drafts.state)).toEqual({});

    const two = setupStores();
    two.store.set(two.stores.onboarding.drafts.writeField, { ...personal, field: 'form', value: { a: 'b' } });
    resetLocalSession(two.stores);
    expect(two.store.get(two.stores.onboarding.drafts.state)).toEqual({});
    expect(draftsOf(two)).toEqual({});
    const again = reloaded(two);
    expect(again.store.get(again.stores.onboarding.drafts.state)).toEqual({});
  });
});
