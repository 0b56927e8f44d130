import * as v from 'valibot';
import { SERVICE_FLOW_MANIFESTS } from '../flow-declarations/service-flow-manifests.ts';
import type { MessageId } from '../i18n/messages/index.ts';
import type { FlowManifest, ServiceFlowManifest } from './flow-manifest.ts';
import { JOURNEY_RUNTIME_FLOWS, routeTitleIn } from './journey-flow-manifests.ts';
import { SERVICE_PAYMENT_ROUTES } from './routes.ts';

/**
 * The pages every paid service request pays on and ends at (/manage/payment, -success,
 * -failed), with their titles, registered once for all the flows whose manifest says
 * `servicePayment: true`. The address names the flow (`flow=<id>`, servicePaymentFlow), whose
 * machine holds the payment.
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

/**
 * The service flows: flows with pages and a machine of their own (not the journey runtime's
 * steps), each its `machines/<flow>/<flow>.flow.ts`, in their `order`. The app finds each one's
 * page module and line action the same way, in the flow's feature folder.
 */
export const SERVICE_FLOWS: readonly ServiceFlowManifest[] = SERVICE_FLOW_MANIFESTS;

/**
 * Every flow's manifest: the journey runtime's (journey-flow-manifests.ts, in the first load) and
 * the service flows'. Read by account servicing's chunks, the build and the tests, never by the
 * first load (apps/web/bench/bundle-size.ts fails the budget test when it is there).
 */
export const FLOW_MANIFESTS: readonly FlowManifest[] = [...JOURNEY_RUNTIME_FLOWS, ...SERVICE_FLOWS];

export type { FlowManifest, ServiceFlowManifest } from './flow-manifest.ts';
/** A flow's id (its manifest's): found, not listed, so any string a manifest has. */
export type FlowId = string;
export type ServiceFlowId = string;
export type LineActionFlowId = string;
export type PaidFlowId = string;

/** The flows the line page and the request hub offer (their manifest has a line action). */
export const LINE_ACTION_FLOWS: readonly (ServiceFlowManifest & {
  lineAction: NonNullable<FlowManifest['lineAction']>;
})[] = SERVICE_FLOWS.filter(
  (flow): flow is ServiceFlowManifest & { lineAction: NonNullable<FlowManifest['lineAction']> } =>
    flow.lineAction !== null,
);

export const flowManifest = (id: string): FlowManifest | undefined =>
  FLOW_MANIFESTS.find((flow) => flow.id === id);

/** The flow whose journey is this file's (journeys/<id>.json). */
export const flowOfJourney = (journeyId: string): FlowManifest | undefined =>
  FLOW_MANIFESTS.find((flow) => flow.journey === journeyId);

/** The flows whose requests are paid on the shared service payment pages. */
export const PAID_FLOWS: readonly ServiceFlowManifest[] = SERVICE_FLOWS.filter((flow) => flow.servicePayment);

const PaidFlowSchema = v.picklist(PAID_FLOWS.map((flow) => flow.id));

/** The flow a service payment page's address names (`flow=<id>`), or null for none or another. */
export function servicePaymentFlow(search: string): PaidFlowId | null {
  const parsed = v.safeParse(PaidFlowSchema, new URLSearchParams(search).get('flow'));
  return parsed.success ? parsed.output : null;
}

/** A flow route's title ("<title> · Senda"), from its manifest or the shared service payment's. */
export const flowRouteTitle = (path: string): MessageId | undefined =>
  routeTitleIn([...FLOW_MANIFESTS, SERVICE_PAYMENT_PAGES], path);
