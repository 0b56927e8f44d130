import * as v from 'valibot';
import type { MessageId } from '../i18n/messages/index.ts';
import type { FlowManifest } from './flow-manifest.ts';
import { JOURNEY_RUNTIME_FLOWS, routeTitleIn } from './journey-flow-manifests.ts';
import {
  AUTO_RENEWAL_ROUTES,
  NUMBER_CHANGE_ROUTES,
  NUMBER_RECOVERY_ROUTES,
  PLAN_SWITCH_ROUTES,
  PORT_IN_REQUEST_ROUTES,
  RENEW_NOW_ROUTES,
  RESCHEDULE_DELIVERY_ROUTES,
  REVERSE_PORT_OUT_ROUTES,
  SERVICE_PAYMENT_ROUTES,
  SIM_REPLACEMENT_ROUTES,
  TERMINATION_ROUTES,
  UPDATE_CARD_ROUTES,
} from './routes.ts';

/**
 * The pages every paid service request pays on and ends at (§2: /manage/payment, -success,
 * -failed), with their titles, registered once for all the flows whose manifest says
 * `servicePayment: true` (SIM replacement and number recovery will, as plan switch does). The
 * address names the flow (`flow=<id>`, servicePaymentFlow), whose machine holds the payment.
 */
export const SERVICE_PAYMENT_PAGES = {
  id: 'service-payment',
  routes: {
    [SERVICE_PAYMENT_ROUTES.payment]: 'pages.payment.title',
    // The result page: a switch at renewal has nothing paid, so it is not titled "payment successful".
    [SERVICE_PAYMENT_ROUTES.paymentSuccess]: 'service_payment.result.title',
    [SERVICE_PAYMENT_ROUTES.paymentFailed]: 'pages.payment_failed.title',
  },
  messageArea: 'flows',
} as const satisfies Pick<FlowManifest, 'id' | 'routes' | 'messageArea'>;

/** Plan switch's action on the line page: its label and first page (plan-switch.rules.ts offers it). */
export const PLAN_SWITCH_LINE_ACTION = {
  labelId: 'line.action.plan_switch',
  path: PLAN_SWITCH_ROUTES.plans,
} as const satisfies { labelId: MessageId; path: string };

/**
 * SIM replacement's "Replace SIM" on the line page (sim-replacement.rules.ts offers it exactly when
 * the gateway says so). Here, not in the rules, so the servicing route table (which reads the
 * manifests) does not hold the rules.
 */
export const SIM_REPLACEMENT_LINE_ACTION = {
  labelId: 'line.action.sim_replacement',
  path: SIM_REPLACEMENT_ROUTES.orderRequest,
} as const satisfies { labelId: MessageId; path: string };

/** Renew now's action on the line page (renew-now.rules.ts offers it while the line may renew). */
export const RENEW_NOW_LINE_ACTION = {
  labelId: 'line.action.renew_now',
  path: RENEW_NOW_ROUTES.review,
} as const satisfies { labelId: MessageId; path: string };

/** Auto-renewal's entry on the line page (auto-renewal.rules.ts offers it on a line with a period). */
export const AUTO_RENEWAL_LINE_ACTION = {
  labelId: 'line.action.auto_renewal',
  path: AUTO_RENEWAL_ROUTES.details,
} as const satisfies { labelId: MessageId; path: string };

/** Termination's action on the line page: its label and first page (termination.rules.ts offers it). */
export const TERMINATION_LINE_ACTION = {
  labelId: 'line.action.termination',
  path: TERMINATION_ROUTES.request,
} as const satisfies { labelId: MessageId; path: string };

/** Number change's action on the line page (number-change.rules.ts offers it while the line may). */
export const NUMBER_CHANGE_LINE_ACTION = {
  labelId: 'line.action.change_number',
  path: NUMBER_CHANGE_ROUTES.choose,
} as const satisfies { labelId: MessageId; path: string };

/** Number recovery's action on the line page (offered while a previous number can come back). */
export const NUMBER_RECOVERY_LINE_ACTION = {
  labelId: 'line.action.recover_number',
  path: NUMBER_RECOVERY_ROUTES.request,
} as const satisfies { labelId: MessageId; path: string };

