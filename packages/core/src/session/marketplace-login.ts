import { MARKETPLACE_CHANNEL } from '../config/constants.ts';
import { vendorLogin } from '../gateway/auth/vendor-login.ts';
import type { GatewayClient } from '../gateway/gateway-client.ts';
import type { Stores } from '../stores/create-stores.ts';
import { sessionLogoutTarget } from './logout.ts';

/**
 * A marketplace buyer arrives with the marketplace's one-use `vendor_token` (the spec's vendor login): it
 * is traded for a Senda session, taken as a silent log-in (the native app hears of it as one), and
 * the source channel becomes meli, so the buyer's orders say so and the session ends on
 * /session-expired-meli. Whoever was signed in on this browser before is replaced, as by a
 * log-in. A refused token (spent, expired) is a marketplace session that is over: the answer is
 * where to send the buyer, the marketplace's session-expired page.
 */
export async function logInFromMarketplace(
  stores: Stores,
  gateway: GatewayClient,
  vendorToken: string,
): Promise<{ kind: 'signed-in' } | { kind: 'refused'; target: string }> {
  const { store } = stores;
  store.set(stores.auth.setSourceChannel, MARKETPLACE_CHANNEL);
  try {
    const answer = await vendorLogin(gateway, { vendorToken });
    store.set(stores.auth.setAccessToken, answer.accessToken, 'silent');
    store.set(stores.auth.state, (previous) => ({ ...previous, userDetails: null, isGuestUser: false }));
    store.set(stores.auth.setSourceChannel, MARKETPLACE_CHANNEL);
    return { kind: 'signed-in' };
  } catch {
    return { kind: 'refused', target: sessionLogoutTarget(stores) };
  }
}
