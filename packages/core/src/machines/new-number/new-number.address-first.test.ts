import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { checkJourneyDocument } from '../../journey/journey-check.ts';
import type { JourneyFile } from '../../journey/journey-file.schema.ts';
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
  const steps = file.onboarding.steps.filter((step) => step.name !== 'address-details');
  const address = file.onboarding.steps.find((step) => step.name === 'address-details');
  const at = steps.findIndex((step) => step.name === 'connection-details');
  if (!address || at < 0) throw new Error('purchase.json has no address or number step');
  steps.splice(at, 0, address);
  return { ...file, revision: file.revision + 1, onboarding: { ...file.onboarding, steps } };
}

describe('purchase journey with the address before the number', () => {
  it('passes journeys:check', () => {
    const file = addressBeforeNumber();
    const result = checkJourneyDocument(file, vocabularyOfFile(file));
    expect(result.ok ? [] : result.issues).toEqual([]);
  });

  it('the number step starts in the city of the billing postal code given just before', () => {
    const stores = createStores({ storage: createMemoryStorage(), sessionStorage: createMemoryStorage() });
    const run = startJourney(loadJourneyFile(addressBeforeNumber()), { facts: { isLoggedIn: true } });
    const facts = { simType: 'esim', esimDeliveryNeeded: false, ekycRequired: false } as const;
    run.actor.send({ type: 'START' });
    const seen = [run.step()];
    while (run.step() !== 'address-details' && seen.length < 10) {
      run.actor.send({ type: 'NEXT', facts });
      seen.push(run.step());
    }
    expect(seen).toEqual(['pre-checkout', 'addon-selection', 'address-details']);

    // The address step as its screen saves it: a Guadalajara address.
    const start = addressDetailsStart(stores, {}, false);
    const values = { ...start, billing: { ...start.billing, postalCode: '44100', city: 'Guadalajara' } };
    const data = saveAddressDetails(stores, values, false, null);
    run.actor.send({ type: 'NEXT', facts, data });
    expect(run.step()).toBe('connection-details');

    // The number step as its screen starts it (connection-details-screen, new-number-form).
    const saved = readConnectionStepData(run.snapshot().context.journeyData['connection-details']);
    const input = newNumberMachineInput({ stores }, DRAFT, saved);
    const numberStep = createActor(newNumberMachine, { input });
    expect(numberStep.getSnapshot().context.lada).toBe('33');
  });
});