/**
 * Port-in cancel and re-initiation's action on the line page (issue 30): "Cancel the transfer"
 * while it may be; port-in-request.rules.ts offers it (or "Try the transfer again").
 */
export const PORT_IN_REQUEST_LINE_ACTION = {
  labelId: 'line.action.port_in_cancel',
  path: PORT_IN_REQUEST_ROUTES.cancelPortIn,
} as const satisfies { labelId: MessageId; path: string };

/** Reverse port-out's action on the line page (reverse-port-out.rules.ts offers it). */
export const REVERSE_PORT_OUT_LINE_ACTION = {
  labelId: 'line.action.reverse_port_out',
  path: REVERSE_PORT_OUT_ROUTES.request,
} as const satisfies { labelId: MessageId; path: string };

/** Card update's action on the line page (card-update.rules.ts offers it while the line allows it). */
export const UPDATE_CARD_LINE_ACTION = {
  labelId: 'line.action.update_card',
  path: UPDATE_CARD_ROUTES.verify,
} as const satisfies { labelId: MessageId; path: string };

/**
 * Every flow's manifest: the journey runtime's (journey-flow-manifests.ts, in the first load) and
 * the service flows'. Read by account servicing's chunks, the build and the tests, never by the
 * first load (apps/web/bench/bundle-size.ts fails the budget test when it is there).
 */
