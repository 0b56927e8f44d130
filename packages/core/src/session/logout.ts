import type { ResetOptions } from '../stores/auth.store.ts';
import type { Stores } from '../stores/create-stores.ts';
import { removePersistedWithPrefix } from '../stores/persisted-atom.ts';
import { JOURNEY_KEY_PREFIX, SERVICE_REQUEST_KEY_PREFIX } from '../stores/storage-keys.ts';
import { logoutTarget } from './logout-target.ts';
import { noteSessionEnd } from './session-end-notice.ts';

/**
 * Logout or local reset (Session): clears the journey (its store and every journey's save, so
 * nothing resumes the customer on a step that needs the session they no longer have), every
 * service request's saved progress, the order (onboarding) store, the
 * payment session (requests, saved and available methods, the selected method,
 * the result, and the card's brand and last four), auth with its accessToken key, the reschedule
 * store and the order failure.
 *
 * Kept: the language (locale store, `locale` and `langCode` keys), the channel (unless
 * `keepChannel: false`), the device facts (webview, native, eSIM compatibility, device id,
 * transaction id, IP), the browser's visitor id, and the cached config, journey settings and
 * rate-limit outcome, which belong to the app rather than to the user.
 */
export function resetLocalSession(stores: Stores, options: ResetOptions = {}): void {
  const { store } = stores;
  store.set(stores.journey.reset);
  removePersistedWithPrefix(stores.storage, JOURNEY_KEY_PREFIX);
  // Every service request's saved progress, so the next person on the device sees none.
  removePersistedWithPrefix(stores.storage, SERVICE_REQUEST_KEY_PREFIX);
  store.set(stores.onboarding.reset);
  store.set(stores.payment.clearSession);
  store.set(stores.auth.reset, options);
  store.set(stores.rescheduleDelivery.reset);
  store.set(stores.orderFailure.clear);
}

/** Where this session goes when it ends, from the webview flag and the source channel. */
export function sessionLogoutTarget(stores: Stores): string {
  const { store } = stores;
  return logoutTarget({
    webview: store.get(stores.sessionFacts.facts).webview,
    sourceChannel: store.get(stores.auth.state).sourceChannel,
  });
}

/**
 * A session that ended without a logout (refresh refused, 403, or its token gone from storage):
 * the local reset a logout does, and where to go now, computed before the reset clears what
 * decides it (the source channel).
 */
export function endLocalSession(stores: Stores): string {
  const target = sessionLogoutTarget(stores);
  noteSessionEnd(stores);
  resetLocalSession(stores);
  return target;
}

export interface LogoutOptions extends ResetOptions {
  /** The gateway logout call. Its failure does not keep the user logged in locally. */
  signOut?: () => Promise<unknown>;
  warn?: (message: string, error: unknown) => void;
}

/**
 * A user-initiated logout: the server session is ended when possible, the local session always.
 * Returns the logout target, computed before the reset so nothing the reset touches can change it.
 */
export async function logoutSession(stores: Stores, options: LogoutOptions = {}): Promise<string> {
  const target = sessionLogoutTarget(stores);
  const warn = options.warn ?? ((message: string, error: unknown) => console.warn(message, error));
  if (options.signOut) {
    try {
      await options.signOut();
    } catch (error) {
      warn('Logout: the gateway call failed; the local session is cleared anyway.', error);
    }
  }
  // The log-in page (the browser's logout target) then says the customer is logged out.
  noteSessionEnd(stores, 'logged_out');
  resetLocalSession(stores, options.keepChannel === undefined ? {} : { keepChannel: options.keepChannel });
  return target;
}
