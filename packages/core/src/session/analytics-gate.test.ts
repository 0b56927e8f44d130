import { describe, expect, it } from 'vitest';
import type { JourneyAnalyticsEvent } from '../journey/journey-analytics.ts';
import { setupStores } from '../stores/test-stores.ts';
import { type AnalyticsSink, gateAnalytics, type PageViewEvent } from './analytics-gate.ts';

const PAGE_VIEW: PageViewEvent = { type: 'page_view', path: '/profile', userId: 'usr_1' };
const JOURNEY_EVENT: JourneyAnalyticsEvent = {
  name: 'begin_checkout',
  journeyId: 'purchase',
  revision: 1,
  step: 'personal-details',
  pageName: 'Personal Details',
};

function recordingSink() {
  const sent: unknown[] = [];
  const sink: AnalyticsSink = {
    pageView: (event) => sent.push(event),
    analytics: (event) => sent.push(event),
    signedIn: (event) => sent.push(event),
    userData: (event) => sent.push(event),
    orderPaid: (event) => sent.push(event),
  };
  return { sent, sink };
}

describe('gateAnalytics', () => {
  it('sends page views and journey events while analytics are on (the default)', () => {
    const { stores } = setupStores();
    const { sent, sink } = recordingSink();
    const gated = gateAnalytics(sink, stores);
    gated.pageView(PAGE_VIEW);
    gated.analytics(JOURNEY_EVENT);
    expect(sent).toEqual([PAGE_VIEW, JOURNEY_EVENT]);
  });

  it('sends nothing from the moment they are turned off, and again once turned back on', () => {
    const { stores, store } = setupStores();
    const { sent, sink } = recordingSink();
    const gated = gateAnalytics(sink, stores);
    gated.pageView(PAGE_VIEW);
    store.set(stores.auth.setManualPrivacySetting, false);
    gated.pageView({ ...PAGE_VIEW, path: '/profile/privacy-settings' });
    gated.analytics(JOURNEY_EVENT);
    expect(sent).toEqual([PAGE_VIEW]);
    store.set(stores.auth.setManualPrivacySetting, true);
    gated.analytics(JOURNEY_EVENT);
    expect(sent).toEqual([PAGE_VIEW, JOURNEY_EVENT]);
  });

  it('gates the sign-in, the contact and the paid orders the same way', () => {
    const { stores, store } = setupStores();
    const { sent, sink } = recordingSink();
    const gated = gateAnalytics(sink, stores);
    const journey = { id: 'purchase', revision: 1 };
    const tell = () => {
      gated.signedIn({ method: 'login', journey });
      gated.userData({ userId: 'usr_1', email: 'ana@example.mx', phone: null, journey });
      gated.orderPaid({ journey, orderReference: 'ORD-1', amount: 10 });
    };
    store.set(stores.auth.setManualPrivacySetting, false);
    tell();
    expect(sent).toEqual([]);
    store.set(stores.auth.setManualPrivacySetting, true);
    tell();
    expect(sent).toHaveLength(3);
  });

  it('follows a stored choice from an earlier visit', () => {
    const { stores } = setupStores();
    stores.store.set(stores.auth.setManualPrivacySetting, false);
    const { sent, sink } = recordingSink();
    gateAnalytics(sink, stores).pageView(PAGE_VIEW);
    expect(sent).toEqual([]);
  });
});
