import type { GatewayClient } from '../gateway/gateway-client.ts';
import { userDetails } from '../gateway/session/user-details.ts';
import { type AuthState, userIdFromAccessToken } from '../stores/auth.store.ts';
import type { Stores } from '../stores/create-stores.ts';
import type { CustomerSwitch } from '../stores/customer-switch.store.ts';
import { SERVICE_REQUEST_KEY_PREFIX } from '../stores/storage-keys.ts';
import { resetLocalSession } from './logout.ts';
import { signedInEmail } from './signed-in-email.ts';

/**
 * the spec's keeps a link's `auth_token` when it differs from the stored one. When it names another
 * customer than the one signed in (a link forwarded by someone else, opened mid-purchase), going on
 * would hand the first customer's purchase, payment choice and card to the second (a
 * customer who pressed OK on "You're now signed in as …" saved their card on the link's account and
 * bought with it). So nothing is switched by the link alone: before any page starts, the customer
 * is asked which account to continue with (`askLinkAccount`). The current one is the default and
 * keeps everything (`keepCurrentAccount` drops the link's token unused). Continuing with the link's
 * (`continueWithLinkAccount`) ends the previous customer's session exactly as a logout does
 * (`resetLocalSession`: journey and every save, order, payment session and choice, auth, requests
 * in progress), and when something was in progress the page says who is signed in now and that it
 * was closed. The query cache starts empty on every page load, and drops the customer's reads
 * whenever the signed-in customer changes (clearCustomerQueriesOnSessionChange).
 */

/**
 * Whether `token` names another customer than the stored session: the customer id of each token
 * (its `external_id` claim, else the stored session's id), and any doubt (an opaque token) reads as
 * another customer. No stored token: nobody is signed in, nobody's session ends.
 */
export function isOtherCustomer(
  stored: Pick<AuthState, 'accessToken' | 'userId'> | undefined,
  storedToken: string | undefined,
  token: string,
): boolean {
  if (storedToken === undefined) return false;
  const previous = userIdFromAccessToken(storedToken) ?? stored?.userId ?? undefined;
  const next = userIdFromAccessToken(token);
  return previous === undefined || next === undefined || previous !== next;
}

/**
 * Whether a link's token is taken at once or only once the visitor has chosen. Another customer's
 * link over a signed-in one is asked first (the signed-in customer's purchase and card would go to
 * the link's account). So is any link over a signed-out visitor who has something under way or has
 * typed an e-mail: taken silently, the link's session would carry on their purchase, skip their own
 * sign-up code, fill their details from the link's account, and keep the line and the card there.
 * A visitor with nothing under way, or the same customer's new token, is signed in at once.
 */
export function mustAskBeforeLink(input: {
  otherCustomer: boolean;
  signedIn: boolean;
  inProgress: boolean;
}): boolean {
  return input.otherCustomer || (!input.signedIn && input.inProgress);
}

/**
 * Something a signed-out visitor has under way on this device: a purchase, a payment or a service
 * request (hadProgress), anything typed on a purchase step, or an e-mail a code was asked for.
 */
export function visitorHasInput(stores: Stores): boolean {
  const { store } = stores;
  const auth = store.get(stores.auth.state);
  return (
    hadProgress(stores) ||
    Object.keys(store.get(stores.onboarding.drafts.state)).length > 0 ||
    auth.userEmail !== null ||
    auth.loginKey !== null
  );
}

/** Something the previous customer had under way: a purchase, a payment, a service request. */
function hadProgress(stores: Stores): boolean {
  const { store } = stores;
  const payment = store.get(stores.payment.state);
  return (
    store.get(stores.onboarding.state).selectedPrimaryProducts.length > 0 ||
    Object.keys(payment.paymentRequests).length > 0 ||
    payment.paymentTarget !== null ||
    stores.storage.keys().some((key) => key.startsWith(SERVICE_REQUEST_KEY_PREFIX))
  );
}

/**
 * Ends the signed-in customer's session as a logout does (the gateway's logout call aside: the
 * token is theirs, and the new link's customer is not the one to end it). Answers what the page
 * must say, or null when nothing was in progress.
 */
export function endPreviousCustomer(stores: Stores): CustomerSwitch | null {
  const auth = stores.store.get(stores.auth.state);
  if (!auth.accessToken) {
    // A signed-out visitor: what they had typed or chosen goes, and there is no account to go back to.
    const progress = visitorHasInput(stores);
    resetLocalSession(stores);
    return progress ? { previousEmail: null, visitor: true } : null;
  }
  const previousEmail = auth.userDetails?.email ?? auth.userEmail ?? auth.loginKey ?? null;
  const progress = hadProgress(stores);
  resetLocalSession(stores);
  return progress ? { previousEmail, visitor: false } : null;
}

/**
 * A link that must not be taken silently (mustAskBeforeLink): ask before anything uses its token.
 * A signed-in customer is named; a signed-out visitor is asked about what they have under way.
 */
export function askLinkAccount(stores: Stores, token: string): void {
  const auth = stores.store.get(stores.auth.state);
  const signedIn = auth.accessToken !== null;
  stores.store.set(stores.customerSwitch.choice, {
    token,
    currentEmail: signedIn ? signedInEmail(auth) : null,
    signedIn,
  });
}

/** The current account, with everything in progress: the link's token is dropped without being used. */
export function keepCurrentAccount(stores: Stores): void {
  stores.store.set(stores.customerSwitch.choice, null);
}

/**
 * The link's account: the previous customer's session ends as a logout does (their purchase,
 * details, address, payment choice and card form with it, since no page had started), the link's
 * token is taken and its customer's profile read. Answers whether the profile could be read now
 * (the screens that need it read it again otherwise).
 */
export async function continueWithLinkAccount(
  stores: Stores,
  gateway: GatewayClient,
): Promise<'fetched' | 'failed' | 'unchanged'> {
  const { store } = stores;
  const choice = store.get(stores.customerSwitch.choice);
  if (!choice) return 'unchanged';
  const closed = endPreviousCustomer(stores);
  if (closed) store.set(stores.customerSwitch.state, closed);
  store.set(stores.auth.setAccessToken, choice.token, 'silent');
  store.set(stores.auth.state, (previous) => ({ ...previous, userDetails: null }));
  store.set(stores.customerSwitch.choice, null);
  try {
    store.set(stores.auth.setUserDetails, await userDetails(gateway));
    return 'fetched';
  } catch {
    return 'failed';
  }
}
