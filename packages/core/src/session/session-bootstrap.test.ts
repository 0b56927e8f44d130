import { describe, expect, it } from 'vitest';
import { setupGatewayTest } from '../gateway/test-support/gateway-test-kit.ts';
import { LINK_TOKEN_GLOBAL, linkTokenBootScript, openedUrl } from '../navigation/link-token.ts';
import { takesLinkToken } from '../navigation/link-token-pages.ts';
import { authDefaults } from '../stores/auth.store.ts';
import { createMemoryStorage } from '../stores/persisted-atom.ts';
import { STORAGE_KEYS, STORE_KEYS } from '../stores/storage-keys.ts';
import { fakeJwt, persisted, setupStores } from '../stores/test-stores.ts';
import { continueWithLinkAccount, keepCurrentAccount, mustAskBeforeLink } from './customer-switch.ts';
import { applySessionBootstrap, bootstrapSession, fetchProfileForNewToken } from './session-bootstrap.ts';

const NOW = 1_700_000_000_000;
function boot(href: string, initial: Record<string, string> = {}, random = 0) {
  const storage = createMemoryStorage(initial);
  const result = bootstrapSession({
    url: new URL(href),
    storage,
    now: () => NOW,
    random: () => random,
    uuid: () => 'uuid-1',
  });
  return { storage, result };
}
const BASE = 'https://senda.example/web/pre-checkout';
/** A page a link's token is for (navigation/link-token-pages.ts). */
const LINK_PAGE = 'https://senda.example/manage/order';

describe('bootstrapSession: device and transaction ids', () => {
  it('takes the device id from the URL first', () => {
    const { result, storage } = boot(`${BASE}?device_id=dev-url`, { [STORAGE_KEYS.deviceId]: 'dev-stored' });
    expect(result.facts.deviceId).toBe('dev-url');
    expect(storage.dump()[STORAGE_KEYS.deviceId]).toBe('dev-url');
    expect(result.generated.deviceId).toBe(false);
  });

  it('then from storage', () => {
    const { result } = boot(BASE, { [STORAGE_KEYS.deviceId]: 'dev-stored' });
    expect(result.facts.deviceId).toBe('dev-stored');
  });

  it('else generates timestamp + R + random and persists it', () => {
    const { result, storage } = boot(BASE, {}, 0);
    expect(result.facts.deviceId).toBe(`${NOW}R1111111`);
    expect(result.generated.deviceId).toBe(true);
    expect(storage.dump()[STORAGE_KEYS.deviceId]).toBe(`${NOW}R1111111`);
  });

  it('generates when the URL and storage hold junk', () => {
    const { result } = boot(`${BASE}?device_id=${'x'.repeat(500)}`, { [STORAGE_KEYS.deviceId]: '<bad>' });
    expect(result.facts.deviceId).toMatch(/^\d+R\d{7}$/);
  });

  it('takes the transaction id from the URL, else storage, else a uuid, and persists it as txn_id', () => {
    expect(boot(`${BASE}?txn_id=t-url`, { [STORAGE_KEYS.txnId]: 't-st' }).result.facts.txnId).toBe('t-url');
    expect(boot(BASE, { [STORAGE_KEYS.txnId]: 't-st' }).result.facts.txnId).toBe('t-st');
    const fresh = boot(BASE);
    expect(fresh.result.facts.txnId).toBe('uuid-1');
    expect(fresh.result.generated.txnId).toBe(true);
    expect(fresh.storage.dump()[STORAGE_KEYS.txnId]).toBe('uuid-1');
  });
});

