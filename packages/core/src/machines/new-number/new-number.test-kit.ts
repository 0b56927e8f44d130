import type * as v from 'valibot';
import { afterEach, beforeEach, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { setupGatewayTest } from '../../gateway/test-support/gateway-test-kit.ts';
import { readConnectionStepData } from '../../purchase/connection-details.step-data.ts';
import { createQueryClient } from '../../queries/query-client.ts';
import { createStores } from '../../stores/create-stores.ts';
import { createMemoryStorage } from '../../stores/persisted-atom.ts';
import { readDraftField, type StepDraftLocation } from '../../stores/step-drafts.store.ts';
import { newNumberMachineInput, provideNewNumberMachine } from './new-number.services.ts';
import type { NewNumberChosenEmitted, NewNumberInput } from './new-number.types.ts';
import { newNumberView } from './new-number.view.ts';

/**
 * The new-number machine as the screen runs it: wired by its services to a gateway client whose
 * calls MSW answers (an unexpected call fails the test), to real stores, on a fake clock. Call
 * once at a test file's top level (it registers the server's and the clock's hooks).
 */
export function setupNewNumberTest() {
  const { client, answer } = setupGatewayTest();
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // No golden patterns unless a test offers some: premium is then one choice.
    answer('GET', GOLDEN_PATH, { result: [] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /**
   * Without an input: the purchase's own, but with Next moving on (as number change walks it);
   * `'purchase'`: the purchase's input as it is, where the number pressed moves on.
   */
  function start(input?: NewNumberInput | 'purchase') {
    const stores = createStores({ storage: createMemoryStorage(), sessionStorage: createMemoryStorage() });
    const machine = provideNewNumberMachine(
      { gateway: client, queryClient: createQueryClient(), stores },
      DRAFT,
    );
    const purchaseInput = newNumberMachineInput({ stores }, DRAFT, readConnectionStepData({}));
    const actor = createActor(machine, {
      input: input === 'purchase' ? purchaseInput : (input ?? { ...purchaseInput, moveOnWhenChosen: false }),
    }).start();
    const chosen: NewNumberChosenEmitted[] = [];
    actor.on('chosen', (event) => chosen.push(event));
    const view = () => newNumberView(actor.getSnapshot(), actor.send);
    const draft = <T extends v.GenericSchema>(field: string, schema: T) =>
      readDraftField(stores.store.get(stores.onboarding.drafts.state), DRAFT, field, schema)?.value;
    const order = () => stores.store.get(stores.onboarding.state);
    const until = (state: Parameters<ReturnType<typeof actor.getSnapshot>['matches']>[0]) =>
      waitFor(actor, (snapshot) => snapshot.matches(state));
    return { actor, stores, chosen, view, draft, order, until };
  }
  return { answer, start };
}

export const NOW = new Date('2026-03-02T18:00:00Z');
export const MINUTE = 60_000;
export const DRAFT: StepDraftLocation = { journeyId: 'purchase', step: 'connection-details' };
export const CATEGORIES = [
  { category: 'FREE_NUMBER', name: 'Gratis', price: { amount: 0, currency: 'MXN' }, sku: 'NUM-FREE' },
  { category: 'PREMIUM_NUMBER', name: 'Dorado', price: { amount: 149, currency: 'MXN' }, sku: 'NUM-GOLD' },
];
export const numbersOf = (category: string, count: number, first = 5510000000) =>
  Array.from({ length: count }, (_, i) => ({ number: String(first + i), category }));
/** A lock's answer for `minutes`, from a gateway whose clock is `gatewayAhead` ms ahead of the phone's. */
export const lockedFor = (number: string, minutes = 15, gatewayAhead = 0) => ({
  result: {
    number,
    lockedAt: new Date(NOW.getTime() + gatewayAhead).toISOString(),
    lockedUntil: new Date(NOW.getTime() + gatewayAhead + minutes * MINUTE).toISOString(),
  },
});
export const failure = (errorCode: string, errorId: number) => ({ failure: { errorCode, errorId } });

export const LOCK_PATH = 'number-service/v1/numbers/:selectedNumber/lock';
export const AVAILABILITY_PATH = 'number-service/v1/numbers/:selectedNumber/availability';
export const GOLDEN_PATH = 'number-service/v1/golden-categories';
export const GOLDEN = [
  {
    id: 'ORO',
    name: 'Oro',
    description: 'Terminación 0000',
    price: { amount: 299, currency: 'MXN' },
    sku: 'NUM-ORO',
  },
  { id: 'PLATA', name: 'Plata', description: '', price: { amount: 199, currency: 'MXN' }, sku: 'NUM-PLATA' },
];
/** The availability call's answer for a number: still to be had (held by the caller), or gone. */
export const availability = (number: string, available: boolean) => ({
  result: available
    ? { number, available, lockedUntil: new Date(NOW.getTime() + 15 * MINUTE).toISOString() }
    : { number, available },
});
