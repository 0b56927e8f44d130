import type { JourneyRef } from '../analytics/analytics-events.ts';
import type { JourneyAnalyticsEvent } from '../journey/journey-analytics.ts';
import type { pageViewEvent } from '../navigation/route-guards.ts';
import type { AuthState } from '../stores/auth.store.ts';
import type { Stores } from '../stores/create-stores.ts';

export type PageViewEvent = ReturnType<typeof pageViewEvent>;

/** Where page views and the spec's analytics events go, as the app's services tell them. */
export interface AnalyticsSink {
  pageView(event: PageViewEvent): void;
  /**
   * A journey step's event. `basket`: whether the purchase's basket is the journey's ('none' for
   * a servicing flow's journey, whose payment is told by orderPaid).
   */
  analytics(event: JourneyAnalyticsEvent, basket?: 'purchase' | 'none'): void;
  /** A code was verified: an account made (signup) or opened (login). */
  signedIn(event: { method: 'signup' | 'login'; journey: JourneyRef }): void;
  /** The signed-in customer's profile was read: their contact, to be hashed (analytics/user-data.ts). */
  userData(event: {
    userId: string;
    email: string | null | undefined;
    phone: string | null | undefined;
    journey: JourneyRef;
  }): void;
  /** A servicing flow's order was paid (a renewal, a fee, a booster, a plan switch's charge). */
  orderPaid(event: { journey: JourneyRef; orderReference: string; amount: number | null }): void;
}

/** A sink that sends nothing: Storybook, the prerender, tests. */
export const silentAnalytics = (): AnalyticsSink => ({
  pageView: () => undefined,
  analytics: () => undefined,
  signedIn: () => undefined,
  userData: () => undefined,
  orderPaid: () => undefined,
});

/**
 * Whether this device may send page views and analytics events: the auth store's
 * `manualPrivacySetting` (the spec, on by default), which the privacy settings page sets from the
 * customer's saved choice. A logout resets the auth store, so it is on again for whoever
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
    analytics: (event, basket) => {
      if (allowed()) sink.analytics(event, basket);
    },
    signedIn: (event) => {
      if (allowed()) sink.signedIn(event);
    },
    // The customer's contact is not even read for hashing unless their choice allows it.
    userData: (event) => {
      if (allowed()) sink.userData(event);
    },
    orderPaid: (event) => {
      if (allowed()) sink.orderPaid(event);
    },
  };
}