describe('bootstrapSession: modes', () => {
  it('switches webview and native on from the URL and persists them', () => {
    const { result, storage } = boot(`${BASE}?webview=true&native=1`);
    expect(result.facts).toMatchObject({ webview: true, native: true });
    expect(storage.dump()).toMatchObject({ [STORAGE_KEYS.webview]: 'true', [STORAGE_KEYS.native]: 'true' });
  });

  it('keeps the stored modes when the URL says nothing', () => {
    const { result } = boot(BASE, { [STORAGE_KEYS.webview]: 'true' });
    expect(result.facts.webview).toBe(true);
    expect(result.facts.native).toBe(false);
  });

  it('marks eSIM confirmed and compatible on esim_compatible=true or esim-compatible=true', () => {
    for (const search of ['esim_compatible=true', 'esim-compatible=true', 'esim-compatible=TRUE']) {
      const { result, storage } = boot(`${BASE}?${search}`);
      expect(result.esimConfirmed).toBe(true);
      expect(result.facts.esimCompatible).toBe(true);
      expect(storage.dump()[STORAGE_KEYS.esimCompatible]).toBe('true');
    }
  });

  it('does not confirm eSIM for any other value', () => {
    for (const search of ['esim_compatible=false', 'esim_compatible=1', 'esim-compatible=yes', '']) {
      expect(boot(`${BASE}?${search}`).result.esimConfirmed).toBe(false);
    }
  });
});

describe('bootstrapSession: guest flow', () => {
  it('starts with guest=true for a user who is not a guest', () => {
    expect(boot(`${BASE}?guest=true`).result.startGuestFlow).toBe(true);
  });

  it('does not start for a user who already is a guest, nor without guest=true', () => {
    const guest = persisted(STORE_KEYS.auth, { ...authDefaults(), isGuestUser: true });
    expect(boot(`${BASE}?guest=true`, guest).result.startGuestFlow).toBe(false);
    expect(boot(`${BASE}?guest=false`).result.startGuestFlow).toBe(false);
    expect(boot(BASE).result.startGuestFlow).toBe(false);
  });
});

describe('bootstrapSession: auth token and URL cleaning', () => {
  it('reports a token that differs from the stored one', () => {
    const stored = persisted(STORE_KEYS.auth, { ...authDefaults(), accessToken: 'old-token' });
    const { result } = boot(`${LINK_PAGE}?auth_token=new-token`, stored);
    expect(result.tokenChange).toEqual({
      token: 'new-token',
      mustFetchProfile: true,
      otherCustomer: true,
      signedIn: true,
    });
  });

  it('reports nothing for the same token, but still removes it from the URL', () => {
    const stored = persisted(STORE_KEYS.auth, { ...authDefaults(), accessToken: 'same' });
    const { result } = boot(`${LINK_PAGE}?auth_token=same&promo_code=X`, stored);
    expect(result.tokenChange).toBeUndefined();
    expect(result.url.href).toBe(`${LINK_PAGE}?promo_code=X`);
  });

  it('compares with the raw accessToken key when the auth store is empty', () => {
    const { result } = boot(`${LINK_PAGE}?auth_token=same`, { [STORAGE_KEYS.accessToken]: 'same' });
    expect(result.tokenChange).toBeUndefined();
  });

  it('removes auth_token, reset and device_id and keeps everything else, hash included', () => {
    const { result } = boot(`${BASE}?auth_token=t&reset=true&device_id=d&orderRef=O-1&webview=true#top`);
    expect(result.url.href).toBe(`${BASE}?orderRef=O-1&webview=true#top`);
    expect(result.urlChanged).toBe(true);
    expect(result.reset).toBe(true);
  });

  it('removes the parameters even when their values are junk', () => {
    const { result } = boot(`${BASE}?auth_token=a&auth_token=b&device_id=${'x'.repeat(300)}&reset=maybe`);
    expect(result.url.href).toBe(BASE);
    expect(result.tokenChange).toBeUndefined();
    expect(result.reset).toBe(false);
  });

  it('leaves a URL with nothing to remove untouched', () => {
    const href = `${BASE}?promo_code=A%20B&x=1`;
    const { result } = boot(href);
    expect(result.urlChanged).toBe(false);
    expect(result.url.href).toBe(href);
  });

  it('does not modify the URL it was given', () => {
    const url = new URL(`${BASE}?auth_token=t`);
    bootstrapSession({
      url,
      storage: createMemoryStorage(),
      now: () => NOW,
      random: () => 0,
      uuid: () => 'u',
    });
    expect(url.href).toBe(`${BASE}?auth_token=t`);
  });
});

