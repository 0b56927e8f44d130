import { describe, expect, it } from 'vitest';
import { pageAccessToken } from '../navigation/route-guards.ts';
import { RESCHEDULE_DELIVERY_ROUTES } from '../navigation/routes.ts';
import { fakeJwt, setupStores } from '../stores/test-stores.ts';
import { endLinkSessionOutsideItsPages } from './link-session.ts';

/** A reschedule link's session is the link's key, good on the reschedule's pages only. */
describe("a link's session", () => {
  const token = fakeJwt({ external_id: 'u1' });

  it('is a token on the link’s pages only; a log-in’s session is one everywhere', () => {
    const link = { accessToken: token, linkScope: 'reschedule' as const };
    for (const path of Object.values(RESCHEDULE_DELIVERY_ROUTES))
      expect(pageAccessToken(link, path)).toBe(token);
    for (const path of ['/profile', '/profile/email', '/manage/order', '/web/login', '/'])
      expect(pageAccessToken(link, path)).toBeUndefined();
    expect(pageAccessToken({ accessToken: token, linkScope: null }, '/profile')).toBe(token);
    expect(pageAccessToken({ accessToken: null, linkScope: null }, '/profile')).toBeUndefined();
  });

  it('ends, as a logout does, on any other page; a log-in’s session is never touched', () => {
    const { store, stores } = setupStores();
    store.set(stores.auth.setLinkAccessToken, token, 'reschedule');
    expect(endLinkSessionOutsideItsPages(stores, RESCHEDULE_DELIVERY_ROUTES.reviewDetail)).toBe(false);
    expect(store.get(stores.auth.state)).toMatchObject({ accessToken: token, linkScope: 'reschedule' });
    expect(endLinkSessionOutsideItsPages(stores, '/profile')).toBe(true);
    expect(store.get(stores.auth.state)).toMatchObject({ accessToken: null, linkScope: null });

    // Logging in afterwards gives an account's session, with no link scope.
    store.set(stores.auth.setLinkAccessToken, token, 'reschedule');
    store.set(stores.auth.setAccessToken, fakeJwt({ external_id: 'u1', n: 2 }));
    expect(store.get(stores.auth.state).linkScope).toBeNull();
    expect(endLinkSessionOutsideItsPages(stores, '/profile')).toBe(false);
    expect(store.get(stores.auth.state).accessToken).not.toBeNull();
  });
});
