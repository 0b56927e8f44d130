import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  routeWithOrders,
  routeWithoutOrders,
  usableRedirect,
} from '../machines/post-verification/post-verification.rules.ts';
import { verificationRedirectPath } from '../onboarding/verification-redirect.ts';
import { AuthStateSchema } from '../stores/auth.store.ts';
import { OPEN_REDIRECT_PAYLOADS } from './open-redirect-payloads.fixture.ts';
import { leaveMaintenance } from './route-guards.ts';

/**
 * Every open-redirect payload on each way a path reaches navigation, as the browser hands it over:
 * the maintenance page's `returnUrl`, the login page's `redirect` (stored when the code is asked
 * for, followed after it is verified) and a stored redirect path planted in `senda.auth`. The
 * browser test (`open-redirects.browser.test.ts`) drives a few of them through a real log-in.
 */
const ORIGIN = 'https://senda.test';

/** Where a full navigation to `to` would take the browser, as the browser resolves it. */
function staysOnOrigin(to: string): boolean {
  const url = new URL(to, `${ORIGIN}/web/login`);
  return url.origin === ORIGIN && to.startsWith('/') && !to.startsWith('//');
}

/** The maintenance page reads `returnUrl` from its own query, then asks core where to go. */
function afterMaintenance(returnUrl: string): string {
  const search = `?returnUrl=${encodeURIComponent(returnUrl)}`;
  const decision = leaveMaintenance({
    enabled: false,
    returnUrl: new URLSearchParams(search).get('returnUrl'),
  });
  if (decision.kind !== 'full-navigate') throw new Error(`maintenance stayed: ${JSON.stringify(decision)}`);
  return decision.to;
}

/** After the code: what the spec's routing picks with this stored path, with and without past orders. */
function afterVerification(storedPath: string | null): string[] {
  const redirect = usableRedirect(storedPath);
  return [
    routeWithoutOrders('signin', false, redirect).path,
    routeWithOrders([{ order_ref: 'ORD-1', order_type: 'SIM_ONLY', state: 'TSU' }], redirect).path,
  ];
}

/** The login page's `redirect` becomes the stored path when the code is asked for. */
function afterLoginRedirect(redirect: string): string[] {
  const search = `?setlocale=en-US&redirect=${encodeURIComponent(redirect)}`;
  return afterVerification(verificationRedirectPath({ search, planChosen: false }));
}

/** A tampered `senda.auth` read back through the auth store's schema, then followed. */
function afterStoredPath(planted: string): string[] {
  const state = v.parse(AuthStateSchema, { redirectPath: planted });
  return afterVerification(state.redirectPath);
}

describe('open redirects: every payload on every vector stays on the origin', () => {
  it('has the payloads the browser test used to try one by one', () => {
    expect(OPEN_REDIRECT_PAYLOADS.length).toBeGreaterThanOrEqual(37);
  });

  it.each(OPEN_REDIRECT_PAYLOADS)('maintenance returnUrl %j → home', (payload) => {
    expect(afterMaintenance(payload)).toBe('/');
  });

  it.each(OPEN_REDIRECT_PAYLOADS)('login redirect %j → not followed', (payload) => {
    for (const to of afterLoginRedirect(payload)) {
      expect(staysOnOrigin(to), to).toBe(true);
      expect(to).not.toContain('evil.example');
    }
  });

  it.each(OPEN_REDIRECT_PAYLOADS)('stored redirect path %j → dropped when read back', (payload) => {
    expect(v.parse(AuthStateSchema, { redirectPath: payload }).redirectPath).toBeNull();
    for (const to of afterStoredPath(payload)) {
      expect(staysOnOrigin(to), to).toBe(true);
      expect(to).not.toContain('evil.example');
    }
  });

  it('a path of the storefront is still followed on each vector (so the checks can fail)', () => {
    expect(afterMaintenance('/language')).toBe('/language');
    expect(afterLoginRedirect('/orderlist')).toEqual(['/orderlist', '/orderlist']);
    expect(afterStoredPath('/orderlist')).toEqual(['/orderlist', '/orderlist']);
  });
});
