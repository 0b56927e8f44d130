import type { GatewayClient } from '@senda/core/gateway';
import { shouldFetchRemoteLocale } from '@senda/core/i18n';
import { checkoutNeedsNumberCategories } from '@senda/core/machines/checkout';
import { isConfigExcluded, isJourneyStepPath } from '@senda/core/navigation';
import { purchaseJourneyIdFor } from '@senda/core/purchase';
import {
  appLocaleQuery,
  globalConfigQuery,
  journeySettingsQuery,
  maintenanceStatusQuery,
  pageFirstReads,
} from '@senda/core/queries';
import { STORAGE_KEYS, type Stores } from '@senda/core/stores';
import type { QueryClient } from '@tanstack/react-query';
import { yieldToMain } from '../shared/yield-to-main';

type QueryDefinition = Parameters<QueryClient['prefetchQuery']>[0];

/**
 * The gateway requests a page load makes anyway, started into the query cache the moment the app
 * runs instead of one after another as each consumer reaches them: the maintenance status, the
 * global config and the remote locale keys (the app-boot machine, each only when it would ask),
 * the journey settings when the page is a journey step, and the reads its screen starts with when
 * the address and the stores already say what they are (core's pageFirstReads). On a slow network each of
 * those would otherwise cost a round trip of its own before the screen could even start loading.
 *
 * Nothing is decided here: the app-boot machine and the screens read the same definitions from the
 * cache, joining a read still under way or taking its answer; a failed read is not kept, so their
 * own retry (the reload button, "Try again") asks the gateway afresh. prefetchQuery never throws.
 */
export function prefetchFirstRequests(
  { stores, gateway, queryClient }: { stores: Stores; gateway: GatewayClient; queryClient: QueryClient },
  { pathname, reset }: { pathname: string; reset: boolean },
): void {
  const configNeeded = !stores.store.get(stores.globalConfig.isCached) && !isConfigExcluded(pathname);
  // The same decision the app shell hands the app-boot machine.
  const localeNeeded = shouldFetchRemoteLocale({
    storedLocale: stores.storage.getItem(STORAGE_KEYS.locale) ?? undefined,
    resetParam: reset ? 'true' : undefined,
    pathname,
  });
  const journeyId = isJourneyStepPath(pathname)
    ? purchaseJourneyIdFor(stores.store.get(stores.auth.state).selectedChannel, pathname)
    : undefined;

  const queries: QueryDefinition[] = [
    maintenanceStatusQuery(gateway),
    ...(journeyId ? [journeySettingsQuery(gateway, journeyId)] : []),
    ...(localeNeeded ? [appLocaleQuery(gateway, stores.store.get(stores.locale.currentLocale))] : []),
    ...(configNeeded ? [globalConfigQuery(gateway)] : []),
    ...pageFirstReads(gateway, pathname, {
      simType: stores.store.get(stores.onboarding.state).selectedSimType,
      channel: stores.store.get(stores.auth.state).selectedChannel,
      needsNumberCategories: checkoutNeedsNumberCategories(stores.store.get(stores.onboarding.state)),
    }),
  ];
  // Sending a request is a few milliseconds of script on a slow phone (more with DevTools open,
  // and the first one through ky costs most): one per task, so they do not add up to a long task,
  // and none is added to the task that has just set up the stores and read the session. The tasks
  // run in the order they were queued: the order above is the order the requests leave in.
  for (const query of queries) void yieldToMain().then(() => queryClient.prefetchQuery(query));
}
