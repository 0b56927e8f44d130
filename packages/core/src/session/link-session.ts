import { isLinkScopeRoute } from '../navigation/routes.ts';
import type { Stores } from '../stores/create-stores.ts';
import { resetLocalSession } from './logout.ts';

/**
 * A link's session (a reschedule link opened signed out) is the link's key, not the
 * account's: it is good on the link's own pages only. Once the customer goes anywhere else it
 * ends here as a logout does, so that page treats them as signed out and a guarded page asks them
 * to log in normally (the gateway would refuse the link's token there anyway). Answers whether it
 * ended. A customer signed in by a log-in is never touched: their session has no link scope.
 */
export function endLinkSessionOutsideItsPages(stores: Stores, pathname: string): boolean {
  const { linkScope, accessToken } = stores.store.get(stores.auth.state);
  if (!linkScope || !accessToken || isLinkScopeRoute(linkScope, pathname)) return false;
  resetLocalSession(stores);
  return true;
}
