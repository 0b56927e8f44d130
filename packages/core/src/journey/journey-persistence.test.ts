import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { JourneyStateSchema } from '../stores/journey.store.ts';
import { createMemoryStorage } from '../stores/persisted-atom.ts';
import { compileJourney } from './compile-journey.ts';
import { loadJourney } from './journey-check.ts';
import { PURCHASE_JOURNEY_VOCABULARY } from './journey-conditions.ts';
import type { JourneyFile } from './journey-file.schema.ts';
import type { JourneyEmitted } from './journey-machine.types.ts';
import {
  clearAllSavedJourneys,
  JOURNEY_RESTARTED_NOTICE,
  journeyStorageKey,
  persistJourney,
  restoreJourney,
  saveJourney,
  toJourneyStoreState,
} from './journey-persistence.ts';
import { type JourneyVocabulary, withStepDataSchemas } from './journey-vocabulary.ts';
import { readFixtureJson, stepAt, storedJson } from './test-journeys.ts';

/** The parts of a save these tests tamper with. */
type SavedShape = { snapshot: { value: string; context: { facts: Record<string, unknown> } } };

const purchaseFile = () => readFixtureJson();

/** A logged-in customer on personal-details with data on two steps, saved to storage. */
function savedMidway() {
  const journey = loadJourney(purchaseFile());
  const machine = compileJourney(journey);
  const storage = createMemoryStorage();
  const actor = createActor(machine, { input: { facts: { isLoggedIn: true } } }).start();
  const stop = persistJourney(storage, journey, actor);
  actor.send({ type: 'START' });
  actor.send({ type: 'NEXT', data: { plan: 'plan-30' } });
  actor.send({ type: 'NEXT' });
  actor.send({ type: 'NEXT', data: { numberType: 'new_number' }, facts: { simType: 'psim' } });
  actor.send({ type: 'UPDATE_DATA', data: { firstName: 'Ana' } });
  stop();
  expect(actor.getSnapshot().context.current).toBe('personal-details');
  return { journey, machine, storage, actor };
}

function resume(
  file: JourneyFile,
  storage: ReturnType<typeof createMemoryStorage>,
  vocabulary: JourneyVocabulary = PURCHASE_JOURNEY_VOCABULARY,
) {
  const journey = loadJourney(file, vocabulary);
  const machine = compileJourney(journey);
  const restore = restoreJourney(storage, journey, machine);
  const emitted: JourneyEmitted[] = [];
  const actor = createActor(machine, restore.actorOptions);
  actor.on('*', (event) => emitted.push(event as JourneyEmitted));
  actor.start();
  return { journey, restore, actor, emitted };
}

