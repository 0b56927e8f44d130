import type { Channel, SupportedLocale } from '../config/constants.ts';
import type { GatewayClient } from '../gateway/gateway-client.ts';
import { userDetails } from '../gateway/session/user-details.ts';
import { takesLinkToken } from '../navigation/link-token-pages.ts';
import { AuthStateSchema } from '../stores/auth.store.ts';
import type { Stores } from '../stores/create-stores.ts';
import { type KeyValueStorage, peekPersisted, readRaw } from '../stores/persisted-atom.ts';
import { readSessionFacts, type SessionFacts, writeSessionFacts } from '../stores/session-facts.store.ts';
import { STORAGE_KEYS, STORE_KEYS } from '../stores/storage-keys.ts';
import { askLinkAccount, isOtherCustomer, mustAskBeforeLink, visitorHasInput } from './customer-switch.ts';
import { generateDeviceId } from './device-id.ts';
import { takeSessionEnd } from './session-end-notice.ts';
import { CONSUMED_QUERY_KEYS, parseSessionQuery } from './session-query.ts';
import { isSupersededLinkToken } from './superseded-link-token.ts';

export interface BootstrapSessionInput {
  /** The URL the app was opened with. It is not modified; the cleaned copy is returned. */
  url: URL;
  /** `window.localStorage` in the app. */
  storage: KeyValueStorage;
  now: () => number;
  /** Math.random's contract, [0, 1). */
  random: () => number;
  uuid: () => string;
}

export interface SessionBootstrap {
  /** What the session now knows about where it runs; already persisted under the spec's keys. */
  facts: SessionFacts & { deviceId: string; txnId: string };
  /** Which ids were made up here because neither the URL nor storage had a usable one. */
  generated: { deviceId: boolean; txnId: boolean };
  /** `esim_compatible` / `esim-compatible` equal to "true": eSIM is confirmed. */
  esimConfirmed: boolean;
  /** `guest=true` for a user who is not already a guest. */
  startGuestFlow: boolean;
  /**
   * An `auth_token` that differs from the stored token, on a page a link's token is for
   * (navigation/link-token-pages.ts): the token must be replaced and the user profile fetched with
   * it. A token on any other page is removed from the address and never used, and so is a link's
   * token the stored session has moved past (superseded-link-token.ts): the gateway has spent it.
   */
  tokenChange?: {
    token: string;
    mustFetchProfile: true;
    /** It names another customer than the stored session's: that session ends (customer-switch.ts). */
    otherCustomer: boolean;
    /** A session was stored when the link was opened. */
    signedIn: boolean;
  };
  /** `channel`, lower-cased; absent when it was the marketplace channel or not a channel. */
  channel?: Channel;
  /** `vendor_token`: a marketplace buyer to sign in by vendor login (marketplace-login.ts). */
  vendorToken?: string;
  /** `setlocale`, forcing the locale. */
  locale?: SupportedLocale;
  /** `reset=true`, read before the parameter was removed (the locale fetch and the login page use it). */
  reset: boolean;
  /** The URL without auth_token, reset and device_id. */
  url: URL;
  /** Whether `url` differs from the input, i.e. the app should `history.replaceState` it. */
  urlChanged: boolean;
}

/**
 * Reads the session facts of a fresh page load from the URL and storage (Session).
 * Pure but for storage: it persists the facts the spec keeps (webview, native, esimCompatible,
 * deviceId, txn_id) and touches nothing else; applying the rest to the stores is
 * `applySessionBootstrap`. Junk parameters read as absent; nothing here throws on input.
 */
