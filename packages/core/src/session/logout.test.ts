import { describe, expect, it, vi } from 'vitest';
import { authDefaults } from '../stores/auth.store.ts';
import { journeyDefaults } from '../stores/journey.store.ts';
import { onboardingDefaults } from '../stores/onboarding.store.ts';
import { paymentDefaults } from '../stores/payment.store.ts';
import { rescheduleDeliveryDefaults } from '../stores/reschedule-delivery.store.ts';
import { STORAGE_KEYS } from '../stores/storage-keys.ts';
import { fakeJwt, setupStores } from '../stores/test-stores.ts';
import { logoutSession, resetLocalSession, sessionLogoutTarget } from './logout.ts';

/** A session with something in every store. */
function busySession() {
  const setup = setupStores();
  const { stores, store } = setup;
  store.set(stores.locale.setLocale, 'es-MX');
  store.set(stores.locale.setLocaleData, [{ key: 'common.next', value: 'Siguiente' }]);
  store.set(stores.auth.setSelectedChannel, 'retail');
  store.set(stores.auth.setVisitorId, 'visitor-1');
  store.set(stores.auth.setAccessToken, fakeJwt({ external_id: 'u1' }));
  store.set(stores.auth.state, (s) => ({ ...s, userEmail: 'ana@example.com', isGuestUser: true }));
  store.set(stores.sessionFacts.facts, { webview: true, deviceId: 'dev-1', txnId: 'txn-1' });
  store.set(stores.journey.state, (s) => ({ ...s, currentStepIndex: 3, journeyData: { a: 1 } }));
  store.set(stores.journey.settings, { onboarding: { steps: [] } });
  store.set(stores.onboarding.selectPrimaryProduct, { sku: 'PLAN-A' });
  store.set(stores.payment.state, (s) => ({
    ...s,
    paymentError: { code: 'X' },
    paymentRequests: { a: { requested: true, formData: null } },
    savedPaymentMethods: [{ id: 'pm' }],
    availablePaymentMethods: [{ id: 'card' }],
    selectedPaymentMethod: { id: 'pm' },
    paymentResult: { status: 'OK' },
    cardDetails: { brand: 'visa', lastFour: '1111' },
  }));
  store.set(stores.rescheduleDelivery.state, (s) => ({
    ...s,
    selectedDeliverySlot: {
      slotId: 'S-1',
      date: '2026-01-17',
      startTime: '09:00',
      endTime: '13:00',
      available: true,
    },
  }));
  store.set(stores.orderFailure.setFailure, { reason: 'order.failed', fixPath: null });
  store.set(stores.globalConfig.setResult, { country_config: { default_language: 'es-MX' }, features: {} });
  store.set(stores.rateLimit.report, { originalUrl: '/', requestUrl: '/x', message: 'slow down', at: 1 });
  return setup;
}

describe('resetLocalSession', () => {
  it("clears every journey's and service request's save, so nothing resumes a logged-out customer on a step", () => {
    const { stores, storage } = busySession();
    storage.setItem('senda.journey.purchase', '{"format":1}');
    storage.setItem('senda.journey.plan-switch', '{"format":1}');
    storage.setItem('senda.serviceRequest.plan-switch', '{"format":1}');
    resetLocalSession(stores);
    expect(
      Object.keys(storage.dump()).filter(
        (key) => key.startsWith('senda.journey.') || key.startsWith('senda.serviceRequest.'),
      ),
    ).toEqual([]);
  });

  it('clears the §4 list', () => {
    const { stores, store, storage } = busySession();
    resetLocalSession(stores);
    expect(store.get(stores.journey.state)).toEqual(journeyDefaults());
    expect(store.get(stores.onboarding.state)).toEqual(onboardingDefaults());
    expect(store.get(stores.payment.state)).toEqual({ ...paymentDefaults(), paymentError: { code: 'X' } });
    expect(store.get(stores.auth.state)).toEqual({
      ...authDefaults(),
      selectedChannel: 'retail',
      userVisitorId: 'visitor-1',
    });
    expect(store.get(stores.rescheduleDelivery.state)).toEqual(rescheduleDeliveryDefaults());
    expect(store.get(stores.orderFailure.state)).toBeNull();
    expect(storage.dump()[STORAGE_KEYS.accessToken]).toBeUndefined();
  });

  it('keeps the language: locale store and the locale and langCode keys', () => {
    const { stores, store, storage } = busySession();
    resetLocalSession(stores);
    expect(store.get(stores.locale.state)).toEqual({
      currentLocale: 'es-MX',
      localeData: [{ key: 'common.next', value: 'Siguiente' }],
      localeDataFor: 'es-MX',
    });
    expect(storage.dump()[STORAGE_KEYS.langCode]).toBe('es-MX');
    expect(storage.dump()[STORAGE_KEYS.locale]).toBe('es-MX');
  });

  it('keeps the channel, and resets it when told to', () => {
    const { stores, store } = busySession();
    resetLocalSession(stores);
    expect(store.get(stores.auth.state).selectedChannel).toBe('retail');
    resetLocalSession(stores, { keepChannel: false });
    expect(store.get(stores.auth.state).selectedChannel).toBe('web');
  });

  it('keeps the device facts and the app-level caches', () => {
    const { stores, store } = busySession();
    resetLocalSession(stores);
    expect(store.get(stores.sessionFacts.facts)).toMatchObject({
      webview: true,
      deviceId: 'dev-1',
      txnId: 'txn-1',
    });
    expect(store.get(stores.globalConfig.isCached)).toBe(true);
    expect(store.get(stores.journey.settings)).toEqual({ onboarding: { steps: [] } });
    expect(store.get(stores.rateLimit.outcome)?.message).toBe('slow down');
  });

  it('survives a reload: storage holds the cleared state', () => {
    const { stores, storage } = busySession();
    resetLocalSession(stores);
    const reloaded = setupStores(storage.dump());
    expect(reloaded.store.get(reloaded.stores.auth.state).userEmail).toBeNull();
    expect(reloaded.store.get(reloaded.stores.onboarding.state).selectedPrimaryProducts).toEqual([]);
    expect(reloaded.store.get(reloaded.stores.locale.currentLocale)).toBe('es-MX');
  });
});

describe('logoutSession', () => {
  it('calls the gateway, clears locally and returns the target computed before the reset', async () => {
    const { stores, store } = busySession();
    const signOut = vi.fn(async () => {});
    await expect(logoutSession(stores, { signOut })).resolves.toBe('/logged_out?reset=true');
    expect(signOut).toHaveBeenCalledOnce();
    expect(store.get(stores.auth.accessToken)).toBeNull();
  });

  it('clears locally even when the gateway call fails', async () => {
    const { stores, store } = busySession();
    const warn = vi.fn();
    await logoutSession(stores, { signOut: () => Promise.reject(new Error('offline')), warn });
    expect(store.get(stores.auth.accessToken)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('sessionLogoutTarget', () => {
  it('follows the webview flag and the source channel', () => {
    const { stores, store } = setupStores();
    expect(sessionLogoutTarget(stores)).toBe('/web/login?reset=true');
    store.set(stores.auth.setSourceChannel, 'meli');
    expect(sessionLogoutTarget(stores)).toBe('/session-expired-meli?reset=true');
    store.set(stores.sessionFacts.facts, { webview: true });
    expect(sessionLogoutTarget(stores)).toBe('/logged_out?reset=true');
  });
});
