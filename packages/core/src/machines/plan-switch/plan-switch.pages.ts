import * as v from 'valibot';
import { servicePaymentFlow } from '../../navigation/flow-manifests.ts';
import { PLAN_SWITCH_ROUTES, SERVICE_PAYMENT_ROUTES } from '../../navigation/routes.ts';
import type { PlanSwitchScreen, PlanSwitchView } from './plan-switch.view.ts';

/**
 * Which of the flow's six pages (§2) shows each screen. The address follows the machine: a screen
 * reached by NEXT, a payment or a reload is shown on its own page, so Back, a reload and a shared
 * link land where the customer was. Screens without a page of their own (the checks, a refusal,
 * a cancel) are shown on whichever of the flow's pages is open.
 */
const PAGE_OF_SCREEN: Readonly<Partial<Record<PlanSwitchScreen, string>>> = {
  plans: PLAN_SWITCH_ROUTES.plans,
  'plan-details': PLAN_SWITCH_ROUTES.planDetails,
  'order-summary': PLAN_SWITCH_ROUTES.orderSummary,
  sending: PLAN_SWITCH_ROUTES.orderSummary,
  'send-failed': PLAN_SWITCH_ROUTES.orderSummary,
  failed: PLAN_SWITCH_ROUTES.orderSummary,
  payment: SERVICE_PAYMENT_ROUTES.payment,
  'payment-failed': SERVICE_PAYMENT_ROUTES.paymentFailed,
  status: SERVICE_PAYMENT_ROUTES.paymentSuccess,
  'follow-later': SERVICE_PAYMENT_ROUTES.paymentSuccess,
  done: SERVICE_PAYMENT_ROUTES.paymentSuccess,
};

const PLAN_SWITCH_FLOW_ID = 'plan-switch';
const SERVICE_PAYMENT_PAGE_PATHS: readonly string[] = Object.values(SERVICE_PAYMENT_ROUTES);

/** What the success page is about, from its address: the line, the request and the paid order. */
const SuccessQuerySchema = v.object({
  orderRef: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  requestId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  paidOrder: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(64))),
});
export type ServiceRequestResultQuery = v.InferOutput<typeof SuccessQuerySchema>;

/** The success page's address parameters, checked (anything else: null, nothing is claimed). */
export function readServiceRequestResultQuery(search: string): ServiceRequestResultQuery | null {
  const params = new URLSearchParams(search);
  const parsed = v.safeParse(SuccessQuerySchema, {
    orderRef: params.get('orderRef') ?? undefined,
    requestId: params.get('requestId') ?? undefined,
    paidOrder: params.get('paidOrder') ?? undefined,
  });
  return parsed.success ? parsed.output : null;
}

/**
 * The address the flow's page should be at for this view, or null to stay where it is. The
 * success page names the request (and the order paid for it), so a reload there, once the flow
 * is over and its save cleared, still shows that result read from the gateway rather than a new
 * switch's first page.
 */
export function planSwitchPagePath(
  view: Pick<PlanSwitchView, 'screen' | 'requestId' | 'payment' | 'busy'>,
  here: { pathname: string; search: string },
  orderRef: string,
): string | null {
  return servicePaymentFlowPagePath(PLAN_SWITCH_FLOW_ID, PAGE_OF_SCREEN[view.screen], view, here, orderRef);
}

/**
 * Where a paid service flow's page should be for a view (`page`: the page of its screen, if it has
 * one), or null to stay: its own pages by orderRef, the shared payment pages naming the flow
 * (`flow=<id>`), the success page naming the request and the paid order. Every paid flow's
 * `<flow>.pages.ts` maps its screens to pages and calls this.
 */
export function servicePaymentFlowPagePath(
  flowId: string,
  page: string | undefined,
  view: { requestId: string | null; payment: { orderReference: string } | null; busy: boolean },
  here: { pathname: string; search: string },
  orderRef: string,
): string | null {
  // Mid-call the screen is not settled (a status read after paying may end anywhere): wait.
  if (view.busy) return null;
  const onResult = readServiceRequestResultQuery(here.search);
  if (here.pathname === SERVICE_PAYMENT_ROUTES.paymentSuccess && onResult && view.requestId === null)
    return null;
  if (!page) return null;
  const query = new URLSearchParams({ orderRef });
  // The shared service payment pages serve every paid flow: the address names this one.
  if (SERVICE_PAYMENT_PAGE_PATHS.includes(page)) query.set('flow', flowId);
  if (page === SERVICE_PAYMENT_ROUTES.paymentSuccess && view.requestId) {
    query.set('requestId', view.requestId);
    if (view.payment) query.set('paidOrder', view.payment.orderReference);
  }
  const path = `${page}?${query.toString()}`;
  const same =
    here.pathname === page &&
    (!SERVICE_PAYMENT_PAGE_PATHS.includes(page) || servicePaymentFlow(here.search) === flowId) &&
    (page !== SERVICE_PAYMENT_ROUTES.paymentSuccess || onResult?.requestId === view.requestId);
  return same ? null : path;
}

const ChosenSkuSchema = v.pipe(v.string(), v.regex(/^[A-Z0-9-]{1,64}$/));

/**
 * The plan an address asks the plans step to open with (`sku`, from termination's offer of a
 * cheaper plan), checked: anything else is ignored.
 */
export function readPlanSwitchChosenSku(search: string): string | null {
  const parsed = v.safeParse(ChosenSkuSchema, new URLSearchParams(search).get('sku'));
  return parsed.success ? parsed.output : null;
}
