import type { JourneyAnalyticsEventName } from '../journey/journey-file.schema.ts';

/*
 * What the storefront tells its analytics, in its own terms: the app's domain events. The tag
 * manager's shape (GA4's recommended events) is made from these by ga4-events.ts, and nothing else
 * knows it.
 */

/** The journey an event belongs to: a journey file's id and revision, or a form flow's id (no revision). */
export interface JourneyRef {
  id: string;
  revision: number | null;
}

/** One line of a basket or an order, priced in pesos (MXN, IVA included). */
export interface AnalyticsItem {
  sku: string;
  name: string;
  /** The price of one, in pesos. */
  price: number;
  quantity: number;
}

/** What the customer is buying at this step: its lines and their total. */
export interface AnalyticsBasket {
  items: AnalyticsItem[];
  value: number;
}

/** An order that is paid: its reference is the transaction id the operator's reports join on. */
export interface AnalyticsPaidOrder extends AnalyticsBasket {
  transactionId: string;
}

export type StorefrontAnalyticsEvent =
  /** A route change (the user id, or "none"). */
  | { type: 'page_view'; path: string; userId: string }
  /** A step that declares an analytics event was entered, with the basket (or paid order) then. */
  | {
      type: 'journey_step';
      name: JourneyAnalyticsEventName;
      journey: JourneyRef;
      step: string;
      pageName: string;
      basket: AnalyticsBasket | null;
      order: AnalyticsPaidOrder | null;
    }
  /** A code was verified: an account made (signup) or opened (login). */
  | { type: 'signed_in'; method: 'signup' | 'login'; journey: JourneyRef }
  /**
   * The signed-in customer's contact, hashed (user-data.ts): never the address or number itself.
   * Sent only while the customer's choice allows analytics.
   */
  | { type: 'user_data'; userId: string; userData: HashedUserData; journey: JourneyRef }
  /** A servicing flow's order was paid (a renewal, a fee, a booster, a plan switch's charge). */
  | { type: 'order_paid'; journey: JourneyRef; order: AnalyticsPaidOrder };

/** GA4's user-provided data fields, SHA-256 hex of the normalised value. */
export interface HashedUserData {
  sha256_email_address?: string;
  sha256_phone_number?: string;
}
