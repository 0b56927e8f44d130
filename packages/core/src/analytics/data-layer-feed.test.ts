import { describe, expect, it } from 'vitest';
import { setupStores } from '../stores/test-stores.ts';
import type { AnalyticsPaidOrder, StorefrontAnalyticsEvent } from './analytics-events.ts';
import { connectDataLayer } from './data-layer-feed.ts';

const ORDER: AnalyticsPaidOrder = {
  transactionId: 'ORD-1',
  items: [{ sku: 'PLAN-30', name: 'Plan 30 GB', price: 299, quantity: 1 }],
  value: 299,
};
const PAGE_VIEW: StorefrontAnalyticsEvent = { type: 'page_view', path: '/profile', userId: 'usr_1' };
const PAID: StorefrontAnalyticsEvent = {
  type: 'order_paid',
  journey: { id: 'renew-now', revision: null },
  order: ORDER,
};

const DENIED = {
  ad_storage: 'denied',
  analytics_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};
const GRANTED = { ...DENIED, analytics_storage: 'granted' };

/** The page's dataLayer: gtag calls as their argument lists, pushes as they are. */
function feed(choice: boolean) {
  const { stores } = setupStores();
  stores.store.set(stores.auth.setManualPrivacySetting, choice);
  const dataLayer: unknown[] = [];
  let loads = 0;
  const connection = connectDataLayer({
    push: (entry) => dataLayer.push(entry),
    gtag: (...command) => dataLayer.push([...command]),
    stores,
    onFirstAllowed: () => {
      loads += 1;
    },
  });
  const choose = (allowed: boolean) => stores.store.set(stores.auth.setManualPrivacySetting, allowed);
  return { dataLayer, connection, choose, loads: () => loads };
}

describe('connectDataLayer: Consent Mode v2 and the customer choice', () => {
  it('pushes the all-denied default before anything, then grants analytics when the choice allows them', () => {
    const { dataLayer, connection, loads } = feed(true);
    connection.send(PAGE_VIEW);
    expect(dataLayer).toEqual([
      ['consent', 'default', DENIED],
      ['consent', 'update', GRANTED],
      { event: 'page_view', page_path: '/profile', user_id: 'usr_1' },
    ]);
    expect(loads()).toBe(1);
  });

  it('with the choice off: only the default, no event, no tag manager', () => {
    const { dataLayer, connection, loads } = feed(false);
    connection.send(PAGE_VIEW);
    connection.send(PAID);
    expect(dataLayer).toEqual([['consent', 'default', DENIED]]);
    expect(loads()).toBe(0);
  });

  it('follows the choice as it changes: an update each time, events only while allowed', () => {
    const { dataLayer, connection, choose, loads } = feed(false);
    choose(true);
    connection.send(PAGE_VIEW);
    choose(false);
    connection.send(PAID);
    choose(true);
    expect(dataLayer).toEqual([
      ['consent', 'default', DENIED],
      ['consent', 'update', GRANTED],
      { event: 'page_view', page_path: '/profile', user_id: 'usr_1' },
      ['consent', 'update', DENIED],
      ['consent', 'update', GRANTED],
    ]);
    // The tag manager is loaded once, the first time it is allowed.
    expect(loads()).toBe(1);
    connection.disconnect();
    choose(false);
    expect(dataLayer).toHaveLength(5);
  });

  it('clears the last e-commerce object before each e-commerce event, and tells an order once', () => {
    const { dataLayer, connection } = feed(true);
    connection.send(PAID);
    connection.send(PAID);
    expect(dataLayer.slice(2)).toEqual([
      { ecommerce: null },
      {
        event: 'purchase',
        journey_id: 'renew-now',
        journey_revision: null,
        ecommerce: {
          currency: 'MXN',
          value: 299,
          transaction_id: 'ORD-1',
          items: [{ item_id: 'PLAN-30', item_name: 'Plan 30 GB', price: 299, quantity: 1 }],
        },
      },
    ]);
  });
});
