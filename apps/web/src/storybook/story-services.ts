import { createGatewayClient } from '@senda/core/gateway';
import { clearCustomerQueriesOnSessionChange, createQueryClient } from '@senda/core/queries';
import {
  applySessionBootstrap,
  bootstrapSession,
  createGatewaySession,
  silentAnalytics,
} from '@senda/core/session';
import { createMemoryStorage, createStores, type KeyValueStorage, type Scheduler } from '@senda/core/stores';
import type { AppConfig, AppServices, MonitoringSink } from '../shared/app-services.types';

/** The browser storages of one story: in memory, so stories never see each other's state. */
export interface StoryStorages {
  storage: KeyValueStorage;
  sessionStorage: KeyValueStorage;
}

export const createStoryStorages = (): StoryStorages => ({
  storage: createMemoryStorage(),
  sessionStorage: createMemoryStorage(),
});

/** Notifications stay up until closed: a designer reviews them, the timing is tested in core. */
const holdScheduler: Scheduler = { setTimeout: () => 0, clearTimeout: () => undefined };

export const STORY_CONFIG: AppConfig = {
  gatewayUrl: '/gateway/',
  // The OTP mailbox panel is a developer tool, not part of any screen a designer reviews.
  sandbox: false,
  helpCentreUrl: 'https://ayuda.senda.mx',
  paymentProviderOrigins: [],
};

export interface StoryServicesOptions {
  /** The path the story opens, with its query: read by the session bootstrap like a real URL. */
  path: string;
  storages: StoryStorages;
  /** What the app's location is, for the gateway's rate-limit return path. */
  currentPath: () => string;
  /** A full-page navigation (session end, maintenance): the story reloads itself at `target`. */
  onFullNavigation: (target: string) => void;
}

/**
 * The app's services (see app-services.ts) for one story: the same stores, session bootstrap and
 * gateway client, over in-memory storage, talking to the sandbox service worker.
 */
export function createStoryServices(options: StoryServicesOptions): AppServices {
  const { storage, sessionStorage } = options.storages;
  const stores = createStores({ storage, sessionStorage, scheduler: holdScheduler });
  const boot = bootstrapSession({
    url: new URL(options.path, globalThis.location.origin),
    storage,
    now: Date.now,
    random: Math.random,
    uuid: () => globalThis.crypto.randomUUID(),
  });
  applySessionBootstrap(stores, boot);
  const gateway = createGatewayClient({
    baseUrl: STORY_CONFIG.gatewayUrl,
    currentUrl: options.currentPath,
    onRateLimited: (outcome) => stores.store.set(stores.rateLimit.report, outcome),
    session: createGatewaySession(stores, { onSessionEnd: options.onFullNavigation }),
  });
  const monitoring: MonitoringSink = silentAnalytics();
  // A cache of its own: a story never shows another story's answers.
  const queryClient = createQueryClient();
  clearCustomerQueriesOnSessionChange(queryClient, stores);
  return { stores, boot, gateway, monitoring, config: STORY_CONFIG, queryClient };
}
