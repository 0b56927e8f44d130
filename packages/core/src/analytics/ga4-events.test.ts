import { describe, expect, it } from 'vitest';
import { JOURNEY_ANALYTICS_EVENTS } from '../journey/journey-file.schema.ts';
import type {
  AnalyticsBasket,
  AnalyticsPaidOrder,
  JourneyRef,
  StorefrontAnalyticsEvent,
} from './analytics-events.ts';
import { toDataLayerEvent } from './ga4-events.ts';

const JOURNEY: JourneyRef = { id: 'purchase', revision: 7 };
const BASKET: AnalyticsBasket = {
  items: [
    { sku: 'PLAN-30', name: 'Plan 30 GB', price: 299, quantity: 1 },
    { sku: 'ADDON-ROAM', name: 'Roaming', price: 49.995, quantity: 2 },
  ],
  value: 398.99,
};
const ORDER: AnalyticsPaidOrder = { transactionId: 'ORD-1', ...BASKET };
const GA4_ITEMS = [
  { item_id: 'PLAN-30', item_name: 'Plan 30 GB', price: 299, quantity: 1 },
  { item_id: 'ADDON-ROAM', item_name: 'Roaming', price: 50, quantity: 2 },
];

const step = (
  name: (typeof JOURNEY_ANALYTICS_EVENTS)[number],
  extra: Partial<Extract<StorefrontAnalyticsEvent, { type: 'journey_step' }>> = {},
): StorefrontAnalyticsEvent => ({
  type: 'journey_step',
  name,
  journey: JOURNEY,
  step: 'a-step',
  pageName: 'A Step',
  basket: BASKET,
  order: null,
  ...extra,
});

describe('toDataLayerEvent: the storefront events in GA4 recommended shape', () => {
  it('a page view: the path, and the user id only when someone is signed in', () => {
    expect(toDataLayerEvent({ type: 'page_view', path: '/profile', userId: 'usr_1' })).toEqual({
      event: 'page_view',
      page_path: '/profile',
      user_id: 'usr_1',
    });
    expect(toDataLayerEvent({ type: 'page_view', path: '/web/login', userId: 'none' })).toEqual({
      event: 'page_view',
      page_path: '/web/login',
    });
  });

  it.each([
    'view_cart',
    'add_to_cart',
    'begin_checkout',
    'add_shipping_info',
    'add_payment_info',
  ] as const)('%s: the journey, its revision and step, and the basket in MXN', (name) => {
    expect(toDataLayerEvent(step(name))).toEqual({
      event: name,
      journey_id: 'purchase',
      journey_revision: 7,
      journey_step: 'a-step',
      page_name: 'A Step',
      ecommerce: { currency: 'MXN', value: 398.99, items: GA4_ITEMS },
    });
  });

  it('a cart step with no basket known (a servicing journey) still counts, without ecommerce', () => {
    expect(toDataLayerEvent(step('add_to_cart', { basket: null }))).toEqual({
      event: 'add_to_cart',
      journey_id: 'purchase',
      journey_revision: 7,
      journey_step: 'a-step',
      page_name: 'A Step',
    });
  });

  it('purchase: the paid order, its reference as the transaction id', () => {
    expect(toDataLayerEvent(step('purchase', { basket: null, order: ORDER }))).toEqual({
      event: 'purchase',
      journey_id: 'purchase',
      journey_revision: 7,
      journey_step: 'a-step',
      ecommerce: { currency: 'MXN', value: 398.99, transaction_id: 'ORD-1', items: GA4_ITEMS },
    });
  });

  it('a purchase step with no paid order known sends nothing (GA4 needs the transaction id)', () => {
    expect(toDataLayerEvent(step('purchase', { order: null }))).toBeNull();
  });

  it('a servicing payment is a purchase too, with its journey', () => {
    expect(
      toDataLayerEvent({ type: 'order_paid', journey: { id: 'renew-now', revision: null }, order: ORDER }),
    ).toEqual({
      event: 'purchase',
      journey_id: 'renew-now',
      journey_revision: null,
      ecommerce: { currency: 'MXN', value: 398.99, transaction_id: 'ORD-1', items: GA4_ITEMS },
    });
  });

  it('sign-up and log-in: GA4 names, the method, the journey', () => {
    expect(toDataLayerEvent({ type: 'signed_in', method: 'signup', journey: JOURNEY })).toEqual({
      event: 'sign_up',
      method: 'email_otp',
      journey_id: 'purchase',
      journey_revision: 7,
    });
    expect(toDataLayerEvent({ type: 'signed_in', method: 'login', journey: JOURNEY })).toMatchObject({
      event: 'login',
    });
    expect(toDataLayerEvent(step('signup'))).toMatchObject({
      event: 'sign_up',
      method: 'email_otp',
      journey_step: 'a-step',
    });
    expect(toDataLayerEvent(step('login'))).toMatchObject({ event: 'login', method: 'email_otp' });
  });

  it('user_data: the hashed fields and the user id; nothing when there is no field', () => {
    const userData = { sha256_email_address: 'a'.repeat(64) };
    expect(toDataLayerEvent({ type: 'user_data', userId: 'usr_1', userData, journey: JOURNEY })).toEqual({
      event: 'user_data',
      user_id: 'usr_1',
      user_data: userData,
      journey_id: 'purchase',
      journey_revision: 7,
    });
    expect(
      toDataLayerEvent({ type: 'user_data', userId: 'usr_1', userData: {}, journey: JOURNEY }),
    ).toBeNull();
    expect(toDataLayerEvent(step('user_data'))).toBeNull();
  });

  it('every event name a journey file may declare maps to a GA4 event or, for user_data, to none', () => {
    const mapped = JOURNEY_ANALYTICS_EVENTS.map(
      (name) => toDataLayerEvent(step(name, { order: ORDER }))?.event ?? null,
    );
    expect(mapped).toEqual([
      'sign_up',
      'login',
      'view_cart',
      'add_to_cart',
      'begin_checkout',
      'add_shipping_info',
      'add_payment_info',
      'purchase',
      null,
    ]);
  });

  it('every journey event carries the journey id and revision', () => {
    for (const name of JOURNEY_ANALYTICS_EVENTS) {
      const entry = toDataLayerEvent(step(name, { order: ORDER }));
      if (entry) expect(entry, name).toMatchObject({ journey_id: 'purchase', journey_revision: 7 });
    }
  });
});
