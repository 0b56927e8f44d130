import type { MessageId } from '../../i18n/messages/index.ts';
import { defineFlow } from '../define-flow.ts';
import { SIM_REPLACEMENT_ROUTES } from './routes.ts';

/**
 * SIM replacement's "Replace SIM" on the line page (sim-replacement.rules.ts offers it exactly when
 * the gateway says so). Here, not in the rules, so the servicing route table (which reads the
 * manifests) does not hold the rules.
 */
export const SIM_REPLACEMENT_LINE_ACTION = {
  labelId: 'line.action.sim_replacement',
  path: SIM_REPLACEMENT_ROUTES.orderRequest,
} as const satisfies { labelId: MessageId; path: string };

export default defineFlow({
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
  // Its line action's texts (why it is unavailable) and its rows in the request history, with the
  // reason the customer gave: shown off its pages.
  manageTexts: [
    'sim_replacement.reason',
    'sim_replacement.refusal',
    'sim_replacement.row',
    'sim_replacement.unavailable',
  ],
  servicePayment: true,
  scenarios: ['sim-replacement-eligible', 'sim-replacement-blocked'],
  // The spec's SIM_REPLACEMENT request: the request history lists it under it.
  requestTypes: { SIM_REPLACEMENT: 'service_request.type.sim_replacement' },
  // A new SIM takes the number over (a lost one is blocked at once): the account's address
  // approves it first.
  stepUpActions: ['SIM_REPLACEMENT'],
  // Not the spec's: the sandbox answers them as 422601 and 422602 (a line that may not have a new
  // SIM, a submit without the holder's identity check); read by name, as the other wings' own
  // refusals are.
  errorCodes: [
    { code: 'SIM_REPLACEMENT_NOT_ELIGIBLE', messageId: 'errors.refusal.sim_replacement_not_eligible' },
    { code: 'SIM_REPLACEMENT_KYC_MISSING', messageId: 'errors.refusal.sim_replacement_kyc_missing' },
  ],
});
