import type { MessageId } from '../../i18n/messages/index.ts';
import { defineServiceFlow } from '../../navigation/flow-manifest.ts';
import { SIM_REPLACEMENT_ROUTES } from '../../navigation/routes.ts';

/**
 * SIM replacement's "Replace SIM" on the line page (sim-replacement.rules.ts offers it exactly when
 * the gateway says so). Here, not in the rules, so the servicing route table (which reads the
 * manifests) does not hold the rules.
 */
export const SIM_REPLACEMENT_LINE_ACTION = {
  labelId: 'line.action.sim_replacement',
  path: SIM_REPLACEMENT_ROUTES.orderRequest,
} as const satisfies { labelId: MessageId; path: string };

export default defineServiceFlow({
  id: 'sim-replacement',
  order: 50,
  journey: 'sim-replacement',
  // The delivery step is taken when the new SIM is delivered (the specification decides).
  routes: {
    [SIM_REPLACEMENT_ROUTES.orderRequest]: 'sim_replacement.order_request.title',
    [SIM_REPLACEMENT_ROUTES.kyc]: 'sim_replacement.kyc.title',
    [SIM_REPLACEMENT_ROUTES.deliveryDetails]: 'sim_replacement.delivery_details.title',
    [SIM_REPLACEMENT_ROUTES.orderSummary]: 'sim_replacement.order_summary.title',
    [SIM_REPLACEMENT_ROUTES.orderPayment]: 'sim_replacement.order_payment.title',
  },
  lineAction: SIM_REPLACEMENT_LINE_ACTION,
  // The fee is paid on the flow's own payment page; the result pages are the shared ones.
  texts: ['sim_replacement'],
  servicePayment: true,
  scenarios: ['sim-replacement-eligible', 'sim-replacement-blocked'],
});
