/**
 * Local browser storage keys. These are raw strings, not JSON, under the exact names the
 * spec gives: the native app and older builds read them as they are.
 */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  webview: 'webview',
  native: 'native',
  esimCompatible: 'esimCompatible',
  langCode: 'langCode',
  locale: 'locale',
  deviceId: 'deviceId',
  txnId: 'txn_id',
  ipAddress: 'ipAddress',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/**
 * Persisted stores, kept as `{ version, state }` JSON. Namespaced so they cannot
 * collide with the raw keys above (`locale` is both a raw key and a store).
 */
export const STORE_KEYS = {
  /** The journey state: current step index and neighbouring steps. */
  navigation: 'senda.navigation',
  /** The onboarding (purchase order) state. */
  order: 'senda.order',
  locale: 'senda.locale',
  globalConfig: 'senda.globalConfig',
  /** The rate-limit outcome shown on /429. */
  globalError: 'senda.globalError',
  journeySettings: 'senda.journeySettings',
  rescheduleDelivery: 'senda.rescheduleDelivery',
  auth: 'senda.auth',
  payment: 'senda.payment',
  /** What is typed on the purchase steps and not submitted yet (step-drafts.store.ts). */
  stepDrafts: 'senda.stepDrafts',
} as const;
export type StoreKey = (typeof STORE_KEYS)[keyof typeof STORE_KEYS];

/**
 * Each journey's save (journey-persistence.ts) is `<prefix><journeyId>`. Here, not there, so the
 * logout can clear every save without bringing the journey engine into the first load.
 */
export const JOURNEY_KEY_PREFIX = 'senda.journey.';
export const journeyStorageKey = (journeyId: string) => `${JOURNEY_KEY_PREFIX}${journeyId}`;

/**
 * A service request flow's saved progress is kept under this prefix and the flow's id
 * (service-request-template.persistence.ts); a logout clears them all by the prefix alone, without loading
 * account-servicing code on the first load.
 */
export const SERVICE_REQUEST_KEY_PREFIX = 'senda.serviceRequest.';

/** A line registration's checked CURP, one key per order (line-registry.services.ts). */
export const LINE_REGISTRY_KEY_PREFIX = `${SERVICE_REQUEST_KEY_PREFIX}line-registry.`;

/** Session storage keys: gone when the tab closes. */
export const SESSION_STORAGE_KEYS = {
  /** A session the gateway ended, for the next page's log-in notice (session/session-end-notice.ts). */
  sessionEnded: 'senda.sessionEnded',
} as const;
