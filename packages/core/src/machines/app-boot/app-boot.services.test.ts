import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { setupGatewayTest } from '../../gateway/test-support/gateway-test-kit.ts';
import {
  appLocaleQuery,
  globalConfigQuery,
  maintenanceStatusQuery,
} from '../../queries/first-load-queries.ts';
import { createQueryClient } from '../../queries/query-client.ts';
import { applyStartingLocale } from '../../session/starting-locale.ts';
import { setupStores } from '../../stores/test-stores.ts';
import { provideAppBootMachine } from './app-boot.services.ts';
import type { AppBootInput } from './app-boot.types.ts';

const { client, answer } = setupGatewayTest();

const COUNTRY = { default_language: 'es-MX', default_timezone: 'America/Mexico_City' };
const input: AppBootInput = {
  pathname: '/web/pre-checkout',
  search: '',
  hasCachedConfig: false,
  fetchRemoteLocale: true,
};

describe('app boot wired to the gateway and the stores', () => {
  it('asks the gateway, stores the config and keeps only well-formed locale entries', async () => {
    const maintenance = answer('GET', 'config-service/v1/maintenance', { result: { enabled: false } });
    const config = answer('GET', 'config-service/v1/global_config', {
      result: { country_config: COUNTRY, features: {} },
    });
    const locale = answer('GET', 'config-service/v1/locale', {
      result: {
        keys: [
          { key: 'common.next', value: 'Siguiente' },
          { key: 'common.back', value: 7 },
        ],
      },
    });
    const { stores, store } = setupStores();
    const queryClient = createQueryClient();
    const actor = createActor(provideAppBootMachine({ gateway: client, queryClient, stores }), {
      input,
    }).start();
    await expect(toPromise(actor)).resolves.toEqual({ kind: 'ready' });
    expect([maintenance.length, config.length, locale.length]).toEqual([1, 1, 1]);
    expect(store.get(stores.globalConfig.state).result?.country_config.default_language).toBe('es-MX');
    expect(store.get(stores.locale.state).localeData).toEqual([{ key: 'common.next', value: 'Siguiente' }]);
  });

  it('joins the reads the page load prefetched instead of asking again', async () => {
    const maintenance = answer('GET', 'config-service/v1/maintenance', { result: { enabled: false } });
    const config = answer('GET', 'config-service/v1/global_config', {
      result: { country_config: COUNTRY, features: {} },
    });
    const locale = answer('GET', 'config-service/v1/locale', { result: { keys: [] } });
    const { stores, store } = setupStores();
    // A browser that asks for English: the config's country default (es-MX) does not change that.
    applyStartingLocale(stores, { browser: ['en-US'] });
    const queryClient = createQueryClient();
    const langCode = store.get(stores.locale.currentLocale);
    // As the app does at page load: started before the machine, still under way when it asks.
    void queryClient.prefetchQuery(maintenanceStatusQuery(client));
    void queryClient.prefetchQuery(globalConfigQuery(client));
    void queryClient.prefetchQuery(appLocaleQuery(client, langCode));
    const machine = provideAppBootMachine({ gateway: client, queryClient, stores });
    await expect(toPromise(createActor(machine, { input }).start())).resolves.toEqual({ kind: 'ready' });
    expect([maintenance.length, config.length, locale.length]).toEqual([1, 1, 1]);
    expect(store.get(stores.globalConfig.isCached)).toBe(true);
  });

  it('switches a visitor with no language of ours to the country default once the config is in', async () => {
    answer('GET', 'config-service/v1/maintenance', { result: { enabled: false } });
    answer('GET', 'config-service/v1/global_config', { result: { country_config: COUNTRY, features: {} } });
    const locale = answer('GET', 'config-service/v1/locale', { result: { keys: [] } });
    const { stores, store } = setupStores();
    applyStartingLocale(stores, { browser: ['fr-FR', 'pt-BR'] });
    expect(store.get(stores.locale.currentLocale)).toBe('en-US');
    const machine = provideAppBootMachine({ gateway: client, queryClient: createQueryClient(), stores });
    await expect(toPromise(createActor(machine, { input }).start())).resolves.toEqual({ kind: 'ready' });
    expect(store.get(stores.locale.currentLocale)).toBe('es-MX');
    // The remote keys are asked for in the language the app now speaks.
    expect(locale.map((request) => request.query.langCode)).toEqual(['es-MX']);
  });

  it('renders at once with the stored keys, then stores the fresh ones; a language switched meanwhile keeps none', async () => {
    answer('GET', 'config-service/v1/maintenance', { result: { enabled: false } });
    const locale = answer('GET', 'config-service/v1/locale', {
      result: { keys: [{ key: 'common.next', value: 'Continuar' }] },
    });
    const { stores, store } = setupStores();
    store.set(stores.locale.setLocale, 'es-MX');
    store.set(stores.locale.setLocaleData, [{ key: 'common.next', value: 'Siguiente' }]);
    const machine = provideAppBootMachine({ gateway: client, queryClient: createQueryClient(), stores });
    const stored = { ...input, hasCachedConfig: true, hasStoredLocaleKeys: true };
    await expect(toPromise(createActor(machine, { input: stored }).start())).resolves.toEqual({
      kind: 'ready',
    });
    await vi.waitFor(() =>
      expect(store.get(stores.locale.state).localeData).toEqual([{ key: 'common.next', value: 'Continuar' }]),
    );
    expect(locale.map((request) => request.query.langCode)).toEqual(['es-MX']);

    // The visitor switches to English while the refresh is on its way: Spanish keys are not kept.
    const queryClient = createQueryClient();
    const switched = provideAppBootMachine({ gateway: client, queryClient, stores });
    await toPromise(createActor(switched, { input: stored }).start());
    store.set(stores.locale.setLocale, 'en-US');
    // Joins the refresh's own read; its answer has been handled (or dropped) by then.
    await queryClient.fetchQuery(appLocaleQuery(client, 'es-MX'));
    expect(locale).toHaveLength(2);
    expect(store.get(stores.locale.state)).toMatchObject({
      currentLocale: 'en-US',
      localeData: [],
      localeDataFor: null,
    });
  });
});
