import type { MessageId } from '@senda/core';
import { PURCHASE_ROUTES } from '@senda/core';

/**
 * The title of each journey step's route ("Choose your plan · Senda"). The steps' routes come from
 * the journey files; their titles live here, as the other pages' live in app/route-table.ts, for whatever renders a
 * route's page (the router sets `document.title`, a prerender of index.html can read them too).
 */
export const JOURNEY_ROUTE_TITLES: Readonly<Record<string, MessageId>> = {
  [PURCHASE_ROUTES.preCheckout]: 'pages.pre_checkout.title',
  [PURCHASE_ROUTES.addonSelection]: 'pages.addon_selection.title',
  [PURCHASE_ROUTES.signup]: 'pages.signup.title',
  [PURCHASE_ROUTES.login]: 'pages.login.title',
  [PURCHASE_ROUTES.verifyOtpLogin]: 'verify_otp.title',
  [PURCHASE_ROUTES.verifyOtpSignup]: 'verify_otp.title',
  [PURCHASE_ROUTES.pendingOrders]: 'pages.pending_orders.title',
  [PURCHASE_ROUTES.pendingOrderDetails]: 'pages.pending_order_details.title',
  [PURCHASE_ROUTES.connectionDetails]: 'pages.connection_details.title',
  [PURCHASE_ROUTES.personalDetails]: 'pages.personal_details.title',
  [PURCHASE_ROUTES.addressDetails]: 'pages.address_details.title',
  [PURCHASE_ROUTES.manualEkyc]: 'pages.manual_ekyc.title',
  '/web/delivery': 'pages.delivery.title',
  [PURCHASE_ROUTES.orderSummary]: 'pages.order_summary.title',
  [PURCHASE_ROUTES.paymentMethodSelector]: 'pages.payment_method.title',
  [PURCHASE_ROUTES.payment]: 'pages.payment.title',
  [PURCHASE_ROUTES.paymentSuccess]: 'pages.payment_success.title',
  [PURCHASE_ROUTES.paymentFailed]: 'pages.payment_failed.title',
  [PURCHASE_ROUTES.retailOnboarding]: 'pages.retail_onboarding.title',
};

/** A journey route's title; a step route added without one is caught by route-table.test.ts. */
export const journeyRouteTitle = (path: string): MessageId | undefined => JOURNEY_ROUTE_TITLES[path];