describe('journey persistence: same revision', () => {
  it('restores the saved snapshot and journey data after a reload', () => {
    const { storage } = savedMidway();
    const { restore, actor, emitted } = resume(purchaseFile(), storage);
    expect(restore.kind).toBe('restored');
    expect(restore.notice).toBeNull();
    expect(actor.getSnapshot().value).toBe('personal-details');
    expect(actor.getSnapshot().context.journeyData).toEqual({
      'pre-checkout': { plan: 'plan-30' },
      'connection-details': { numberType: 'new_number' },
      'personal-details': { firstName: 'Ana' },
    });
    expect(emitted).toEqual([]);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('connection-details');
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('delivery');
  });

  it('resets only the step whose saved data has another shape (each step read by its schema)', () => {
    const { storage } = savedMidway();
    const key = journeyStorageKey('purchase');
    const saved = storedJson<{
      journeyData: Record<string, unknown>;
      snapshot: { context: Record<string, unknown> };
    }>(storage, key);
    const tampered = {
      'pre-checkout': { plan: 'plan-30', simType: 'satellite' },
      'connection-details': { numberType: 'new_number' },
      'personal-details': { firstName: 'Ana' },
    };
    saved.journeyData = tampered;
    saved.snapshot.context.journeyData = tampered;
    storage.setItem(key, JSON.stringify(saved));
    // The shape the journey's vocabulary gives the step (the purchase hands its own).
    const simTypeKept = withStepDataSchemas(PURCHASE_JOURNEY_VOCABULARY, {
      'pre-checkout': v.looseObject({ simType: v.optional(v.picklist(['psim', 'esim'])) }),
    });
    const { restore, actor } = resume(purchaseFile(), storage, simTypeKept);
    expect(restore.kind).toBe('restored');
    expect(actor.getSnapshot().context.journeyData).toEqual({
      'connection-details': { numberType: 'new_number' },
      'personal-details': { firstName: 'Ana' },
    });
  });

  it('restores a finished journey as finished', () => {
    const journey = loadJourney(purchaseFile());
    const machine = compileJourney(journey);
    const storage = createMemoryStorage();
    const actor = createActor(machine, { input: { facts: { isLoggedIn: true } } }).start();
    actor.send({ type: 'SET_STEP', step: 'payment' });
    actor.send({ type: 'NEXT', facts: { paymentStatus: 'success' } });
    saveJourney(storage, journey, actor);
    const { restore, actor: restored } = resume(purchaseFile(), storage);
    expect(restore.kind).toBe('restored');
    expect(restored.getSnapshot().status).toBe('done');
    expect(restored.getSnapshot().output).toEqual({ kind: 'final', step: 'payment-success' });
  });

  it('does not resume a save whose session this browser no longer has (login bounce)', () => {
    const { storage, journey, machine } = savedMidway();
    const restore = restoreJourney(storage, journey, machine, {
      facts: { isLoggedIn: false, isGuestUser: false },
    });
    expect(restore.kind).toBe('session-lost');
    expect(restore.actorOptions.snapshot).toBeUndefined();
  });

  it('resumes it while the session is there, and without a word about the session', () => {
    const { storage, journey, machine } = savedMidway();
    expect(restoreJourney(storage, journey, machine, { facts: { isLoggedIn: true } }).kind).toBe('restored');
    expect(restoreJourney(storage, journey, machine).kind).toBe('restored');
  });

  it('clearAllSavedJourneys removes every journey save and nothing else', () => {
    const { storage } = savedMidway();
    storage.setItem(journeyStorageKey('retail-purchase'), '{}');
    storage.setItem('senda.journeySettings', '{}');
    storage.setItem('locale', 'es-MX');
    clearAllSavedJourneys(storage);
    expect(storage.keys().sort()).toEqual(['locale', 'senda.journeySettings']);
  });

  it('starts fresh when nothing was saved', () => {
    const { restore, actor } = resume(purchaseFile(), createMemoryStorage());
    expect(restore.kind).toBe('fresh');
    expect(actor.getSnapshot().value).toBe('idle');
  });
});

