import { createGatewayClient, earlyReadsIn, fetchTakingEarlyReads } from '@senda/core/gateway';
import {
  clearCustomerQueriesOnSessionChange,
  createQueryClient,
  refreshQueriesOnLanguageChange,
} from '@senda/core/queries';
import {
  applySessionBootstrap,
  applyStartingLocale,
  bootstrapSession,
  createGatewaySession,
  fetchProfileForNewToken,
  followSavedPrivacyChoice,
  gateAnalytics,
  initVisitorId,
  logInFromMarketplace,
  openedUrl,
  startRequestedGuestSession,
  tellNativeAppOfNewTokens,
} from '@senda/core/session';
import {
  createStores,
  STORAGE_KEYS,
  STORE_KEYS,
  safeStorage,
  tellWhenStorageRefuses,
} from '@senda/core/stores';
import { createAnalyticsSink } from '../analytics/analytics-sink';
import { postToNativeApp } from '../platform/native-bridge';
import { afterPageSettles, PAGE_QUIET_MS } from '../shared/after-page-settles';
import type { AppConfig, AppServices, MonitoringSink } from '../shared/app-services.types';
import { startEarlyTelemetry } from '../shared/early-telemetry';
import { SANDBOX_BUILD } from '../shared/sandbox-build';
import { yieldToMain } from '../shared/yield-to-main';
import { startFeatureFlagsLater } from './feature-flags';
import { prefetchFirstRequests } from './first-requests';

/** The Web Lock the browser's tabs take in turn to refresh the session's token. */
const TOKEN_REFRESH_LOCK = 'senda.token-refresh';

/** `navigator.languages`, most wanted first; older webviews only have `navigator.language`. */
function browserLanguages(navigator: Navigator): string[] {
  if (navigator.languages?.length) return [...navigator.languages];
  return navigator.language ? [navigator.language] : [];
}

/**
 * Made in three tasks, so none is a long one on a slow phone: the stores (each reads its saved
 * state), the session read from the URL and storage, then the gateway client, the query cache and
 * the first requests (deciding those reads more stored state: the cached config, the basket). The
 * cache drops the customer's data whenever the signed-in customer changes.
 */