describe('bootstrapSession: channel and locale', () => {
  it('reads a lower-cased channel and ignores meli', () => {
    expect(boot(`${BASE}?channel=RETAIL`).result.channel).toBe('retail');
    expect(boot(`${BASE}?channel=meli`).result.channel).toBeUndefined();
  });

  it('reads setlocale', () => {
    expect(boot(`${BASE}?setlocale=es-MX`).result.locale).toBe('es-MX');
    expect(boot(`${BASE}?setlocale=xx`).result.locale).toBeUndefined();
  });
});

describe('bootstrapSession: junk', () => {
  it('never throws on hostile query strings', () => {
    const hostile = [
      '?%E0%A4%A',
      `?${'a=1&'.repeat(2000)}`,
      '?webview=%00&native=%FF&guest[]=true&channel[]=retail',
      `?auth_token=${'%'.repeat(50)}`,
      '?esim_compatible=true&esim_compatible=false',
    ];
    for (const search of hostile) expect(() => boot(`${BASE}${search}`)).not.toThrow();
    expect(boot(`${BASE}?esim_compatible=true&esim_compatible=false`).result.esimConfirmed).toBe(false);
  });
});

describe('applySessionBootstrap', () => {
  it('hands the facts, eSIM, channel, locale and guest flow to the stores', () => {
    const { stores, store, storage } = setupStores();
    const result = bootstrapSession({
      url: new URL(`${BASE}?webview=true&esim_compatible=true&channel=retail&setlocale=es-MX&guest=true`),
      storage,
      now: () => NOW,
      random: () => 0,
      uuid: () => 'u',
    });
    applySessionBootstrap(stores, result);
    expect(store.get(stores.sessionFacts.facts)).toMatchObject({
      webview: true,
      esimCompatible: true,
      txnId: 'u',
    });
    expect(store.get(stores.onboarding.state).esimConfirm).toBe(true);
    expect(store.get(stores.auth.state)).toMatchObject({ selectedChannel: 'retail', guestUserFlow: true });
    expect(store.get(stores.locale.currentLocale)).toBe('es-MX');
  });

  it('replaces a changed token of the same customer and drops the previous user details', () => {
    const { stores, store, storage } = setupStores();
    store.set(stores.auth.setAccessToken, fakeJwt({ external_id: 'new-user', iat: 1 }));
    store.set(stores.auth.state, (s) => ({
      ...s,
      userDetails: { external_id: 'new-user', telco_user: false },
    }));
    const token = fakeJwt({ external_id: 'new-user' });
    const result = bootstrapSession({
      url: new URL(`${LINK_PAGE}?auth_token=${token}`),
      storage,
      now: () => NOW,
      random: () => 0,
      uuid: () => 'u',
    });
    applySessionBootstrap(stores, result);
    expect(store.get(stores.auth.state)).toMatchObject({
      accessToken: token,
      userId: 'new-user',
      userDetails: null,
    });
  });
});

