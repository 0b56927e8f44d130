import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { emptyAddress, emptyPersonalDetails } from '../stores/store-schemas.ts';
import { fakeJwt, reloaded, setupStores, type TestStores } from '../stores/test-stores.ts';
import { compileJourney } from './compile-journey.ts';
import { loadJourney } from './journey-check.ts';
import { clearDraftsOnStepSave } from './journey-drafts.ts';
import { endedJourneyData, forgetPersonalDataOnceEnded } from './journey-ended-data.ts';
import { persistJourney, restoreJourney, toJourneyStoreState } from './journey-persistence.ts';
import { readFixtureJson } from './test-journeys.ts';

const PERSON = {
  firstName: 'Ximena',
  lastName: 'Quiroga',
  dob: '1990-05-17',
  curp: 'QUXX900517MDFRRM09',
  contactNumber: '5512349876',
  email: 'ximena.q@example.mx',
};
/** The same person as the personal details' form keeps her (the step's data and its draft). */
const FORM = {
  firstName: PERSON.firstName,
  paternalLastName: PERSON.lastName,
  dobDay: '17',
  dobMonth: '5',
  dobYear: '1990',
  curp: PERSON.curp,
  contactNumber: PERSON.contactNumber,
  email: PERSON.email,
};
const ADDRESS = { ...emptyAddress(), street: 'Calle Zacatecas', postalCode: '06700', area: 'Roma Norte' };
/** Each personal value as it could be found in storage. */
const PERSONAL = [...Object.values(PERSON), ADDRESS.street, ADDRESS.area];
const TOKEN = fakeJwt({ external_id: 'user-9' });

const found = (dump: Record<string, string>) =>
  Object.entries(dump).flatMap(([key, value]) =>
    PERSONAL.filter((personal) => value.includes(personal)).map((personal) => `${key}: ${personal}`),
  );
const copiesOfToken = (tab: TestStores) =>
  [...Object.values(tab.storage.dump()), ...Object.values(tab.sessionStorage.dump())].filter((value) =>
    value.includes(TOKEN),
  ).length;

/** The purchase as the app runs it (journey-runtime.ts): saved, mirrored, drafts and personal data followed. */
function runPurchase(tab: TestStores) {
  const journey = loadJourney(readFixtureJson());
  const machine = compileJourney(journey);
  const restore = restoreJourney(tab.stores.storage, journey, machine, { facts: { isLoggedIn: true } });
  const actor = createActor(machine, restore.actorOptions);
  persistJourney(tab.stores.storage, journey, actor);
  clearDraftsOnStepSave(tab.stores, actor);
  forgetPersonalDataOnceEnded(tab.stores, actor);
  actor.subscribe((snapshot) =>
    tab.store.set(tab.stores.journey.state, toJourneyStoreState(journey, snapshot)),
  );
  actor.start();
  return actor;
}

describe('what the purchase leaves in storage, event by event', () => {
  it('personal details: typed, kept for the tab only; submitted, the same; paid, nowhere; the token once throughout', () => {
    const tab = setupStores();
    tab.store.set(tab.stores.auth.setAccessToken, TOKEN);
    const actor = runPurchase(tab);
    actor.send({ type: 'START' });
    actor.send({ type: 'NEXT', data: { plan: 'plan-30' } });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT', data: { numberType: 'new_number' }, facts: { simType: 'psim' } });
    expect(actor.getSnapshot().context.current).toBe('personal-details');

    // Typed, not submitted: a reload of this tab keeps it; localStorage never has it.
    const where = { journeyId: actor.getSnapshot().context.journeyId, step: 'personal-details' };
    tab.store.set(tab.stores.onboarding.drafts.writeField, { ...where, field: 'form', value: FORM });
    expect(found(tab.storage.dump()), 'localStorage while typing').toEqual([]);
    const afterReload = reloaded(tab);
    expect(afterReload.store.get(afterReload.stores.onboarding.drafts.state)).toEqual({
      [`${where.journeyId}/personal-details`]: { form: FORM },
    });

    // Submitted: the order and the journey hold it, still for this tab only.
    tab.store.set(tab.stores.onboarding.state, (previous) => ({
      ...previous,
      personalDetails: { ...emptyPersonalDetails(), ...PERSON },
      billingAddressDetails: ADDRESS,
    }));
    actor.send({ type: 'NEXT', data: FORM });
    actor.send({ type: 'NEXT', data: { billing: ADDRESS, sameAsBilling: true } });
    expect(actor.getSnapshot().context.journeyData['address-details']).toMatchObject({ billing: ADDRESS });
    expect(found(tab.storage.dump()), 'localStorage after the step').toEqual([]);
    expect(found(tab.sessionStorage.dump()).length).toBeGreaterThan(0);
    const sameTab = reloaded(tab);
    expect(sameTab.store.get(sameTab.stores.onboarding.state).personalDetails.curp).toBe(PERSON.curp);
    const otherTab = setupStores(tab.storage.dump());
    expect(otherTab.store.get(otherTab.stores.onboarding.state).personalDetails).toEqual(
      emptyPersonalDetails(),
    );
    expect(copiesOfToken(tab)).toBe(1);

    // The order is created and paid: only its reference is left, in either storage.
    actor.send({ type: 'SET_STEP', step: 'payment' });
    actor.send({ type: 'NEXT', facts: { paymentStatus: 'success' }, data: { orderRef: 'SND-173900-00042' } });
    expect(actor.getSnapshot().status).toBe('done');
    expect(found(tab.storage.dump()), 'localStorage after payment').toEqual([]);
    expect(found(tab.sessionStorage.dump()), 'sessionStorage after payment').toEqual([]);
    expect(copiesOfToken(tab)).toBe(1);
    expect(tab.store.get(tab.stores.onboarding.state).billingAddressDetails).toEqual(emptyAddress());

    // A reload of the success page still knows the order it shows.
    const successPage = reloaded(tab);
    const again = runPurchase(successPage);
    expect(again.getSnapshot().status).toBe('done');
    expect(again.getSnapshot().context.journeyData).toEqual({ payment: { orderRef: 'SND-173900-00042' } });
  });
});

describe('endedJourneyData', () => {
  it("keeps each step's order reference and nothing else", () => {
    expect(
      endedJourneyData({
        'personal-details': { ...PERSON },
        'order-summary': { orderRef: 'SND-1', total: 100 },
        payment: { orderRef: 'SND-1' },
        'address-details': { billing: ADDRESS },
      }),
    ).toEqual({ 'order-summary': { orderRef: 'SND-1' }, payment: { orderRef: 'SND-1' } });
  });
});
