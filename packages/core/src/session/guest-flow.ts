import { guestSignup } from '../gateway/auth/guest-signup.ts';
import type { GatewayClient } from '../gateway/gateway-client.ts';
import type { Stores } from '../stores/create-stores.ts';

/**
 * `guest=true` starts a guest flow for a visitor who is not already a guest. The bootstrap
 * marks it (`isCallGuestUserAPI`); this makes the call the flag stands for, guest sign-up, and
 * takes its token as the guest's session, so the visitor buys as a guest without the sign-up
 * step's question. A signed-in customer is not turned into a guest (their session stays; the flag
 * is dropped). A sign-up that fails leaves the visitor as they were, the flag dropped: the sign-up
 * step still offers "continue as a guest".
 */
export async function startRequestedGuestSession(
  stores: Stores,
  gateway: GatewayClient,
): Promise<'started' | 'not-asked' | 'signed-in' | 'failed'> {
  const { store } = stores;
  const auth = store.get(stores.auth.state);
  if (!auth.isCallGuestUserAPI) return 'not-asked';
  const dropFlag = () =>
    store.set(stores.auth.state, (previous) => ({ ...previous, isCallGuestUserAPI: false }));
  if (auth.accessToken) {
    dropFlag();
    return 'signed-in';
  }
  try {
    store.set(stores.auth.startGuestSession, await guestSignup(gateway));
    return 'started';
  } catch {
    dropFlag();
    return 'failed';
  }
}