describe('a link naming another customer mid-purchase (§2 kept, made safe)', () => {
  /** Customer A at the card form: plan chosen, a saved card picked, a payment under way, a journey saved. */
  function customerAMidPurchase() {
    const { stores, store, storage } = setupStores();
    const tokenA = fakeJwt({ external_id: 'customer-a' });
    store.set(stores.auth.setAccessToken, tokenA);
    store.set(stores.auth.state, (s) => ({
      ...s,
      userEmail: 'ana@example.mx',
      userDetails: { external_id: 'customer-a', email: 'ana@example.mx', telco_user: false },
    }));
    store.set(stores.onboarding.state, (s) => ({
      ...s,
      selectedPrimaryProducts: [{ sku: 'PLAN-SENDA-200', category: 'PLAN' }],
      personalDetails: { ...s.personalDetails, firstName: 'Ana', lastName: 'López' },
      billingAddressDetails: { ...s.billingAddressDetails, street: 'Av. Reforma 222', city: 'CDMX' },
    }));
    store.set(stores.payment.state, (s) => ({
      ...s,
      selectedPaymentMethod: { paymentMethod: 'SAVED_CARD', paymentMethodId: 'card-a' },
      savedPaymentMethods: [{ id: 'card-a', last4: '4242' }],
      paymentRequests: { 'ORD-A': { requested: true, formData: null } },
    }));
    storage.setItem('senda.journey.purchase', '{"version":1}');
    return { stores, store, storage, tokenA };
  }
  const open = (storage: ReturnType<typeof setupStores>['storage'], token: string) =>
    bootstrapSession({
      url: new URL(`https://senda.example/web/payment?auth_token=${token}`),
      storage,
      now: () => NOW,
      random: () => 0,
      uuid: () => 'u',
    });

  const { client, answer } = setupGatewayTest();
  const customerB = { external_id: 'customer-b', email: 'beto@example.mx' };

  it("asks which account first: A's session, purchase and card choice untouched, B's token not taken", () => {
    const { stores, store, storage, tokenA } = customerAMidPurchase();
    const tokenB = fakeJwt({ external_id: 'customer-b' });
    const boot = open(storage, tokenB);
    expect(boot.tokenChange?.otherCustomer).toBe(true);
    applySessionBootstrap(stores, boot);
    expect(store.get(stores.customerSwitch.choice)).toEqual({
      token: tokenB,
      currentEmail: 'ana@example.mx',
      signedIn: true,
    });
    expect(store.get(stores.auth.state)).toMatchObject({ accessToken: tokenA, userId: 'customer-a' });
    expect(store.get(stores.onboarding.state).selectedPrimaryProducts).toHaveLength(1);
    expect(store.get(stores.payment.state).selectedPaymentMethod).toMatchObject({
      paymentMethodId: 'card-a',
    });
    expect(storage.getItem('senda.journey.purchase')).not.toBeNull();
    expect(store.get(stores.customerSwitch.state)).toBeNull();
  });

  it("keeping the current account (the default) keeps everything and drops B's token unused", async () => {
    const { stores, store, storage, tokenA } = customerAMidPurchase();
    const calls = answer('GET', 'user-service/v4/users', { result: customerB });
    const boot = open(storage, fakeJwt({ external_id: 'customer-b' }));
    applySessionBootstrap(stores, boot);
    await expect(fetchProfileForNewToken(stores, client, boot)).resolves.toBe('unchanged');
    keepCurrentAccount(stores);
    expect(store.get(stores.customerSwitch.choice)).toBeNull();
    // Continuing afterwards has no token left to take.
    await expect(continueWithLinkAccount(stores, client)).resolves.toBe('unchanged');
    expect(calls).toHaveLength(0);
    expect(store.get(stores.auth.state)).toMatchObject({ accessToken: tokenA, userId: 'customer-a' });
    expect(store.get(stores.onboarding.state).selectedPrimaryProducts).toHaveLength(1);
    expect(store.get(stores.onboarding.state).personalDetails.firstName).toBe('Ana');
    expect(store.get(stores.payment.state).paymentRequests).toHaveProperty('ORD-A');
  });

  it("continuing with B's account ends A's session as logout does, signs B in afresh, and says what was closed", async () => {
    const { stores, store, storage } = customerAMidPurchase();
    const calls = answer('GET', 'user-service/v4/users', { result: customerB });
    const tokenB = fakeJwt({ external_id: 'customer-b' });
    applySessionBootstrap(stores, open(storage, tokenB));
    await expect(continueWithLinkAccount(stores, client)).resolves.toBe('fetched');
    expect(calls).toHaveLength(1);
    expect(store.get(stores.customerSwitch.choice)).toBeNull();
    expect(store.get(stores.auth.state)).toMatchObject({
      accessToken: tokenB,
      userId: 'customer-b',
      userEmail: null,
      userDetails: customerB,
    });
    // Nothing of A's purchase: no plan, personal details, address, payment choice or request.
    const onboarding = store.get(stores.onboarding.state);
    expect(onboarding.selectedPrimaryProducts).toEqual([]);
    expect(onboarding.personalDetails).toMatchObject({ firstName: '', lastName: '' });
    expect(onboarding.billingAddressDetails).toMatchObject({ street: '', city: '' });
    expect(store.get(stores.payment.state)).toMatchObject({
      selectedPaymentMethod: null,
      savedPaymentMethods: [],
      paymentRequests: {},
    });
    expect(storage.getItem('senda.journey.purchase')).toBeNull();
    expect(store.get(stores.customerSwitch.state)).toEqual({
      previousEmail: 'ana@example.mx',
      visitor: false,
    });
  });

  it('a new token for the same customer keeps everything, and asks nothing', () => {
    const { stores, store, storage } = customerAMidPurchase();
    const again = fakeJwt({ external_id: 'customer-a', iat: 2 });
    applySessionBootstrap(stores, open(storage, again));
    expect(store.get(stores.auth.state).accessToken).toBe(again);
    expect(store.get(stores.onboarding.state).selectedPrimaryProducts).toHaveLength(1);
    expect(store.get(stores.customerSwitch.choice)).toBeNull();
    expect(store.get(stores.customerSwitch.state)).toBeNull();
  });

  it('the same link opened again after its token was refreshed: the stored session goes on, the spent token is not put back', () => {
    const { stores, store, storage } = setupStores();
    const refreshed = fakeJwt({ external_id: 'customer-a', iat: 1_700_003_600 });
    store.set(stores.auth.setAccessToken, refreshed);
    const boot = open(storage, fakeJwt({ external_id: 'customer-a', iat: 1_700_000_000 }));
    expect(boot.tokenChange).toBeUndefined();
    expect(boot.url.searchParams.has('auth_token')).toBe(false);
    applySessionBootstrap(stores, boot);
    expect(store.get(stores.auth.accessToken)).toBe(refreshed);
    // Another customer's older link is still that customer's question, not this session's.
    expect(open(storage, fakeJwt({ external_id: 'customer-b', iat: 1 })).tokenChange?.otherCustomer).toBe(
      true,
    );
  });

  it('another customer with nothing in progress: asked too; continuing switches with no notice', async () => {
    const { stores, store, storage } = setupStores();
    store.set(stores.auth.setAccessToken, fakeJwt({ external_id: 'customer-a' }));
    answer('GET', 'user-service/v4/users', { result: customerB });
    applySessionBootstrap(stores, open(storage, fakeJwt({ external_id: 'customer-b' })));
    expect(store.get(stores.auth.state).userId).toBe('customer-a');
    await continueWithLinkAccount(stores, client);
    expect(store.get(stores.auth.state).userId).toBe('customer-b');
    expect(store.get(stores.customerSwitch.state)).toBeNull();
  });

  it('nobody signed in: the link signs its customer in at once, nothing asked', () => {
    const { stores, store, storage } = setupStores();
    const tokenB = fakeJwt({ external_id: 'customer-b' });
    applySessionBootstrap(stores, open(storage, tokenB));
    expect(store.get(stores.customerSwitch.choice)).toBeNull();
    expect(store.get(stores.auth.state).accessToken).toBe(tokenB);
  });
});

