import type { JourneyAnalyticsEvent } from '../journey/journey-analytics.ts';
import type { pageViewEvent } from '../navigation/route-guards.ts';
import type { AuthState } from '../stores/auth.store.ts';
import type { Stores } from '../stores/create-stores.ts';

export type PageViewEvent = ReturnType<typeof pageViewEvent>;

/** Where page views (§2) and the journey's §3 analytics events go. */
export interface AnalyticsSink {
  pageView(event: PageViewEvent): void;
  analytics(event: JourneyAnalyticsEvent): void;
}

/**
 * Whether this device may send page views and analytics events: the auth store's
 * `manualPrivacySetting` (§3, on by default), which the privacy settings page sets from the
 * customer's saved choice. A logout resets the auth store (§4), so it is on again for whoever
 * uses the browser next, until they sign in and their own choice is read.
 */
export const analyticsAllowed = (auth: Pick<AuthState, 'manualPrivacySetting'>): boolean =>
  auth.manualPrivacySetting;

/**
 * The sink the app hands its pages: every event asks the store at the moment it is sent, so
 * turning analytics off stops the next page view and the next journey event, with no reload.
 */
export function gateAnalytics(sink: AnalyticsSink, stores: Pick<Stores, 'store' | 'auth'>): AnalyticsSink {
  const allowed = () => analyticsAllowed(stores.store.get(stores.auth.state));
  return {
    pageView: (event) => {
      if (allowed()) sink.pageView(event);
    },
    analytics: (event) => {
      if (allowed()) sink.analytics(event);
    },
  };
}
