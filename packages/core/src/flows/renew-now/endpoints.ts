import * as cashPaymentCalls from '../../gateway/cash-payments/index.ts';
import { defineFlowEndpoints } from '../../navigation/flow-manifest.ts';
import * as renewalCalls from './gateway/index.ts';

/** The gateway calls renew-now adds: allEndpoints lists them, and the sandbox's contract test holds the sandbox to them. */
export default defineFlowEndpoints('renew-now', [
  renewalCalls.submitRenewalEndpoint,
  cashPaymentCalls.createCashPaymentEndpoint,
  cashPaymentCalls.orderCashPaymentEndpoint,
]);
