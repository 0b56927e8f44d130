import { isLinkScopeRoute, isLoginRequired, OTHER_ROUTES, PURCHASE_ROUTES } from './routes.ts';
import { safeRelativePath } from './safe-redirect.ts';

/**
 * The route guards of the spec's as pure decisions. The app's guard components only ask these
 * functions and carry out the answer (navigate, full page load, or render).
 */
export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'navigate'; to: string; replace: true }
  /** A full page load (`location.assign`), as the spec says for maintenance and stored paths. */
  | { kind: 'full-navigate'; to: string };

const ALLOW: GuardDecision = { kind: 'allow' };

export interface Location {
  pathname: string;
  search: string;
}

export const pathWithSearch = ({ pathname, search }: Location): string =>
  `${pathname}${search && !search.startsWith('?') ? `?${search}` : search}`;

/** With no token, authenticated pages send the user to /web/login?redirect={original path}. */
export function loginRedirect(location: Location): string {
  const params = new URLSearchParams({ redirect: pathWithSearch(location) });
  return `${PURCHASE_ROUTES.login}?${params.toString()}`;
}

/**
 * The token a page may use: a log-in's anywhere, a link's only on its link's pages.
 * Elsewhere a customer who only opened a link is signed out: guarded pages ask them to log in.
 */
export function pageAccessToken(
  auth: { accessToken: string | null; linkScope: 'reschedule' | null },
  pathname: string,
): string | undefined {
  if (!auth.accessToken) return undefined;
  if (auth.linkScope && !isLinkScopeRoute(auth.linkScope, pathname)) return undefined;
  return auth.accessToken;
}

export function requireLogin(input: { location: Location; accessToken: string | undefined }): GuardDecision {
  if (input.accessToken) return ALLOW;
  return { kind: 'navigate', to: loginRedirect(input.location), replace: true };
}

/**
 * Payment, payment-success and payment-failed: unauthenticated → web login with a redirect.
 * the spec's "authenticated with a stored path → a full navigation" is not kept: nothing stores such a
 * path (each payment page knows what it pays from the payment store's target), so the branch
 * could only ever read an empty store (docs/choices-and-storage.md).
 */
export function paymentGuard(input: { location: Location; accessToken: string | undefined }): GuardDecision {
  if (!isLoginRequired(input.location.pathname)) return ALLOW;
  if (!input.accessToken) return requireLogin(input);
  return ALLOW;
}

/**
 * Maintenance: when the status says enabled and the user is elsewhere, a full redirect to
 * the maintenance page with returnUrl = current path and search. Rechecked on every path change.
 */
export function maintenanceGuard(input: { enabled: boolean; location: Location }): GuardDecision {
  if (!input.enabled || input.location.pathname === OTHER_ROUTES.maintenance) return ALLOW;
  const params = new URLSearchParams({ returnUrl: pathWithSearch(input.location) });
  return { kind: 'full-navigate', to: `${OTHER_ROUTES.maintenance}?${params.toString()}` };
}

/** On the maintenance page, once maintenance is over: back to returnUrl if it is safe, else home. */
export function leaveMaintenance(input: { enabled: boolean; returnUrl: string | null }): GuardDecision {
  if (input.enabled) return ALLOW;
  const target = safeRelativePath(input.returnUrl);
  const to = target && !target.startsWith(OTHER_ROUTES.maintenance) ? target : OTHER_ROUTES.root;
  return { kind: 'full-navigate', to };
}

/** Where a `redirect` query parameter may send the user after login; unsafe values are dropped. */
export function redirectParam(search: string): string | undefined {
  return safeRelativePath(new URLSearchParams(search).get('redirect'));
}

/** The page-view event sent to monitoring on every route change: user id or "none". */
export function pageViewEvent(input: { location: Location; userId: string | undefined; pageName?: string }) {
  return {
    type: 'page_view' as const,
    path: input.location.pathname,
    userId: input.userId && input.userId.length > 0 ? input.userId : 'none',
    ...(input.pageName ? { pageName: input.pageName } : {}),
  };
}
