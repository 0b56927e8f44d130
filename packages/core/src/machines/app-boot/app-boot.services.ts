import type { QueryClient } from '@tanstack/query-core';
import * as v from 'valibot';
import { fromPromise } from 'xstate';
import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { RemoteLocaleEntrySchema } from '../../i18n/remote-locale.schema.ts';
import {
  appLocaleQuery,
  globalConfigQuery,
  maintenanceStatusQuery,
} from '../../queries/first-load-queries.ts';
import { applyStartingLocale } from '../../session/starting-locale.ts';
import type { Stores } from '../../stores/create-stores.ts';
import { appBootMachine } from './app-boot.machine.ts';

export interface AppBootServicesDeps {
  gateway: GatewayClient;
  queryClient: QueryClient;
  stores: Pick<Stores, 'store' | 'storage' | 'globalConfig' | 'locale'>;
}

/**
 * The app-boot machine wired to the gateway and the stores: its actors load and store, the
 * machine decides. The reads go through the cache, so an answer the page load already asked for
 * (the app prefetches them with the page) is joined or taken instead of asked again; a failed
 * read is not kept, so a reload asks the gateway afresh.
 */
export function provideAppBootMachine({ gateway, queryClient, stores }: AppBootServicesDeps) {
  const { store } = stores;
  const loadRemoteLocale = async () => {
    const langCode = store.get(stores.locale.currentLocale);
    const answer = await queryClient.fetchQuery(appLocaleQuery(gateway, langCode));
    // Keys for a language no longer shown (switched while they were on their way) are not kept.
    if (store.get(stores.locale.currentLocale) !== langCode) return;
    // Entries that are not {key, value} strings are dropped here; the merge drops bad ICU.
    store.set(
      stores.locale.setLocaleData,
      answer.keys.filter((entry) => v.is(RemoteLocaleEntrySchema, entry)),
    );
  };
  return appBootMachine.provide({
    actors: {
      checkMaintenance: fromPromise(() => queryClient.fetchQuery(maintenanceStatusQuery(gateway))),
      loadGlobalConfig: fromPromise(async () => {
        const answer = await queryClient.fetchQuery(globalConfigQuery(gateway));
        store.set(stores.globalConfig.setResult, answer);
        // The country default is known now: a visitor with no other source gets its language.
        applyStartingLocale(stores);
      }),
      loadRemoteLocale: fromPromise(loadRemoteLocale),
    },
    actions: {
      // The stored keys stay when the refresh fails; the next page load asks again (the spec's rule).
      refreshRemoteLocale: () => {
        loadRemoteLocale().catch(() => undefined);
      },
    },
  });
}
