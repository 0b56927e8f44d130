import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { setupGatewayTest } from '../../gateway/test-support/gateway-test-kit.ts';
import { readJourneyJson } from '../../journey/test-journeys.ts';
import { fakeJwt, setupStores } from '../../stores/test-stores.ts';
import { OTP_TIMER_STORAGE_KEY } from '../otp-timer/otp-timer.persistence.ts';
import { provideOtpTimerMachine } from '../otp-timer/otp-timer.services.ts';
import { loadRunnableJourney } from '../purchase/purchase.machine.ts';
import { provideVerificationMachine, verificationInput } from './verification.services.ts';

/**
 * The verification and guest code checks wired to the gateway (MSW: a call without its handler
 * fails the test) and to real stores.
 */
const { client, answer } = setupGatewayTest();
const journey = loadRunnableJourney(readJourneyJson('purchase.json'));
const NOW = Date.UTC(2026, 0, 15, 10, 0, 0);
const settle = () => vi.advanceTimersByTimeAsync(0);
const USER = { external_id: 'usr_8f3a', email: 'ana@example.mx', first_name: 'Ana', last_name: 'López' };

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('verification services', () => {
  it('a log-in code: validated, the session and details stored, routed by orders and carts', async () => {
    const token = fakeJwt({ sub: 'usr_8f3a' });
    const validate = answer('POST', 'user-service/v4/auth/signin/validate', {
      result: { accessToken: token },
    });
    const orders = answer('GET', 'order-service/v1/orders', { result: [] });
    const carts = answer('GET', 'order-service/v1/carts', { result: { carts: [] } });
    const details = answer('GET', 'user-service/v4/users', { result: USER });
    const { stores, store, storage } = setupStores();
    const deps = { gateway: client, stores };
    const input = verificationInput(deps, {
      flow: 'signin',
      email: 'ana@example.mx',
      otpRequest: { requestId: 'req-1', expiresIn: 120 },
      journey,
    });
    const actor = createActor(provideVerificationMachine(deps), { input }).start();
    expect(storage.getItem(OTP_TIMER_STORAGE_KEY)).not.toBeNull();
    actor.send({ type: 'SUBMIT', code: '123456' });
    for (let i = 0; i < 20 && actor.getSnapshot().status === 'active'; i += 1) await settle();

    expect(actor.getSnapshot().output).toEqual({
      status: 'verified',
      // Nothing chosen yet: back to plan selection (pre-checkout, the spec's rule 3 fallback).
      move: { kind: 'step', step: 'pre-checkout' },
      routing: expect.objectContaining({
        destination: { path: '/web/pre-checkout', rule: 'pre-checkout-fallback' },
      }),
    });
    expect(validate[0]?.json).toMatchObject({ otpCode: '123456', requestId: 'req-1' });
    expect([orders.length, carts.length, details.length]).toEqual([1, 1, 1]);
    expect(carts[0]?.query).toMatchObject({ email: 'ana@example.mx', status: 'PENDING' });
    const auth = store.get(stores.auth.state);
    expect(auth.accessToken).toBe(token);
    expect(auth.userDetails).toMatchObject({ email: 'ana@example.mx' });
    expect(store.get(stores.onboarding.state).pendingOrders).toEqual([]);
    expect(storage.getItem(OTP_TIMER_STORAGE_KEY)).toBeNull();
  });

  it('tells analytics of the log-in, then of the profile read, both with the journey', async () => {
    answer('POST', 'user-service/v4/auth/signin/validate', {
      result: { accessToken: fakeJwt({ sub: 'usr_8f3a' }) },
    });
    answer('GET', 'order-service/v1/orders', { result: [] });
    answer('GET', 'order-service/v1/carts', { result: { carts: [] } });
    answer('GET', 'user-service/v4/users', {
      result: { ...USER, telco_info: { phone_no: '5512345678' } },
    });
    const { stores } = setupStores();
    const told: unknown[] = [];
    const monitoring = {
      signedIn: (event: unknown) => told.push(['signedIn', event]),
      userData: (event: unknown) => told.push(['userData', event]),
    };
    const deps = { gateway: client, stores, monitoring };
    const input = verificationInput(deps, {
      flow: 'signin',
      email: 'ana@example.mx',
      otpRequest: { requestId: 'req-1', expiresIn: 120 },
      journey,
    });
    const actor = createActor(provideVerificationMachine(deps), { input }).start();
    actor.send({ type: 'SUBMIT', code: '123456' });
    for (let i = 0; i < 20 && actor.getSnapshot().status === 'active'; i += 1) await settle();
    const ref = { id: journey.id, revision: journey.revision };
    expect(told).toEqual([
      ['signedIn', { method: 'login', journey: ref }],
      ['userData', { userId: 'usr_8f3a', email: 'ana@example.mx', phone: '5512345678', journey: ref }],
    ]);
  });

  it('a resent log-in code is remembered as the open code request', async () => {
    const resend = answer('POST', 'user-service/v4/auth/signin/resend', {
      result: { requestId: 'req-2', expiresIn: 120 },
    });
    const { stores, store } = setupStores();
    const deps = { gateway: client, stores };
    const input = verificationInput(deps, {
      flow: 'signin',
      email: 'ana@example.mx',
      otpRequest: { requestId: 'req-1', expiresIn: 50 },
      journey,
    });
    const actor = createActor(provideVerificationMachine(deps), { input }).start();
    actor.send({ type: 'RESEND' });
    await settle();
    await settle();
    expect(resend[0]?.json).toEqual({ requestId: 'req-1' });
    expect(store.get(stores.auth.state).generateOtpResponse).toEqual({ requestId: 'req-2', expiresIn: 120 });
  });

  it('a guest code: validated with the guest endpoint, the guest session takes the e-mail', async () => {
    const token = fakeJwt({ sub: 'usr_guest' });
    const validate = answer('POST', 'user-service/v4/auth/guest/ott/validate', {
      result: { accessToken: token, email: 'ana@example.mx', userId: 'usr_guest' },
    });
    const { stores, store } = setupStores();
    const actor = createActor(provideOtpTimerMachine({ gateway: client, stores }, 'guest'), {
      input: {
        flow: 'signup',
        identifier: 'ana@example.mx',
        otpRequest: { requestId: 'g-1', expiresIn: 120 },
      },
    }).start();
    actor.send({ type: 'SUBMIT', code: '654321' });
    await settle();
    await settle();
    expect(actor.getSnapshot().output).toEqual({ status: 'verified', flow: 'signup', accessToken: token });
    expect(validate[0]?.json).toEqual({ requestId: 'g-1', otpCode: '654321' });
    expect(store.get(stores.auth.state)).toMatchObject({ userEmail: 'ana@example.mx', userId: 'usr_guest' });
  });
});
