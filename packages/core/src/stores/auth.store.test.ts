import { describe, expect, it } from 'vitest';
import { authDefaults, resetAuth, savedCardsCustomerId, userIdFromAccessToken } from './auth.store.ts';
import { STORAGE_KEYS, STORE_KEYS } from './storage-keys.ts';
import { fakeJwt, persisted, setupStores } from './test-stores.ts';

describe('auth store', () => {
  it('has the §3 defaults: web channel, manual privacy on, not a guest', () => {
    const { stores, store } = setupStores();
    const state = store.get(stores.auth.state);
    expect(state).toEqual(authDefaults());
    expect(state.selectedChannel).toBe('web');
    expect(state.manualPrivacySetting).toBe(true);
    expect(state.isGuestUser).toBe(false);
    expect(state.accessToken).toBeNull();
  });

  it('takes the user id from the external_id claim and keeps the token once, under the accessToken key', () => {
    const { stores, store, storage } = setupStores();
    const token = fakeJwt({ external_id: 'user-42' });
    store.set(stores.auth.setAccessToken, token);
    expect(store.get(stores.auth.state)).toMatchObject({ accessToken: token, userId: 'user-42' });
    expect(storage.dump()[STORAGE_KEYS.accessToken]).toBe(token);
    expect(JSON.parse(storage.dump()[STORE_KEYS.auth] ?? '').state.accessToken).toBeNull();
    const stored = Object.values(storage.dump()).filter((value) => value.includes(token));
    expect(stored, 'stored copies of the token').toHaveLength(1);
    // The next page load reads it back from there.
    const next = setupStores(storage.dump());
    expect(next.store.get(next.stores.auth.state)).toMatchObject({ accessToken: token, userId: 'user-42' });
  });

  it("stores a guest's token once too: the guest answer's copy is kept in memory only", () => {
    const { stores, store, storage } = setupStores();
    const token = fakeJwt({ external_id: 'guest-1' });
    store.set(stores.auth.startGuestSession, { accessToken: token, userId: 'guest-1' });
    store.set(stores.auth.guestEmailVerified, {
      requestId: 'r',
      accessToken: `${token}x`,
      email: 'a@b.co',
      userId: 'guest-1',
    });
    const copies = Object.values(storage.dump()).filter((value) => value.includes(token));
    expect(copies).toEqual([`${token}x`]);
    expect(store.get(stores.auth.state).guestUserDetails?.result?.accessToken).toBe(`${token}x`);
  });

  it("moves an older build's token out of senda.auth into the accessToken key on the first read", () => {
    const token = fakeJwt({ external_id: 'user-7' });
    const { stores, store, storage } = setupStores(
      persisted(STORE_KEYS.auth, { ...authDefaults(), accessToken: token, userId: 'user-7' }),
    );
    expect(store.get(stores.auth.accessToken)).toBe(token);
    expect(storage.dump()[STORAGE_KEYS.accessToken]).toBe(token);
    expect(storage.dump()[STORE_KEYS.auth]).not.toContain(token);
  });

  it.each([
    ['missing', {}],
    ['junk', { [STORE_KEYS.auth]: '{"state":' }],
  ])('a stored token whose senda.auth is %s is no session, and is removed', (_name, auth) => {
    const { stores, store, storage } = setupStores({ [STORAGE_KEYS.accessToken]: 'orphan-token', ...auth });
    expect(store.get(stores.auth.accessToken)).toBeNull();
    expect(storage.dump()[STORAGE_KEYS.accessToken]).toBeUndefined();
  });

  it('keeps the known user id when a refreshed token is opaque', () => {
    const { stores, store } = setupStores();
    store.set(stores.auth.setAccessToken, fakeJwt({ external_id: 'user-42' }));
    store.set(stores.auth.setAccessToken, 'opaque-token');
    expect(store.get(stores.auth.state)).toMatchObject({ accessToken: 'opaque-token', userId: 'user-42' });
  });

  it('ignores an empty token', () => {
    const { stores, store } = setupStores();
    store.set(stores.auth.setAccessToken, '');
    expect(store.get(stores.auth.accessToken)).toBeNull();
  });

  it('reads the telco_user flag from the user details', () => {
    const { stores, store } = setupStores();
    expect(store.get(stores.auth.isTelcoUser)).toBe(false);
    store.set(stores.auth.state, (s) => ({
      ...s,
      userDetails: { external_id: 'u1', email: 'a@b.co', telco_user: true },
    }));
    expect(store.get(stores.auth.isTelcoUser)).toBe(true);
  });

  it('names the customer whose saved cards can be kept: logged in with an account, never a guest', () => {
    const customer = { ...authDefaults(), accessToken: 'T', userId: 'user-42' };
    expect(savedCardsCustomerId(customer)).toBe('user-42');
    expect(savedCardsCustomerId({ ...customer, isGuestUser: true })).toBeNull();
    expect(savedCardsCustomerId({ ...customer, accessToken: null })).toBeNull();
    expect(savedCardsCustomerId({ ...customer, userId: null })).toBeNull();
  });

  it('starts a guest flow only for a user who is not already a guest', () => {
    const { stores, store } = setupStores();
    expect(store.set(stores.auth.startGuestFlow)).toBe(true);
    expect(store.get(stores.auth.state).guestUserFlow).toBe(true);

    const guest = setupStores(persisted(STORE_KEYS.auth, { ...authDefaults(), isGuestUser: true }));
    expect(guest.store.set(guest.stores.auth.startGuestFlow)).toBe(false);
    expect(guest.store.get(guest.stores.auth.state).guestUserFlow).toBe(false);
  });

  it('resets to defaults keeping the channel and the visitor id, and drops the token key', () => {
    const { stores, store, storage } = setupStores();
    store.set(stores.auth.setSelectedChannel, 'retail');
    store.set(stores.auth.setVisitorId, 'visitor-1');
    store.set(stores.auth.setAccessToken, fakeJwt({ external_id: 'u' }));
    store.set(stores.auth.state, (s) => ({ ...s, userEmail: 'a@b.co', isGuestUser: true }));
    store.set(stores.auth.reset);
    expect(store.get(stores.auth.state)).toEqual({
      ...authDefaults(),
      selectedChannel: 'retail',
      userVisitorId: 'visitor-1',
    });
    expect(storage.dump()[STORAGE_KEYS.accessToken]).toBeUndefined();
  });

  it('resets the channel too when told to', () => {
    const state = { ...authDefaults(), selectedChannel: 'retail' as const, sourceChannel: 'meli' as const };
    expect(resetAuth(state, { keepChannel: false })).toMatchObject({
      selectedChannel: 'web',
      sourceChannel: 'web',
    });
  });

  it('refuses a channel that is neither web nor retail', () => {
    const { stores, store } = setupStores();
    store.set(stores.auth.setSelectedChannel, 'meli' as never);
    expect(store.get(stores.auth.state).selectedChannel).toBe('web');
  });

  it('defaults a stored foreign channel and an outside redirect path, keeping the rest', () => {
    const { stores, store } = setupStores(
      persisted(STORE_KEYS.auth, {
        ...authDefaults(),
        userEmail: 'a@b.co',
        selectedChannel: 'kiosk',
        redirectPath: '//evil.example/steal',
      }),
    );
    expect(store.get(stores.auth.state)).toMatchObject({
      userEmail: 'a@b.co',
      selectedChannel: 'web',
      redirectPath: null,
    });
  });
});

describe('userIdFromAccessToken', () => {
  it('returns undefined for malformed tokens', () => {
    expect(userIdFromAccessToken('not-a-jwt')).toBeUndefined();
    expect(userIdFromAccessToken('a.%%%.c')).toBeUndefined();
    expect(userIdFromAccessToken(fakeJwt({ sub: 'x' }))).toBeUndefined();
    expect(userIdFromAccessToken(fakeJwt({ external_id: 7 }))).toBeUndefined();
  });
});