describe('a link opened by a signed-out visitor mid-purchase', () => {
  /** A visitor on "Create your account": a plan chosen, a journey saved, nobody signed in. */
  function visitorOnSignup() {
    const { stores, store, storage } = setupStores();
    store.set(stores.onboarding.state, (s) => ({
      ...s,
      selectedPrimaryProducts: [{ sku: 'PLAN-SENDA-200', category: 'PLAN' }],
    }));
    storage.setItem('senda.journey.purchase', '{"version":1}');
    return { stores, store, storage };
  }
  const openAt = (storage: ReturnType<typeof setupStores>['storage'], href: string) =>
    bootstrapSession({ url: new URL(href), storage, now: () => NOW, random: () => 0, uuid: () => 'u' });

  const { client, answer } = setupGatewayTest();
  const tokenB = fakeJwt({ external_id: 'customer-b' });
  const customerB = { external_id: 'customer-b', email: 'beto@example.mx' };

  it('on the sign-up page the token is removed from the address and never used: nothing stored, nothing asked', () => {
    const { stores, store, storage } = visitorOnSignup();
    const boot = openAt(storage, `https://senda.example/web/signup?auth_token=${tokenB}&setlocale=en-US`);
    expect(boot.tokenChange).toBeUndefined();
    expect(boot.url.href).toBe('https://senda.example/web/signup?setlocale=en-US');
    applySessionBootstrap(stores, boot);
    expect(store.get(stores.auth.state)).toMatchObject({ accessToken: null, userId: null });
    expect(storage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(store.get(stores.customerSwitch.choice)).toBeNull();
    expect(store.get(stores.onboarding.state).selectedPrimaryProducts).toHaveLength(1);
  });

  it('on a page links are for: asked first, nobody signed in meanwhile, the purchase untouched', () => {
    const { stores, store, storage } = visitorOnSignup();
    applySessionBootstrap(stores, openAt(storage, `${LINK_PAGE}?auth_token=${tokenB}`));
    expect(store.get(stores.customerSwitch.choice)).toEqual({
      token: tokenB,
      currentEmail: null,
      signedIn: false,
    });
    expect(store.get(stores.auth.state)).toMatchObject({
      accessToken: null,
      userId: null,
      userDetails: null,
    });
    expect(storage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(store.get(stores.onboarding.state).selectedPrimaryProducts).toHaveLength(1);
  });

  it('a typed e-mail alone is something in progress: asked first', () => {
    const { stores, store, storage } = setupStores();
    store.set(stores.onboarding.drafts.writeField, {
      journeyId: 'purchase',
      step: 'signup',
      field: 'email',
      value: 'ana@example.mx',
    });
    applySessionBootstrap(stores, openAt(storage, `${LINK_PAGE}?auth_token=${tokenB}`));
    expect(store.get(stores.customerSwitch.choice)).toMatchObject({ token: tokenB, signedIn: false });
    expect(store.get(stores.auth.state).accessToken).toBeNull();
  });

  it('carrying on keeps the purchase and signs nobody in; the link account is never read', async () => {
    const { stores, store, storage } = visitorOnSignup();
    const calls = answer('GET', 'user-service/v4/users', { result: customerB });
    const boot = openAt(storage, `${LINK_PAGE}?auth_token=${tokenB}`);
    applySessionBootstrap(stores, boot);
    await expect(fetchProfileForNewToken(stores, client, boot)).resolves.toBe('unchanged');
    keepCurrentAccount(stores);
    await expect(continueWithLinkAccount(stores, client)).resolves.toBe('unchanged');
    expect(calls).toHaveLength(0);
    expect(store.get(stores.auth.state)).toMatchObject({ accessToken: null, userDetails: null });
    expect(store.get(stores.onboarding.state).selectedPrimaryProducts).toHaveLength(1);
    expect(storage.getItem('senda.journey.purchase')).not.toBeNull();
  });

  it("choosing the link's account closes the visitor's purchase first, and says so with no account to go back to", async () => {
    const { stores, store, storage } = visitorOnSignup();
    answer('GET', 'user-service/v4/users', { result: customerB });
    applySessionBootstrap(stores, openAt(storage, `${LINK_PAGE}?auth_token=${tokenB}`));
    await expect(continueWithLinkAccount(stores, client)).resolves.toBe('fetched');
    expect(store.get(stores.auth.state)).toMatchObject({ accessToken: tokenB, userDetails: customerB });
    expect(store.get(stores.onboarding.state).selectedPrimaryProducts).toEqual([]);
    expect(storage.getItem('senda.journey.purchase')).toBeNull();
    expect(store.get(stores.customerSwitch.state)).toEqual({ previousEmail: null, visitor: true });
  });

  it('the rule: ask for another customer, or for a signed-out visitor with something in progress', () => {
    const cases = [
      [{ otherCustomer: true, signedIn: true, inProgress: false }, true],
      [{ otherCustomer: false, signedIn: true, inProgress: true }, false],
      [{ otherCustomer: false, signedIn: false, inProgress: true }, true],
      [{ otherCustomer: false, signedIn: false, inProgress: false }, false],
    ] as const;
    for (const [input, asked] of cases) expect(mustAskBeforeLink(input), JSON.stringify(input)).toBe(asked);
  });
});

describe('the pages a link token is for (navigation/link-token-pages.ts)', () => {
  it('takes it on the account, payment-link and home pages only', () => {
    const taken = [
      '/',
      '/manage/order',
      '/manage/order/',
      '/manage/sim-activation',
      '/manage/plan-switch/plans',
      '/manage/renew',
      '/profile',
      '/profile/saved-payment-methods',
      '/orderlist',
      '/web/payment',
      '/web/payment-form',
      '/web/payment-success',
      '/web/select-payment-methods',
      '/payment/direct-payment-success',
    ];
    const dropped = [
      '/web/signup',
      '/web/login',
      '/web/verify-otp/signup',
      '/web/pre-checkout',
      '/web/personal-details',
      '/web/order-summary',
      '/payment/paylink',
      '/reschedule_delivery/sim_only',
      '/managex',
      '/profiles',
      '/language',
    ];
    expect(taken.filter((path) => !takesLinkToken(path))).toEqual([]);
    expect(dropped.filter((path) => takesLinkToken(path))).toEqual([]);
  });
});

describe('fetchProfileForNewToken (§2: the profile is fetched with a token taken from the URL)', () => {
  const { client, answer } = setupGatewayTest();

  it('reads the profile and keeps it when auth_token brought a new token', async () => {
    const { stores, store } = setupStores();
    const calls = answer('GET', 'user-service/v4/users', {
      result: { external_id: 'usr_9', email: 'b@c.mx' },
    });
    await expect(
      fetchProfileForNewToken(stores, client, {
        tokenChange: { token: 't', mustFetchProfile: true, otherCustomer: false, signedIn: false },
      }),
    ).resolves.toBe('fetched');
    expect(calls).toHaveLength(1);
    expect(store.get(stores.auth.state).userDetails).toMatchObject({ external_id: 'usr_9', email: 'b@c.mx' });
  });

  it('asks nothing when the token did not change, and survives a profile it cannot read', async () => {
    const { stores, store } = setupStores();
    const calls = answer('GET', 'user-service/v4/users', { result: { external_id: 'usr_9' } });
    await expect(fetchProfileForNewToken(stores, client, {})).resolves.toBe('unchanged');
    expect(calls).toHaveLength(0);
    answer('GET', 'user-service/v4/users', { result: { external_id: 42 } });
    await expect(
      fetchProfileForNewToken(stores, client, {
        tokenChange: { token: 't', mustFetchProfile: true, otherCustomer: false, signedIn: false },
      }),
    ).resolves.toBe('failed');
    expect(store.get(stores.auth.state).userDetails).toBeNull();
  });
});

describe('a link token the boot script took out of the address', () => {
  it('is read back as if it were still in the URL, once', () => {
    const scope: Record<string, unknown> & { location: { href: string } } = {
      location: { href: `${LINK_PAGE}?orderRef=ORD-1` },
      [LINK_TOKEN_GLOBAL]: [fakeJwt({ sub: 'B' })],
    };
    const url = openedUrl(scope);
    expect(url.searchParams.get('auth_token')).toBe(fakeJwt({ sub: 'B' }));
    expect(url.searchParams.get('orderRef')).toBe('ORD-1');
    const { result } = boot(url.href);
    expect(result.tokenChange?.token).toBe(fakeJwt({ sub: 'B' }));
    expect(result.url.searchParams.has('auth_token')).toBe(false);
    expect(openedUrl(scope).searchParams.has('auth_token')).toBe(false);
  });

  it('runs in index.html before anything is requested: the address loses the token, the referrer policy returns', () => {
    const replaced: string[] = [];
    const appended: { name: string; content: string }[] = [];
    const win: Record<string, unknown> = {};
    const run = new Function(
      'window',
      'location',
      'history',
      'document',
      linkTokenBootScript('strict-origin-when-cross-origin'),
    );
    run(
      win,
      { href: `${BASE}?auth_token=abc.def.ghi&orderRef=ORD-1` },
      { state: null, replaceState: (_state: unknown, _title: string, href: string) => replaced.push(href) },
      {
        createElement: () => ({}) as { name: string; content: string },
        head: { appendChild: (meta: { name: string; content: string }) => appended.push(meta) },
      },
    );
    expect(replaced).toEqual([`${BASE}?orderRef=ORD-1`]);
    expect(win[LINK_TOKEN_GLOBAL]).toEqual(['abc.def.ghi']);
    expect(appended).toEqual([{ name: 'referrer', content: 'strict-origin-when-cross-origin' }]);
  });
});