export const FLOW_MANIFESTS = [
  ...JOURNEY_RUNTIME_FLOWS,
  {
    id: 'plan-switch',
    journey: 'plan-switch',
    // Plans, details, summary: nothing in it depends on a fact; the details show the plan chosen.
    routes: {
      [PLAN_SWITCH_ROUTES.plans]: 'plan_switch.plans.title',
      [PLAN_SWITCH_ROUTES.planDetails]: 'plan_switch.plan_details.title',
      [PLAN_SWITCH_ROUTES.orderSummary]: 'plan_switch.order_summary.title',
    },
    journeyRuntime: false,
    messageArea: 'flows',
    lineAction: PLAN_SWITCH_LINE_ACTION,
    // A switch taking effect now is paid before it is sent; its result page is the shared one.
    servicePayment: true,
    scenarios: ['active-esim-line', 'plan-switch-pending'],
  },
  {
    id: 'renew-now',
    // One page (the plan and the amount), then the shared payment pages: no journey to reorder.
    journey: null,
    routes: {
      [RENEW_NOW_ROUTES.review]: 'renewal.review.title',
    },
    journeyRuntime: false,
    messageArea: 'flows',
    lineAction: RENEW_NOW_LINE_ACTION,
    // Paid by card (saved or new), OXXO cash or SPEI on /manage/payment; the result page is shared.
    servicePayment: true,
    scenarios: ['grace-line'],
  },
  {
    id: 'auto-renewal',
    // The details, one form (the terms, the card, the consent) and its review: no journey file.
    journey: null,
    routes: {
      [AUTO_RENEWAL_ROUTES.details]: 'auto_renewal.details.title',
      [AUTO_RENEWAL_ROUTES.payment]: 'auto_renewal.terms.title',
      [AUTO_RENEWAL_ROUTES.cardPayment]: 'auto_renewal.card_payment.title',
    },
    journeyRuntime: false,
    messageArea: 'flows',
    lineAction: AUTO_RENEWAL_LINE_ACTION,
    // A first payment is paid by card on its own page (the card that pays renews the line).
    servicePayment: false,
    scenarios: ['auto-renewal-on', 'auto-renewal-off'],
  },
  {
    id: 'reschedule-delivery',
    journey: 'reschedule-delivery',
    // Address, then the review: nothing in it depends on a fact.
    routes: {
      [RESCHEDULE_DELIVERY_ROUTES.simOnly]: 'reschedule_delivery.address.title',
      [RESCHEDULE_DELIVERY_ROUTES.reviewDetail]: 'reschedule_delivery.review.title',
      [RESCHEDULE_DELIVERY_ROUTES.payment]: 'reschedule_delivery.payment.title',
      // Neutral: the page says "rescheduled" only once the booking it reads is done.
      [RESCHEDULE_DELIVERY_ROUTES.paymentSuccess]: 'reschedule_delivery.flow.title',
    },
    journeyRuntime: false,
    messageArea: 'flows',
    // Opened from the failed delivery's e-mail link and the order page, not from the line's actions.
    lineAction: null,
    // The redelivery fee is paid on the flow's own /reschedule/payment, not the shared pages.
    servicePayment: false,
    scenarios: ['failed-delivery'],
  },
  {
    id: 'sim-replacement',
    journey: 'sim-replacement',
    // The delivery step is taken when the new SIM is delivered (the specification decides).
    routes: {
      [SIM_REPLACEMENT_ROUTES.orderRequest]: 'sim_replacement.order_request.title',
      [SIM_REPLACEMENT_ROUTES.kyc]: 'sim_replacement.kyc.title',
      [SIM_REPLACEMENT_ROUTES.deliveryDetails]: 'sim_replacement.delivery_details.title',
      [SIM_REPLACEMENT_ROUTES.orderSummary]: 'sim_replacement.order_summary.title',
      [SIM_REPLACEMENT_ROUTES.orderPayment]: 'sim_replacement.order_payment.title',
    },
    journeyRuntime: false,
    messageArea: 'flows',
    lineAction: SIM_REPLACEMENT_LINE_ACTION,
    // The fee is paid on the flow's own payment page; the result pages are the shared ones.
    servicePayment: true,
    scenarios: ['sim-replacement-eligible', 'sim-replacement-blocked'],
  },
  {
    id: 'termination',
    journey: 'termination',
    routes: {
      [TERMINATION_ROUTES.request]: 'termination.request.title',
      [TERMINATION_ROUTES.stay]: 'termination.stay.title',
      [TERMINATION_ROUTES.submit]: 'termination.submit.title',
      [TERMINATION_ROUTES.success]: 'termination.success.title',
    },
    journeyRuntime: false,
    messageArea: 'flows',
    lineAction: TERMINATION_LINE_ACTION,
    // Cancelling is free (LFPC art. 76 Bis): nothing is ever paid.
    servicePayment: false,
    scenarios: ['termination-eligible', 'termination-not-eligible', 'termination-before-activation'],
    // LFPC art. 76 Bis: cancelling as easy as buying; the line page and three steps.
    maxScreensFromLine: 4,
  },
  {
    id: 'port-in-request',
    // One page: the transfer, its cancel, and the re-initiation form; no journey to reorder.
    journey: null,
    routes: {
      [PORT_IN_REQUEST_ROUTES.cancelPortIn]: 'port_in_request.title',
    },
    journeyRuntime: false,
    messageArea: 'flows',
    lineAction: PORT_IN_REQUEST_LINE_ACTION,
    // Cancelling or starting a transfer again costs nothing.
    servicePayment: false,
    scenarios: ['pending-port-in', 'failed-port-in', 'expired-nip-port-in'],
  },
  {
    id: 'reverse-port-out',
    // One form (the customer did not ask for the port-out), then the outcome.
    journey: null,
    routes: {
      [REVERSE_PORT_OUT_ROUTES.request]: 'reverse_port_out.title',
      [REVERSE_PORT_OUT_ROUTES.success]: 'reverse_port_out.success.title',
    },
    journeyRuntime: false,
    messageArea: 'flows',
    lineAction: REVERSE_PORT_OUT_LINE_ACTION,
    servicePayment: false,
    scenarios: ['ported-out-line'],
  },
  {
    id: 'number-change',
    journey: 'number-change',
    // The number, then the details confirmed with a code: nothing in it depends on a fact.
    routes: {
      [NUMBER_CHANGE_ROUTES.choose]: 'number_change.choose.title',
      [NUMBER_CHANGE_ROUTES.details]: 'number_change.details.title',
      [NUMBER_CHANGE_ROUTES.status]: 'number_change.status.title',
    },
    journeyRuntime: false,
    messageArea: 'flows',
    lineAction: NUMBER_CHANGE_LINE_ACTION,
    // A premium number is paid on the shared /manage/payment; the status has its own page.
    servicePayment: true,
    scenarios: ['number-change-eligible', 'number-change-not-eligible'],
  },
  {
    id: 'number-recovery',
    // One page (the previous number, confirmed with a code), then its fee and its status.
    journey: null,
    routes: {
      [NUMBER_RECOVERY_ROUTES.request]: 'number_change.recovery.title',
      [NUMBER_RECOVERY_ROUTES.payment]: 'number_change.recovery_payment.title',
      [NUMBER_RECOVERY_ROUTES.status]: 'number_change.recovery_status.title',
    },
    journeyRuntime: false,
    messageArea: 'flows',
    lineAction: NUMBER_RECOVERY_LINE_ACTION,
    // Its fee is paid on its own /manage/recovery-number/payment.
    servicePayment: false,
    scenarios: ['number-recovery-eligible'],
    // The same three calls as number change, with action RECOVERY (listed there once).
  },
  {
    id: 'card-update',
    // The code, the card, the review: the order fixed by what each needs (card-update.vocabulary.ts).
    journey: 'card-update',
    routes: {
      [UPDATE_CARD_ROUTES.verify]: 'update_card.verify.title',
      [UPDATE_CARD_ROUTES.request]: 'update_card.request.title',
      [UPDATE_CARD_ROUTES.submit]: 'update_card.submit.title',
    },
    journeyRuntime: false,
    messageArea: 'flows',
    lineAction: UPDATE_CARD_LINE_ACTION,
    // Nothing is paid: the card is checked by the provider and kept for the line's renewals.
    servicePayment: false,
    scenarios: ['expired-card'],
  },
] as const satisfies readonly FlowManifest[];