export async function createAppServices(win: Window, config: AppConfig): Promise<AppServices> {
  const storage = safeStorage(() => win.localStorage);
  const sessionStorage = safeStorage(() => win.sessionStorage);
  const stores = createStores({ storage, sessionStorage });
  tellWhenStorageRefuses(stores, storage);
  // On a throttled phone the stores alone were most of a 70–100 ms task with the session's reading.
  await yieldToMain();

  // Inside the operator's app every new token goes to the app at once, the silent log-in of
  // this page's own `auth_token` included: so this follows the token before the bootstrap sets it.
  tellNativeAppOfNewTokens(stores, { post: (message) => postToNativeApp(message, win) });

  const boot = bootstrapSession({
    // With a link's token put back: index.html's boot script took it out of the address.
    url: openedUrl(win),
    storage,
    now: Date.now,
    random: Math.random,
    uuid: () => win.crypto.randomUUID(),
  });
  applySessionBootstrap(stores, boot);
  applyStartingLocale(stores, {
    ...(boot.locale ? { setlocale: boot.locale } : {}),
    browser: browserLanguages(win.navigator),
  });
  if (boot.urlChanged) win.history.replaceState(win.history.state, '', boot.url.href);
  await yieldToMain();

  // Real-user monitoring, when the operator named a collector: the start-up's errors and failed
  // calls are kept from here on; the reporter and web-vitals load once the page has settled.
  const telemetryUrl = config.telemetryUrl;
  const telemetry = telemetryUrl ? startEarlyTelemetry(win) : undefined;
  if (telemetry && telemetryUrl) {
    afterPageSettles(win, () => {
      void import('../shared/install-telemetry')
        .then(({ installTelemetry }) =>
          installTelemetry(win, {
            collectorUrl: telemetryUrl,
            stores,
            environment: config.sandbox ? 'sandbox' : 'production',
            early: telemetry,
          }),
        )
        .catch(() => {
          // No monitoring on this page load (the chunk did not come): the page works the same.
        });
    });
  }

  const gateway = createGatewayClient({
    baseUrl: config.gatewayUrl,
    // The page load's first reads were started by index.html before the scripts ran (core's
    // early-reads.ts): their answers are taken instead of asking again.
    fetch: fetchTakingEarlyReads(earlyReadsIn(win), (input, init) => win.fetch(input, init)),
    currentUrl: () => `${win.location.pathname}${win.location.search}`,
    onRateLimited: (outcome) => stores.store.set(stores.rateLimit.report, outcome),
    ...(telemetry ? { onFailedRequest: telemetry.onFailedRequest } : {}),
    // An ended session (refresh failed, 403) is a full navigation to the logout target. A
    // refresh spends the token it replaces, so the browser's tabs refresh one at a time.
    session: createGatewaySession(stores, {
      onSessionEnd: (target) => win.location.assign(target),
      refreshExclusively: (refresh) => {
        const locks = win.navigator.locks;
        // The lock is held until the refresh settles; then() gives its answer rather than its promise.
        return locks ? locks.request(TOKEN_REFRESH_LOCK, refresh).then((answer) => answer) : refresh();
      },
    }),
  });
  // Another tab's refresh rotated the token (kept under its own key): this page takes the new one
  // before it needs it.
  win.addEventListener('storage', (event) => {
    if (event.key === STORE_KEYS.auth || event.key === STORAGE_KEYS.accessToken)
      stores.store.set(stores.auth.takeStoredToken);
  });

  // The visitor id is stored, so a browser that has one keeps it. Taking a fingerprint costs a
  // cheap phone several long tasks (an iframe, canvas and WebGL probes), and the id is only an
  // extra header on later gateway calls: nothing waits for it, so a first visit takes it last, once
  // the page has gone quiet twice over: after the page's own deferred work (the FAQ's texts, the
  // next pages' route table) has come and gone, the customer reading rather than loading or tapping.
  // Its probes hold the page's frames back for seconds without a long task, so a quiet page is not
  // enough: the customer must not be typing either.
  if (!stores.store.get(stores.auth.state).userVisitorId) {
    // The wait for a pause in typing is a chunk of its own: the first load does not carry it.
    afterPageSettles(
      win,
      () =>
        void import('../shared/when-not-typing').then(({ whenNotTyping }) =>
          whenNotTyping(win, () => void initVisitorId(stores)),
        ),
      2 * PAGE_QUIET_MS,
    );
  }

  startFeatureFlagsLater(win, stores, config.flagsUrl);

  const queryClient = createQueryClient();
  const record = (entry: unknown) => {
    // The sandbox demo keeps them for the browser tests; the production build drops this code.
    if (!SANDBOX_BUILD) return;
    const target = win as unknown as { __sendaEvents?: unknown[] };
    target.__sendaEvents = [...(target.__sendaEvents ?? []), entry];
  };
  const dataLayer = createAnalyticsSink(
    win,
    { stores, queryClient },
    config.gtmContainerId ? { containerId: config.gtmContainerId, scriptUrl: config.gtmScriptUrl } : null,
  );
  // The customer's privacy choice (core's gate) decides, event by event, whether anything is sent.
  const monitoring: MonitoringSink = gateAnalytics(
    {
      ...dataLayer,
      pageView: (event) => {
        record(event);
        dataLayer.pageView(event);
      },
      analytics: (event, basket) => {
        record({ type: 'analytics', ...event });
        dataLayer.analytics(event, basket);
      },
    },
    stores,
  );

  void fetchProfileForNewToken(stores, gateway, boot);
  // `guest=true`: a visitor not yet a guest gets a guest session from guest sign-up.
  void startRequestedGuestSession(stores, gateway);
  // A marketplace buyer (vendor_token): signed in as meli, or sent to its session-expired page.
  if (boot.vendorToken) {
    void logInFromMarketplace(stores, gateway, boot.vendorToken).then((outcome) => {
      if (outcome.kind === 'refused') win.location.assign(outcome.target);
    });
  }
  // Whoever signs in next, their saved analytics choice applies on this device (privacy settings).
  followSavedPrivacyChoice({ gateway, stores });

  clearCustomerQueriesOnSessionChange(queryClient, stores);
  refreshQueriesOnLanguageChange(queryClient, stores);
  prefetchFirstRequests(
    { stores, gateway, queryClient },
    { pathname: win.location.pathname, reset: boot.reset },
  );

  return { stores, boot, gateway, monitoring, config, queryClient };
}
