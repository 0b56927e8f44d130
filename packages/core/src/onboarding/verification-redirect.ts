import { redirectParam } from '../navigation/route-guards.ts';
import { PURCHASE_ROUTES } from '../navigation/routes.ts';

/**
 * The redirect path stored when a code is requested (auth state redirectPath), which the spec
 * post-verification routing follows. A `redirect` query parameter wins when it is a same-origin
 * path. Otherwise a customer who has chosen a plan is mid-purchase: without a stored path the
 * routing would send a customer with past orders to the order list, so the purchase's next page
 * (connection details, the page the spec's rule 2 names) is stored. With neither, nothing is stored and the
 * routing falls back as the spec's says.
 */
export function verificationRedirectPath(input: { search: string; planChosen: boolean }): string | null {
  return redirectParam(input.search) ?? (input.planChosen ? PURCHASE_ROUTES.connectionDetails : null);
}
