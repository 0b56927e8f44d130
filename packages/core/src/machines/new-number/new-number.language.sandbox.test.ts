import { describe, expect, it, vi } from 'vitest';
import { type Actor, createActor } from 'xstate';
import { sandboxGatewayClient } from '../../gateway/test-support/sandbox-gateway-client.ts';
import { sandboxOnAClock, signedInToken } from '../../gateway/test-support/sandbox-server.ts';
import { readConnectionStepData } from '../../purchase/connection-details.step-data.ts';
import { refreshQueriesOnLanguageChange } from '../../queries/language-cache.ts';
import { createQueryClient } from '../../queries/query-client.ts';
import { createStores } from '../../stores/create-stores.ts';
import { createMemoryStorage } from '../../stores/persisted-atom.ts';
import type { NewNumberMachine } from './new-number.machine.ts';
import { newNumberMachineInput, provideNewNumberMachine } from './new-number.services.ts';
import { DRAFT } from './new-number.test-kit.ts';
import { newNumberView } from './new-number.view.ts';

/**
 * The number step against the sandbox gateway (packages/sandbox over MSW, an unexpected call
 * fails): the gateway names the categories in the language each call asks for, so a language
 * switch on the step must name them again, and keep what the customer chose.
 */

const now = Date.UTC(2026, 2, 2, 18, 0, 0);
let actor: Actor<NewNumberMachine> | undefined;
const { sandbox } = await sandboxOnAClock(now, {
  timers: { now, toFake: ['setTimeout', 'clearTimeout', 'Date'] },
  cleanup: () => {
    actor?.stop();
    actor = undefined;
  },
});

/** A signed-in customer on the purchase's number step, in English; the client speaks the app's language. */
async function openNumberStep() {
  const stores = createStores({ storage: createMemoryStorage(), sessionStorage: createMemoryStorage() });
  stores.store.set(stores.locale.setLocale, 'en-US');
  const { email } = sandbox.state.scenarios.create('saved-card');
  const gateway = sandboxGatewayClient(signedInToken(sandbox, email, 'en-US'), {
    getLanguage: () => stores.store.get(stores.locale.currentLocale),
  });
  // The app's cache, which a language change marks stale (as app-services.ts sets it up).
  const queryClient = createQueryClient();
  refreshQueriesOnLanguageChange(queryClient, stores);
  const input = newNumberMachineInput({ stores }, DRAFT, readConnectionStepData({}), now);
  const running = createActor(provideNewNumberMachine({ gateway, queryClient, stores }, DRAFT), {
    input: { ...input, moveOnWhenChosen: false },
  }).start();
  actor = running;
  await vi.advanceTimersByTimeAsync(1_000);
  const view = () => newNumberView(running.getSnapshot(), running.send);
  return { stores, view };
}

const names = (choices: readonly { name: string; description: string }[]) =>
  choices.map((choice) => [choice.name, choice.description]);

describe('the number step follows a language switch', () => {
  it('names the categories again in the new language, keeping the category and number chosen', async () => {
    const { stores, view } = await openNumberStep();
    expect(names(view().categories.choices)).toContainEqual(['Standard number', 'Pick a number at no cost']);
    const silver = view().categories.choices.find((choice) => choice.golden === 'PLATA');
    expect(silver).toMatchObject({ name: 'Silver' });
    view().chooseOffer(silver?.key ?? '');
    await vi.advanceTimersByTimeAsync(1_000);
    const picked = view().numbers.shown[1]?.number;
    expect(picked).toBeDefined();
    if (picked) view().choose(picked);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(view().lock?.number).toBe(picked?.number);

    stores.store.set(stores.locale.setLocale, 'es-MX');
    await vi.advanceTimersByTimeAsync(1_000);

    expect(names(view().categories.choices)).toContainEqual(['Número estándar', 'Elige un número sin costo']);
    expect(view().categories.choices.find((choice) => choice.golden === 'PLATA')).toMatchObject({
      name: 'Plata',
      description: 'Escalera de cuatro dígitos',
    });
    expect(view().categories.activeChoice).toBe(silver?.key);
    expect(view().lock?.number).toBe(picked?.number);
    expect(view().numbers.shown.map((shown) => shown.number.number)).toContain(picked?.number);
  });
});
