import type { MessageId } from '../../i18n/messages/index.ts';
import { defineFlow } from '../define-flow.ts';
import { PLAN_SWITCH_ROUTES } from './routes.ts';

/** Plan switch's action on the line page: its label and first page (plan-switch.rules.ts offers it). */
export const PLAN_SWITCH_LINE_ACTION = {
  labelId: 'line.action.plan_switch',
  path: PLAN_SWITCH_ROUTES.plans,
} as const satisfies { labelId: MessageId; path: string };

export default defineFlow({
  id: 'plan-switch',
  order: 10,
  journey: 'plan-switch',
  // Plans, details, summary: nothing in it depends on a fact; the details show the plan chosen.
  routes: {
    [PLAN_SWITCH_ROUTES.plans]: 'plan_switch.plans.title',
    [PLAN_SWITCH_ROUTES.planDetails]: 'plan_switch.plan_details.title',
    [PLAN_SWITCH_ROUTES.orderSummary]: 'plan_switch.order_summary.title',
  },
  lineAction: PLAN_SWITCH_LINE_ACTION,
  // A switch taking effect now is paid before it is sent; its result page is the shared one.
  texts: ['plan_switch'],
  servicePayment: true,
  scenarios: ['active-esim-line', 'plan-switch-pending'],
  // Its line action's refusals, a pending switch's cancel and its usage card offer (the line page),
  // its history rows.
  manageTexts: [
    'plan_switch.action',
    'plan_switch.cancel',
    'plan_switch.cancel_refusal',
    'plan_switch.refusal',
    'plan_switch.row',
    'plan_switch.usage',
  ],
  requestTypes: { PLAN_SWITCH: 'service_request.type.plan_switch' },
});
