/*
 * Google Consent Mode v2, as `gtag('consent', …)` commands. Everything is denied until the
 * customer's choice allows analytics; then only analytics storage is granted. The storefront asks
 * nothing about advertising, so the three advertising signals stay denied whatever the choice.
 */

export type ConsentValue = 'granted' | 'denied';

export interface ConsentState {
  ad_storage: ConsentValue;
  analytics_storage: ConsentValue;
  ad_user_data: ConsentValue;
  ad_personalization: ConsentValue;
}

/** A gtag command: what `gtag(...args)` is called with. */
export type GtagCommand = readonly ['consent', 'default' | 'update', ConsentState];

export const CONSENT_DENIED: ConsentState = {
  ad_storage: 'denied',
  analytics_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};

/** The consent that follows the customer's analytics choice. */
export const consentFor = (analyticsAllowed: boolean): ConsentState => ({
  ...CONSENT_DENIED,
  analytics_storage: analyticsAllowed ? 'granted' : 'denied',
});

/** Pushed before anything else on the page: every signal denied. */
export const consentDefault = (): GtagCommand => ['consent', 'default', { ...CONSENT_DENIED }];

/** Pushed each time the customer's choice changes, and at start when it already allows analytics. */
export const consentUpdate = (analyticsAllowed: boolean): GtagCommand => [
  'consent',
  'update',
  consentFor(analyticsAllowed),
];
