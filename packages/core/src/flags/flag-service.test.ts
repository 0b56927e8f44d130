import { type EvaluationContext, InMemoryProvider, OpenFeature, type Provider } from '@openfeature/web-sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { FLAG_DEFAULTS } from '../config/flag-definitions.ts';
import { fakeJwt, setupStores } from '../stores/test-stores.ts';
import { type FlagService, startFlagService } from './flag-service.ts';

const onOff = (on: boolean) => ({
  variants: { on: true, off: false },
  defaultVariant: on ? 'on' : 'off',
  disabled: false,
});

let service: FlagService | undefined;
afterEach(async () => {
  service?.stop();
  service = undefined;
  await OpenFeature.clearProviders();
  await OpenFeature.clearContexts();
});

function start(provider: Provider) {
  const setup = setupStores();
  setup.store.set(setup.stores.sessionFacts.facts, { deviceId: 'D-1' });
  service = startFlagService({ stores: setup.stores, provider });
  return { ...setup, service };
}

describe('startFlagService', () => {
  it("takes the service's values once it answers; until then, the defaults", async () => {
    const { stores, store, service } = start(
      new InMemoryProvider({
        'payment-oxxo': onOff(false),
        'guest-checkout': onOff(false),
        'notice-banner': {
          variants: {
            maintenance: { 'es-MX': 'Mantenimiento el sábado', 'en-US': 'Maintenance on Saturday' },
          },
          defaultVariant: 'maintenance',
          disabled: false,
        },
      }),
    );
    expect(store.get(stores.flags.values)).toEqual(FLAG_DEFAULTS);
    await service.settled();
    expect(store.get(stores.flags.values)).toEqual({
      ...FLAG_DEFAULTS,
      'payment-oxxo': false,
      'guest-checkout': false,
      'notice-banner': { 'es-MX': 'Mantenimiento el sábado', 'en-US': 'Maintenance on Saturday' },
    });
  });

  it('evaluates again for the customer at log-in, and for the anonymous visitor at log-out', async () => {
    const seen: EvaluationContext[] = [];
    const { stores, store, service } = start(
      new InMemoryProvider({
        'payment-spei': {
          ...onOff(true),
          contextEvaluator: (context) => {
            seen.push(context);
            return (context.user as { anonymous?: boolean } | undefined)?.anonymous === false ? 'off' : 'on';
          },
        },
      }),
    );
    await service.settled();
    expect(store.get(stores.flags.values)['payment-spei']).toBe(true);

    store.set(stores.auth.setAccessToken, fakeJwt({ external_id: 'usr_ana' }));
    await service.settled();
    expect(store.get(stores.flags.values)['payment-spei']).toBe(false);
    expect(seen.at(-1)).toMatchObject({
      targetingKey: 'usr_ana',
      user: { key: 'usr_ana', anonymous: false },
    });

    store.set(stores.auth.reset);
    await service.settled();
    expect(store.get(stores.flags.values)['payment-spei']).toBe(true);
    expect(seen.at(-1)).toMatchObject({ targetingKey: 'D-1', user: { key: 'D-1', anonymous: true } });
  });

  it('keeps the defaults when the service is down', async () => {
    const down: Provider = {
      metadata: { name: 'down' },
      runsOn: 'client',
      initialize: () => Promise.reject(new Error('connection refused')),
      resolveBooleanEvaluation: () => {
        throw new Error('connection refused');
      },
      resolveStringEvaluation: () => {
        throw new Error('connection refused');
      },
      resolveNumberEvaluation: () => {
        throw new Error('connection refused');
      },
      resolveObjectEvaluation: () => {
        throw new Error('connection refused');
      },
    };
    const { stores, store, service } = start(down);
    await service.settled();
    expect(store.get(stores.flags.values)).toEqual(FLAG_DEFAULTS);
  });
});
