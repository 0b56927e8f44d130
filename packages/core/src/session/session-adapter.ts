import type { GatewaySession } from '../gateway/gateway-client.ts';
import type { Stores } from '../stores/create-stores.ts';
import { generateDeviceId } from './device-id.ts';
import { resetLocalSession, sessionLogoutTarget } from './logout.ts';
import { noteSessionEnd } from './session-end-notice.ts';

export interface GatewaySessionOptions {
  /** Called after the local reset of an ended session, with the logout target: the app navigates there. */
  onSessionEnd?: (logoutTarget: string) => void;
  /**
   * Runs a token refresh alone among the browser's tabs (the app passes the Web Locks API); absent,
   * a page's own refreshes are still one at a time (the gateway client's single flight).
   */
  refreshExclusively?: <T>(refresh: () => Promise<T>) => Promise<T>;
  /** For a device id made here when the bootstrap did not run (tests, scripts). */
  now?: () => number;
  random?: () => number;
}

/**
 * The gateway client's view of the session, backed by the stores: the token from auth, the device
 * id from the session facts, the visitor id from auth, the language from the locale store, and a
 * local reset when the session ends.
 */
export function createGatewaySession(stores: Stores, options: GatewaySessionOptions = {}): GatewaySession {
  const { store } = stores;
  return {
    getAccessToken: () => store.get(stores.auth.accessToken) ?? undefined,
    setAccessToken: (token) => store.set(stores.auth.setAccessToken, token),
    // Tabs share the storage, not the page's memory: another tab's refresh is read from there.
    takeStoredAccessToken: () => {
      store.set(stores.auth.takeStoredToken);
      return store.get(stores.auth.accessToken) ?? undefined;
    },
    ...(options.refreshExclusively ? { refreshExclusively: options.refreshExclusively } : {}),
    getDeviceId: () => {
      const known = store.get(stores.sessionFacts.deviceId);
      if (known) return known;
      // Every call carries X-DeviceId; without a bootstrap one is made and kept, so it stays stable.
      const deviceId = generateDeviceId(options.now ?? stores.now, options.random ?? Math.random);
      store.set(stores.sessionFacts.facts, { deviceId });
      return deviceId;
    },
    getVisitorId: () => store.get(stores.auth.state).userVisitorId ?? undefined,
    getLanguage: () => store.get(stores.locale.currentLocale),
    logoutTarget: () => sessionLogoutTarget(stores),
    endSession: (logoutTarget) => {
      noteSessionEnd(stores);
      resetLocalSession(stores);
      options.onSessionEnd?.(logoutTarget);
    },
  };
}
