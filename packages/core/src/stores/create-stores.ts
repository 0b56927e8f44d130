import { atom, createStore } from 'jotai/vanilla';
import { type AuthStore, createAuthStore, type ResetOptions } from './auth.store.ts';
import { type CustomerSwitchStore, createCustomerSwitchStore } from './customer-switch.store.ts';
import { createFeatureFlagsStore, type FeatureFlagsStore } from './feature-flags.store.ts';
import {
  createGlobalConfigStore,
  type GlobalConfigStore,
  notificationDurationMs,
} from './global-config.store.ts';
import { createJourneyStore, type JourneyStore } from './journey.store.ts';
import { createLocaleStore, type LocaleStore } from './locale.store.ts';
import {
  createNotificationStore,
  type NotificationStore,
  noticeInput,
  type Scheduler,
} from './notification.store.ts';
import { createOnboardingStore, type OnboardingStore } from './onboarding.store.ts';
import { createOrderFailureStore, type OrderFailureStore } from './order-failure.store.ts';
import { createPaymentStore, type PaymentStore } from './payment.store.ts';
import type { KeyValueStorage } from './persisted-atom.ts';
import { createPersonalDataStorage } from './personal-data-storage.ts';
import { createRateLimitStore, type RateLimitStore } from './rate-limit.store.ts';
import { createRescheduleDeliveryStore, type RescheduleDeliveryStore } from './reschedule-delivery.store.ts';
import { createSessionEndStore, type SessionEndStore } from './session-end.store.ts';
import { createSessionFactsStore, type SessionFactsStore } from './session-facts.store.ts';
import { lostStoredInput, STORED_INPUT_LOST_NOTICE } from './stored-input-loss.ts';

export interface CreateStoresOptions {
  /** `window.localStorage` in the app, `createMemoryStorage()` in tests and Node. */
  storage: KeyValueStorage;
  /**
   * `window.sessionStorage` in the app: the personal parts of what the stores and the journey
   * save keep there (personal-data-storage.ts).
   */
  sessionStorage: KeyValueStorage;
  now?: () => number;
  scheduler?: Scheduler;
  /**
   * The notification duration, read when a notification is added. By default the cached
   * global config's `notification_duration_ms`, else DEFAULT_NOTIFICATION_DURATION_MS.
   */
  notificationDurationMs?: () => number | undefined;
}

export interface Stores {
  /** The jotai store every atom below lives in; the React side hands it to `<Provider store>`. */
  store: ReturnType<typeof createStore>;
  /**
   * Where the stores and the journey saves persist: localStorage, with the personal parts of each
   * value kept in the tab's sessionStorage (personal-data-storage.ts).
   */
  storage: KeyValueStorage;
  sessionStorage: KeyValueStorage;
  now: () => number;
  auth: AuthStore;
  onboarding: OnboardingStore;
  payment: PaymentStore;
  journey: JourneyStore;
  rescheduleDelivery: RescheduleDeliveryStore;
  orderFailure: OrderFailureStore;
  /** This page load's change of customer by link, while its notice is shown. */
  customerSwitch: CustomerSwitchStore;
  /** This page load's notice of a session the gateway ended on the previous page. */
  sessionEnd: SessionEndStore;
  notifications: NotificationStore;
  locale: LocaleStore;
  globalConfig: GlobalConfigStore;
  rateLimit: RateLimitStore;
  sessionFacts: SessionFactsStore;
  /** The feature flags' values (defaults until the flag service answers). */
  flags: FeatureFlagsStore;
  /**
   * Onboarding back to its defaults. The channel (auth's selected and source channel) is
   * kept unless `{ keepChannel: false }`.
   */
  resetOnboarding: ReturnType<typeof resetOnboardingAtom>;
}

/**
 * Every store of one app instance, in a fresh jotai store. Nothing is module-level, so two calls
 * (two tests) share nothing but the storage they are given.
 */
export function createStores(options: CreateStoresOptions): Stores {
  const persisted = createPersonalDataStorage(options.storage, options.sessionStorage);
  const storage = () => persisted;
  const now = options.now ?? Date.now;
  const store = createStore();
  const auth = createAuthStore({ storage });
  let inputLost = false;
  const onboarding = createOnboardingStore({
    storage,
    onDiscard: (_key, reason) => {
      inputLost ||= lostStoredInput(reason);
    },
  });
  const globalConfig = createGlobalConfigStore({ storage });
  const configuredDuration = () => notificationDurationMs(store.get(globalConfig.state));
  const notifications = createNotificationStore({
    now,
    defaultDurationMs: options.notificationDurationMs ?? configuredDuration,
    ...(options.scheduler ? { scheduler: options.scheduler } : {}),
  });
  // The customer's stored input is read now, not when a screen first needs it, so what could not
  // be read back is said on whichever page they land on, from the start.
  store.get(onboarding.state);
  store.get(onboarding.drafts.state);
  if (inputLost) store.set(notifications.add, noticeInput(STORED_INPUT_LOST_NOTICE));
  return {
    store,
    storage: persisted,
    sessionStorage: options.sessionStorage,
    now,
    auth,
    onboarding,
    payment: createPaymentStore({ storage }),
    journey: createJourneyStore({ storage }),
    rescheduleDelivery: createRescheduleDeliveryStore({ storage }),
    orderFailure: createOrderFailureStore(),
    customerSwitch: createCustomerSwitchStore(),
    sessionEnd: createSessionEndStore(),
    notifications,
    locale: createLocaleStore({ storage }),
    globalConfig,
    rateLimit: createRateLimitStore({ storage }),
    sessionFacts: createSessionFactsStore({ storage }),
    flags: createFeatureFlagsStore(),
    resetOnboarding: resetOnboardingAtom(onboarding, auth),
  };
}

function resetOnboardingAtom(onboarding: OnboardingStore, auth: AuthStore) {
  return atom(null, (_get, set, options?: ResetOptions) => {
    set(onboarding.reset);
    if (options?.keepChannel === false) {
      set(auth.state, (previous) => ({ ...previous, selectedChannel: 'web', sourceChannel: 'web' }));
    }
  });
}
