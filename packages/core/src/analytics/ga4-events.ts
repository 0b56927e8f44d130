import type { JourneyAnalyticsEventName } from '../journey/journey-file.schema.ts';
import type {
  AnalyticsBasket,
  AnalyticsItem,
  AnalyticsPaidOrder,
  JourneyRef,
  StorefrontAnalyticsEvent,
} from './analytics-events.ts';

/** Every amount the storefront takes is in pesos with IVA included. */
export const ANALYTICS_CURRENCY = 'MXN';

/** A GA4 recommended item. */
export interface Ga4Item {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
}

export interface Ga4Ecommerce {
  currency: typeof ANALYTICS_CURRENCY;
  value: number;
  items: Ga4Item[];
  transaction_id?: string;
}

/** What one push to `window.dataLayer` holds: a GA4 event name and its parameters. */
export interface DataLayerEvent {
  event: string;
  [parameter: string]: unknown;
}

/** The GA4 name of each journey event name the spec lists (GA4 spells sign-up `sign_up`). */
export const GA4_EVENT_NAMES = {
  signup: 'sign_up',
  login: 'login',
  view_cart: 'view_cart',
  add_to_cart: 'add_to_cart',
  begin_checkout: 'begin_checkout',
  add_shipping_info: 'add_shipping_info',
  add_payment_info: 'add_payment_info',
  purchase: 'purchase',
  user_data: 'user_data',
} as const satisfies Record<JourneyAnalyticsEventName, string>;

/** How a customer signs up and logs in: a code sent to their e-mail. */
export const SIGN_IN_METHOD = 'email_otp';

/** Pesos to the cent: a sum of floating prices must not read 299.00000000000006 in a report. */
const cents = (amount: number) => Math.round(amount * 100) / 100;

const ga4Item = (item: AnalyticsItem): Ga4Item => ({
  item_id: item.sku,
  item_name: item.name,
  price: cents(item.price),
  quantity: item.quantity,
});

function ecommerce(basket: AnalyticsBasket, transactionId?: string): Ga4Ecommerce {
  return {
    currency: ANALYTICS_CURRENCY,
    value: cents(basket.value),
    ...(transactionId === undefined ? {} : { transaction_id: transactionId }),
    items: basket.items.map(ga4Item),
  };
}

/** The journey's id and revision, on every event: a report compares two revisions' funnels. */
const journeyParameters = (journey: JourneyRef) => ({
  journey_id: journey.id,
  journey_revision: journey.revision,
});

const purchase = (journey: JourneyRef, order: AnalyticsPaidOrder, step?: string): DataLayerEvent => ({
  event: 'purchase',
  ...journeyParameters(journey),
  ...(step === undefined ? {} : { journey_step: step }),
  ecommerce: ecommerce(order, order.transactionId),
});

/**
 * The one mapping from the storefront's events to GA4's recommended events, as the tag manager
 * reads them from `window.dataLayer`. Null when the event has nothing GA4 could use: a purchase
 * step reached with no paid order known (GA4 needs the transaction id), a journey step that
 * declares `user_data` (the data comes with the customer's profile, not with a step), user data
 * with no field.
 */
export function toDataLayerEvent(event: StorefrontAnalyticsEvent): DataLayerEvent | null {
  switch (event.type) {
    case 'page_view':
      // GA4 merges every visitor with the same user id: "none" is no user id at all.
      return {
        event: 'page_view',
        page_path: event.path,
        ...(event.userId === 'none' ? {} : { user_id: event.userId }),
      };
    case 'signed_in':
      return {
        event: GA4_EVENT_NAMES[event.method],
        method: SIGN_IN_METHOD,
        ...journeyParameters(event.journey),
      };
    case 'user_data':
      if (Object.keys(event.userData).length === 0) return null;
      return {
        event: 'user_data',
        user_id: event.userId,
        user_data: { ...event.userData },
        ...journeyParameters(event.journey),
      };
    case 'order_paid':
      return purchase(event.journey, event.order);
    case 'journey_step':
      return journeyStepEvent(event);
  }
}

function journeyStepEvent(
  event: Extract<StorefrontAnalyticsEvent, { type: 'journey_step' }>,
): DataLayerEvent | null {
  const step = { ...journeyParameters(event.journey), journey_step: event.step, page_name: event.pageName };
  switch (event.name) {
    case 'signup':
    case 'login':
      return { event: GA4_EVENT_NAMES[event.name], method: SIGN_IN_METHOD, ...step };
    case 'user_data':
      return null;
    case 'purchase':
      return event.order ? purchase(event.journey, event.order, event.step) : null;
    default:
      // A step with no basket known (a servicing journey's) still counts in the journey's funnel.
      return {
        event: GA4_EVENT_NAMES[event.name],
        ...step,
        ...(event.basket ? { ecommerce: ecommerce(event.basket) } : {}),
      };
  }
}