export type { FlowManifest } from './flow-manifest.ts';
export type FlowId = (typeof FLOW_MANIFESTS)[number]['id'];
type FlowManifestEntry = (typeof FLOW_MANIFESTS)[number];

/**
 * The service flows: flows with pages and a machine of their own (not the journey runtime's
 * steps). The app keeps, per service flow, its page module and its machine (keyed by this id, so
 * a manifest added here without them fails the typecheck and app/flow-parts.test.ts).
 */
export type ServiceFlowId = Extract<FlowManifestEntry, { journeyRuntime: false }>['id'];
export const SERVICE_FLOWS: readonly Extract<FlowManifestEntry, { journeyRuntime: false }>[] =
  FLOW_MANIFESTS.filter(
    (flow): flow is Extract<FlowManifestEntry, { journeyRuntime: false }> => !flow.journeyRuntime,
  );

/** The flows the line page and the request hub offer (their manifest has a line action). */
export type LineActionFlowId = Extract<FlowManifestEntry, { lineAction: { path: string } }>['id'];
export const LINE_ACTION_FLOWS: readonly Extract<FlowManifestEntry, { lineAction: { path: string } }>[] =
  FLOW_MANIFESTS.filter(
    (flow): flow is Extract<FlowManifestEntry, { lineAction: { path: string } }> => flow.lineAction !== null,
  );

export const flowManifest = (id: string): FlowManifest | undefined =>
  FLOW_MANIFESTS.find((flow) => flow.id === id);

/** The flow whose journey is this file's (journeys/<id>.json). */
export const flowOfJourney = (journeyId: string): FlowManifest | undefined =>
  FLOW_MANIFESTS.find((flow) => flow.journey === journeyId);

/** The flows whose requests are paid on the shared service payment pages. */
export type PaidFlowId = Extract<FlowManifestEntry, { servicePayment: true }>['id'];
export const PAID_FLOWS: readonly Extract<FlowManifestEntry, { servicePayment: true }>[] =
  FLOW_MANIFESTS.filter(
    (flow): flow is Extract<FlowManifestEntry, { servicePayment: true }> => flow.servicePayment,
  );

const PaidFlowSchema = v.picklist(PAID_FLOWS.map((flow) => flow.id) as [PaidFlowId, ...PaidFlowId[]]);

/** The flow a service payment page's address names (`flow=<id>`), or null for none or another. */
export function servicePaymentFlow(search: string): PaidFlowId | null {
  const parsed = v.safeParse(PaidFlowSchema, new URLSearchParams(search).get('flow'));
  return parsed.success ? parsed.output : null;
}

/** A flow route's title ("<title> · Senda"), from its manifest or the shared service payment's. */
export const flowRouteTitle = (path: string): MessageId | undefined =>
  routeTitleIn([...FLOW_MANIFESTS, SERVICE_PAYMENT_PAGES], path);
