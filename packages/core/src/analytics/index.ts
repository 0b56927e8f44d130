/** Analytics: the storefront's events in GA4's recommended shape on `window.dataLayer`, with Consent Mode v2. */

export type {
  AnalyticsBasket,
  AnalyticsItem,
  AnalyticsPaidOrder,
  HashedUserData,
  JourneyRef,
  StorefrontAnalyticsEvent,
} from './analytics-events.ts';
export {
  type BasketNames,
  basketOfPreview,
  catalogueNames,
  paidOrderOf,
  purchaseBasket,
  shownOrderRef,
  shownPurchaseBasket,
} from './commerce.ts';
export {
  CONSENT_DENIED,
  type ConsentState,
  consentDefault,
  consentFor,
  consentUpdate,
  type GtagCommand,
} from './consent-mode.ts';
export { connectDataLayer, type DataLayerFeed, type DataLayerFeedDeps } from './data-layer-feed.ts';
export {
  ANALYTICS_CURRENCY,
  type DataLayerEvent,
  GA4_EVENT_NAMES,
  type Ga4Ecommerce,
  type Ga4Item,
  SIGN_IN_METHOD,
  toDataLayerEvent,
} from './ga4-events.ts';
export { type AnalyticsReads, journeyStepEvent, servicePaidOrder } from './storefront-events.ts';
export {
  hashedUserData,
  normalisedEmail,
  normalisedPhone,
  type Sha256Hex,
  webCryptoSha256,
} from './user-data.ts';