export function bootstrapSession({
  url,
  storage,
  now,
  random,
  uuid,
}: BootstrapSessionInput): SessionBootstrap {
  const query = parseSessionQuery(url.searchParams);
  const stored = readSessionFacts(storage);
  const auth = peekPersisted(storage, STORE_KEYS.auth, AuthStateSchema);

  const esimParam = query.esim_compatible ?? query['esim-compatible'];
  // Either spelling equal to "true" wins over the other spelling saying "false".
  const esimConfirmed = query.esim_compatible === true || query['esim-compatible'] === true;

  const deviceId = query.device_id ?? stored.deviceId;
  const txnId = query.txn_id ?? stored.txnId;
  const facts: SessionBootstrap['facts'] = {
    ...stored,
    webview: query.webview ?? stored.webview,
    native: query.native ?? stored.native,
    esimCompatible: esimConfirmed || (esimParam ?? stored.esimCompatible),
    deviceId: deviceId ?? generateDeviceId(now, random),
    txnId: txnId ?? uuid(),
  };
  writeSessionFacts(storage, {
    webview: facts.webview,
    native: facts.native,
    esimCompatible: facts.esimCompatible,
    deviceId: facts.deviceId,
    txnId: facts.txnId,
  });

  const storedToken = auth?.accessToken ?? readRaw(storage, STORAGE_KEYS.accessToken) ?? undefined;
  // A link's token counts only on the pages links are for; elsewhere it is dropped unread.
  const token = takesLinkToken(url.pathname) ? query.auth_token : undefined;

  const cleaned = new URL(url.href);
  for (const key of CONSUMED_QUERY_KEYS) cleaned.searchParams.delete(key);
  // URLSearchParams re-encodes what it serialises; leave the URL byte-for-byte alone when nothing was removed.
  const urlChanged = CONSUMED_QUERY_KEYS.some((key) => url.searchParams.has(key));

  return {
    facts,
    generated: { deviceId: deviceId === undefined, txnId: txnId === undefined },
    esimConfirmed,
    startGuestFlow: query.guest === true && auth?.isGuestUser !== true,
    ...(token !== undefined &&
    token !== storedToken &&
    !isSupersededLinkToken({ token: storedToken, linkScope: auth?.linkScope }, token)
      ? {
          tokenChange: {
            token,
            mustFetchProfile: true as const,
            otherCustomer: isOtherCustomer(auth, storedToken, token),
            signedIn: storedToken !== undefined,
          },
        }
      : {}),
    ...(query.channel ? { channel: query.channel } : {}),
    ...(query.vendor_token ? { vendorToken: query.vendor_token } : {}),
    ...(query.setlocale ? { locale: query.setlocale } : {}),
    reset: query.reset === true,
    url: urlChanged ? cleaned : new URL(url.href),
    urlChanged,
  };
}

/**
 * Hands a bootstrap to the stores: facts, confirmed eSIM, channel, forced locale, guest flow, and
 * a changed token (which also drops the previous user's details until the profile is fetched). A
 * token of another customer, or any token over a signed-out visitor with something under way, is
 * not taken: which account to continue with is asked first (customer-switch.ts), and until then
 * the session (or the visitor's lack of one) is untouched.
 */
export function applySessionBootstrap(stores: Stores, boot: SessionBootstrap): void {
  const { store } = stores;
  store.set(stores.sessionFacts.facts, boot.facts);
  const ended = takeSessionEnd(stores);
  if (ended) store.set(stores.sessionEnd.state, ended);
  const change = boot.tokenChange;
  if (change && mustAskBeforeLink({ ...change, inProgress: !change.signedIn && visitorHasInput(stores) })) {
    askLinkAccount(stores, change.token);
  } else if (change) {
    store.set(stores.auth.setAccessToken, change.token, 'silent');
    store.set(stores.auth.state, (previous) => ({ ...previous, userDetails: null }));
  }
  if (boot.esimConfirmed) store.set(stores.onboarding.confirmEsim);
  if (boot.channel) store.set(stores.auth.setSelectedChannel, boot.channel);
  if (boot.locale) store.set(stores.locale.setLocale, boot.locale);
  if (boot.startGuestFlow) store.set(stores.auth.startGuestFlow);
}

/**
 * A token taken from `auth_token` is followed by the user profile, fetched with that token
 * (the bootstrap dropped the previous user's). A refused token ends the session through the
 * gateway client like any other call; a profile that cannot be read now is read again by the
 * screens that need it, so that failure is only reported.
 */
export async function fetchProfileForNewToken(
  stores: Stores,
  gateway: GatewayClient,
  boot: Pick<SessionBootstrap, 'tokenChange'>,
): Promise<'fetched' | 'unchanged' | 'failed'> {
  // A token that is asked about first waits for the choice, which reads its profile then.
  if (!boot.tokenChange || stores.store.get(stores.customerSwitch.choice) !== null) return 'unchanged';
  try {
    stores.store.set(stores.auth.setUserDetails, await userDetails(gateway));
    return 'fetched';
  } catch {
    return 'failed';
  }
}