describe('journey persistence: another revision of the file', () => {
  it('migrates by step name, following a renamed step and its data', () => {
    const { storage } = savedMidway();
    const file = purchaseFile();
    file.revision = 2;
    const step = stepAt(file, 'personal-details');
    step.name = 'customer-details';
    step.formerNames = ['personal-details'];
    const { restore, actor } = resume(file, storage);
    expect(restore.kind).toBe('migrated');
    expect(restore.notice).toBeNull();
    expect(actor.getSnapshot().value).toBe('customer-details');
    expect(actor.getSnapshot().context.journeyData['customer-details']).toEqual({ firstName: 'Ana' });
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('connection-details');
  });

  it('restarts at the first step, data kept, with a notice, when a new step comes before the saved one', () => {
    const { storage } = savedMidway();
    const file = purchaseFile();
    file.revision = 2;
    file.onboarding.steps.splice(2, 0, {
      name: 'promotions',
      route: '/web/promotions',
      layout: 'step',
      analyticsPageName: 'Promotions',
      faq: { enabled: false },
    });
    const { restore, actor } = resume(file, storage);
    expect(restore.kind).toBe('restarted');
    expect(restore.notice).toBe(JOURNEY_RESTARTED_NOTICE);
    expect(actor.getSnapshot().value).toBe('pre-checkout');
    expect(actor.getSnapshot().context.notice).toBe('notifications.journey_restarted');
    expect(actor.getSnapshot().context.journeyData['personal-details']).toEqual({ firstName: 'Ana' });
    // The customer goes on from the first step; the notice is shown once.
    actor.send({ type: 'DISMISS_NOTICE' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context).toMatchObject({ current: 'addon-selection', notice: null });
  });

  it('restarts with data kept when the saved step no longer exists', () => {
    const { storage } = savedMidway();
    const file = purchaseFile();
    file.revision = 2;
    file.onboarding.steps = file.onboarding.steps.filter((s) => s.name !== 'personal-details');
    const { restore, actor } = resume(file, storage);
    expect(restore.kind).toBe('restarted');
    expect(actor.getSnapshot().context.journeyData['pre-checkout']).toEqual({ plan: 'plan-30' });
  });

  it('notices a changed step list even when the revision was not bumped', () => {
    const { storage } = savedMidway();
    const file = purchaseFile();
    file.onboarding.steps = file.onboarding.steps.filter((s) => s.name !== 'addon-selection');
    const { restore } = resume(file, storage);
    expect(restore.kind).toBe('migrated');
  });
});

describe('journey persistence: damaged storage never crashes', () => {
  it.each([
    ['corrupted JSON', '{"format":1,'],
    ['a number', '42'],
    ['an array', '[1,2]'],
    ['another journey', JSON.stringify({ journeyId: 'plan-switch', journeyData: {} })],
  ])('%s starts fresh and is removed', (_label, raw) => {
    const storage = createMemoryStorage({ [journeyStorageKey('purchase')]: raw });
    const { restore, actor } = resume(purchaseFile(), storage);
    expect(restore.kind).toBe('fresh');
    expect(restore.notice).toBe('notifications.stored_input_lost');
    expect(actor.getSnapshot().value).toBe('idle');
    expect(storage.getItem(journeyStorageKey('purchase'))).toBeNull();
  });

  it('a save of an unknown shape with readable journey data restarts with that data', () => {
    const storage = createMemoryStorage({
      [journeyStorageKey('purchase')]: JSON.stringify({
        format: 0,
        journeyId: 'purchase',
        journeyData: { 'personal-details': { firstName: 'Ana' } },
        snapshot: 'old',
      }),
    });
    const { restore, actor } = resume(purchaseFile(), storage);
    expect(restore.kind).toBe('restarted');
    expect(actor.getSnapshot().context.journeyData).toEqual({ 'personal-details': { firstName: 'Ana' } });
  });

  it('a snapshot on a state the file does not have is migrated or restarted, not restored', () => {
    const { storage } = savedMidway();
    const key = journeyStorageKey('purchase');
    const saved = storedJson<SavedShape>(storage, key);
    saved.snapshot.value = 'no-such-step';
    storage.setItem(key, JSON.stringify(saved));
    const { restore, actor } = resume(purchaseFile(), storage);
    expect(restore.kind).toBe('migrated');
    expect(actor.getSnapshot().value).toBe('personal-details');
  });

  it('facts outside their domain are refused', () => {
    const { storage } = savedMidway();
    const key = journeyStorageKey('purchase');
    const saved = storedJson<SavedShape>(storage, key);
    saved.snapshot.context.facts.simType = 'quantum';
    storage.setItem(key, JSON.stringify(saved));
    const { restore } = resume(purchaseFile(), storage);
    expect(restore.kind).toBe('restarted');
  });
});

describe('toJourneyStoreState', () => {
  it('gives the §3 persisted journey state the journey store keeps', () => {
    const { journey, actor } = savedMidway();
    const state = toJourneyStoreState(journey, actor.getSnapshot());
    expect(v.parse(JourneyStateSchema, state)).toEqual(state);
    expect(state).toEqual({
      journeyData: actor.getSnapshot().context.journeyData,
      currentStepIndex: journey.indexOf('personal-details'),
      currentStep: 'personal-details',
      nextStep: 'address-details',
      nextNextStep: 'delivery',
      previousStep: 'connection-details',
      previousPreviousStep: 'addon-selection',
      esimThirdNextStep: 'order-summary',
      esimThirdPreviousStep: 'pre-checkout',
    });
  });
});
