import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { checkJourneyDocument } from '../../journey/journey-check.ts';
import { moveStepsBefore } from '../../journey/journey-edit.ts';
import type { JourneyFile } from '../../journey/journey-file.schema.ts';
import { previewWalk } from '../../journey/journey-preview.ts';
import {
  loadJourneyFile,
  readJourneyJson,
  startJourney,
  vocabularyOfFile,
} from '../../journey/test-journeys.ts';
import { addressDetailsStart, saveAddressDetails } from '../../purchase/address-details.step.ts';
import { readConnectionStepData } from '../../purchase/connection-details.step-data.ts';
import { createStores } from '../../stores/create-stores.ts';
import { createMemoryStorage } from '../../stores/persisted-atom.ts';
import { newNumberMachine } from './new-number.machine.ts';
import { newNumberMachineInput } from './new-number.services.ts';
import { DRAFT } from './new-number.test-kit.ts';

/**
 * A product team may move the address before the number in journeys/purchase.json. The copy
 * below does so; compiled and driven like the app drives it (the address step's save into the
 * stores, NEXT with its data), the number step then starts in the city of the billing postal code.
 */
function addressBeforeNumber(): JourneyFile {
  const file = readJourneyJson('purchase.json');
  return { ...moveStepsBefore(file, ['address-details'], 'connection-details'), revision: file.revision + 1 };
}

describe('purchase journey with the address before the number', () => {
  it('passes journeys:check', () => {
    const file = addressBeforeNumber();
    const result = checkJourneyDocument(file, vocabularyOfFile(file));
    expect(result.ok ? [] : result.issues).toEqual([]);
  });

  it('the number step starts in the city of the billing postal code given just before', () => {
    const stores = createStores({ storage: createMemoryStorage(), sessionStorage: createMemoryStorage() });
    const journey = loadJourneyFile(addressBeforeNumber());
    const run = startJourney(journey, { facts: { isLoggedIn: true } });
    // A physical SIM: the address step is walked only when something is delivered.
    const facts = { simType: 'psim', esimDeliveryNeeded: false, ekycRequired: false } as const;
    run.actor.send({ type: 'START' });
    const seen = [run.step()];
    while (run.step() !== 'address-details' && seen.length < journey.steps.length) {
      run.actor.send({ type: 'NEXT', facts });
      seen.push(run.step());
    }
    // The steps the file leads this customer through up to the address, whatever their order.
    const path = previewWalk(journey, { ...facts, isLoggedIn: true });
    expect(seen).toEqual(path.slice(0, path.indexOf('address-details') + 1));

    // The address step as its screen saves it: a Guadalajara address.
    const start = addressDetailsStart(stores, {}, true);
    const values = { ...start, billing: { ...start.billing, postalCode: '44100', city: 'Guadalajara' } };
    const data = saveAddressDetails(stores, values, true, null);
    run.actor.send({ type: 'NEXT', facts, data });
    expect(run.step()).toBe(path[path.indexOf('address-details') + 1]);

    // The number step as its screen starts it (connection-details-screen, new-number-form).
    const saved = readConnectionStepData(run.snapshot().context.journeyData['connection-details']);
    const input = newNumberMachineInput({ stores }, DRAFT, saved);
    const numberStep = createActor(newNumberMachine, { input });
    expect(numberStep.getSnapshot().context.lada).toBe('33');
  });
});
