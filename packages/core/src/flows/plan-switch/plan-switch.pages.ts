import * as v from 'valibot';
import { servicePaymentFlowPagePath } from '../../machines/service-request-template/service-request-template.pages.ts';
import { SERVICE_PAYMENT_ROUTES } from '../../navigation/routes.ts';
import type { PlanSwitchScreen, PlanSwitchView } from './plan-switch.view.ts';
import { PLAN_SWITCH_ROUTES } from './routes.ts';

/**
 * Which of the flow's six pages shows each screen. The address follows the machine: a screen
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

const ChosenSkuSchema = v.pipe(v.string(), v.regex(/^[A-Z0-9-]{1,64}$/));

/**
 * The plan an address asks the plans step to open with (`sku`, from termination's offer of a
 * cheaper plan), checked: anything else is ignored.
 */
export function readPlanSwitchChosenSku(search: string): string | null {
  const parsed = v.safeParse(ChosenSkuSchema, new URLSearchParams(search).get('sku'));
  return parsed.success ? parsed.output : null;
}
