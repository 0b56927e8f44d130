import * as v from 'valibot';
import { fromPromise } from 'xstate';
import { appLocale } from '../../gateway/config/app-locale.ts';
import { globalConfig } from '../../gateway/config/global-config.ts';
import { maintenanceStatus } from '../../gateway/config/maintenance-status.ts';
import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { RemoteLocaleEntrySchema } from '../../i18n/remote-locale.schema.ts';
import type { Stores } from '../../stores/create-stores.ts';
import { appBootMachine } from './app-boot.machine.ts';

/**
 * Answers already requested when the page started loading (the app starts them together so a
 * slow network does not pay one round trip after another). Each is taken once: undefined means
 * not requested or already taken, and the gateway is asked afresh.
 */
export interface AppBootFirstAnswers {
  takeMaintenanceStatus(): ReturnType<typeof maintenanceStatus> | undefined;
  takeGlobalConfig(): ReturnType<typeof globalConfig> | undefined;
  takeAppLocale(langCode: string): ReturnType<typeof appLocale> | undefined;
}

export interface AppBootServicesDeps {
  gateway: GatewayClient;
  stores: Pick<Stores, 'store' | 'globalConfig' | 'locale'>;
  firstAnswers?: AppBootFirstAnswers | undefined;
}

/**
 * The app-boot machine wired to the gateway and the stores: its actors load and store, the
 * machine decides. The first attempt takes the answers requested at start-up; a reload asks again.
 */
export function provideAppBootMachine({ gateway, stores, firstAnswers }: AppBootServicesDeps) {
  const { store } = stores;
  return appBootMachine.provide({
    actors: {
      checkMaintenance: fromPromise(
        () => firstAnswers?.takeMaintenanceStatus() ?? maintenanceStatus(gateway),
      ),
      loadGlobalConfig: fromPromise(async () => {
        const answer = await (firstAnswers?.takeGlobalConfig() ?? globalConfig(gateway));
        store.set(stores.globalConfig.setResult, answer);
      }),
      loadRemoteLocale: fromPromise(async () => {
        const langCode = store.get(stores.locale.currentLocale);
        const answer = await (firstAnswers?.takeAppLocale(langCode) ?? appLocale(gateway, { langCode }));
        // Entries that are not {key, value} strings are dropped here; the merge drops bad ICU.
        store.set(
          stores.locale.setLocaleData,
          answer.keys.filter((entry) => v.is(RemoteLocaleEntrySchema, entry)),
        );
      }),
    },
  });
}
