import type { MessageId } from '../i18n/messages/index.ts';
import type { FlowManifest } from './flow-manifest.ts';
import { PURCHASE_ROUTES } from './routes.ts';

/** The purchase's journey routes and their titles (the two purchase journeys share them). */
const PURCHASE_STEP_ROUTES: Readonly<Record<string, MessageId>> = {
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

/** A purchase journey's manifest: the two (online and retail) share their steps' routes. */
function purchaseFlow<Id extends 'purchase' | 'retail-purchase'>(id: Id) {
  return {
    id,
    journey: id,
    routes: PURCHASE_STEP_ROUTES,
    journeyRuntime: true,
    messageArea: 'main',
    lineAction: null,
    servicePayment: false,
    scenarios: [],
  } as const satisfies FlowManifest;
}

/**
 * The flows the app's journey runtime mounts (the purchase's two journeys): in the first load, which
 * registers their step routes and titles. The service flows' manifests are flow-manifests.ts, read
 * by account servicing's chunks, so a new service flow adds nothing to the first load.
 */
export const JOURNEY_RUNTIME_FLOWS = [purchaseFlow('purchase'), purchaseFlow('retail-purchase')] as const;

/** The routes the app's journey runtime mounts as steps: the journey-runtime flows' routes. */
export const JOURNEY_STEP_PATHS: readonly string[] = [
  ...new Set(JOURNEY_RUNTIME_FLOWS.flatMap((flow) => Object.keys(flow.routes))),
];

export const isJourneyStepPath = (pathname: string): boolean => JOURNEY_STEP_PATHS.includes(pathname);

/** The title ("<title> · Senda") the first of `flows` to have the route gives it. */
export function routeTitleIn(
  flows: readonly Pick<FlowManifest, 'routes'>[],
  path: string,
): MessageId | undefined {
  for (const flow of flows) {
    const title = flow.routes[path];
    if (title) return title;
  }
  return undefined;
}

/** A journey step route's title, from its flow's manifest. */
export const journeyStepTitle = (path: string): MessageId | undefined =>
  routeTitleIn(JOURNEY_RUNTIME_FLOWS, path);
