import type {
  appLocale,
  GatewayClient,
  globalConfig,
  JourneyAnalyticsEvent,
  journeySettings,
  maintenanceStatus,
  pageViewEvent,
  SessionBootstrap,
  Stores,
} from '@senda/core';

/**
 * Everything one running storefront needs, made once at start-up and handed to React through
 * context. Tests and Storybook build their own with in-memory storage.
 */
export interface AppServices {
  stores: Stores;
  /** What the page was opened with (reset, guest flow, token change…), read before the URL was cleaned. */
  boot: SessionBootstrap;
  gateway: GatewayClient;
  monitoring: MonitoringSink;
  config: AppConfig;
  /** The page load's first gateway requests, already under way (see first-requests.ts). */
  firstRequests?: FirstRequests;
}

export interface AppConfig {
  gatewayUrl: string;
  sandbox: boolean;
  helpCentreUrl: string;
  paymentProviderOrigin: string;
}

/**
 * Page views (§2) and the §3 analytics events. In production these go to the monitoring and
 * analytics services; in sandbox mode they are logged, and kept for the browser tests to read.
 */
export interface MonitoringSink {
  pageView(event: ReturnType<typeof pageViewEvent>): void;
  analytics(event: JourneyAnalyticsEvent): void;
}

/**
 * The gateway requests a page load makes anyway, started together the moment the app runs
 * instead of one after another as each consumer reaches them: the maintenance status, the global
 * config and the remote locale keys (the app-boot machine, each only when it would ask), the
 * journey settings when the page is a journey step, and the reads its screen starts with when the
 * address and the stores already say what they are (pageQueriesFor), taken by useGatewayQuery.
 * On a slow network each of those would otherwise cost a round trip of its own before the screen
 * could even start loading.
 *
 * Nothing is decided here: the app-boot machine still takes the answers in its order (a
 * maintenance redirect wins; a 429 or a failure has the same outcome), and each answer is taken
 * once, so a retry (the reload button, starting the journey again) asks the gateway afresh.
 */
export interface FirstRequests {
  takeMaintenanceStatus(): ReturnType<typeof maintenanceStatus> | undefined;
  takeGlobalConfig(): ReturnType<typeof globalConfig> | undefined;
  takeAppLocale(langCode: string): ReturnType<typeof appLocale> | undefined;
  takeJourneySettings(journeyId: string): ReturnType<typeof journeySettings> | undefined;
  /** A screen's read already under way with this key (useGatewayQuery's JSON key text). */
  takeQuery(keyText: string): Promise<unknown> | undefined;
}
