import {
  appLocale,
  checkoutNeedsNumberCategories,
  type GatewayClient,
  globalConfig,
  isConfigExcluded,
  isJourneyStepPath,
  journeySettings,
  maintenanceStatus,
  PURCHASE_ROUTES,
  purchaseJourneyIdFor,
  STORAGE_KEYS,
  type Stores,
  shouldFetchRemoteLocale,
} from '@senda/core';
import type { FirstRequests } from '../shared/app-services.types';
import {
  catalogueQuery,
  consentSettingsQuery,
  type GatewayQueryDefinition,
  numberCategoriesQuery,
  promotionConfigQuery,
} from '../shared/gateway-queries';
import { yieldToMain } from '../shared/yield-to-main';

/** Starts `send` in a task of its own (after the ones queued before it: the order is kept). */
function inNextTask<T>(send: () => Promise<T>): Promise<T> {
  return yieldToMain().then(send);
}

function once<T>(promise: Promise<T> | undefined): () => Promise<T> | undefined {
  // Not taken (a redirect came first): its failure is nobody's to report.
  promise?.catch(() => {});
  let pending = promise;
  return () => {
    const taken = pending;
    pending = undefined;
    return taken;
  };
}

/** Starts the page load's first requests (what they are and why: FirstRequests in shared/app-services.types.ts). */
export function startFirstRequests(
  { stores, gateway }: { stores: Stores; gateway: GatewayClient },
  { pathname, reset }: { pathname: string; reset: boolean },
): FirstRequests {
  const configNeeded = !stores.store.get(stores.globalConfig.isCached) && !isConfigExcluded(pathname);
  // The same decision the app shell hands the app-boot machine.
  const localeNeeded = shouldFetchRemoteLocale({
    storedLocale: stores.storage.getItem(STORAGE_KEYS.locale) ?? undefined,
    resetParam: reset ? 'true' : undefined,
    pathname,
  });
  const langCode = stores.store.get(stores.locale.currentLocale);
  const journeyId = isJourneyStepPath(pathname)
    ? purchaseJourneyIdFor(stores.store.get(stores.auth.state).selectedChannel, pathname)
    : undefined;

  // Sending a request is a few milliseconds of script on a slow phone (more with DevTools open,
  // and the first one through ky costs most): one per task, so they do not add up to a long task,
  // and none is added to the task that has just set up the stores and read the session.
  const takeMaintenance = once(inNextTask(() => maintenanceStatus(gateway)));
  const takeSettings = once(
    journeyId ? inNextTask(() => journeySettings(gateway, { journeyId })) : undefined,
  );
  const takeLocale = once(localeNeeded ? inNextTask(() => appLocale(gateway, { langCode })) : undefined);
  const takeConfig = once(configNeeded ? inNextTask(() => globalConfig(gateway)) : undefined);
  const pageQueries = new Map(
    pageQueriesFor({ stores, gateway }, pathname).map((query) => [
      JSON.stringify(query.key),
      once(inNextTask(query.read)),
    ]),
  );

  return {
    takeMaintenanceStatus: takeMaintenance,
    takeGlobalConfig: takeConfig,
    takeJourneySettings: (id) => (id === journeyId ? takeSettings() : undefined),
    // The keys of the language asked for: the language may have changed since (the config).
    takeAppLocale: (code) => (code === langCode ? takeLocale() : undefined),
    // The screen's key may differ by then (the customer changed the SIM type): it reads afresh.
    takeQuery: (keyText) => pageQueries.get(keyText)?.(),
  };
}

/**
 * The reads a page's screen starts with, when the address and the stores already say what they
 * are: plan selection's plans (where most visits start, and the largest thing on it), and the
 * order summary's settings and number prices, which its priced basket waits for.
 */
function pageQueriesFor(
  { stores, gateway }: { stores: Stores; gateway: GatewayClient },
  pathname: string,
): GatewayQueryDefinition<unknown>[] {
  switch (pathname) {
    case PURCHASE_ROUTES.preCheckout:
      return [
        catalogueQuery(gateway, {
          simType: stores.store.get(stores.onboarding.state).selectedSimType,
          channel: stores.store.get(stores.auth.state).selectedChannel,
        }),
      ];
    case PURCHASE_ROUTES.orderSummary:
      return [
        ...(checkoutNeedsNumberCategories(stores.store.get(stores.onboarding.state))
          ? [numberCategoriesQuery(gateway)]
          : []),
        promotionConfigQuery(gateway),
        consentSettingsQuery(gateway),
      ];
    default:
      return [];
  }
}
