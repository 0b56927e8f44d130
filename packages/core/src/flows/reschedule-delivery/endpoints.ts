import { defineFlowEndpoints } from '../../navigation/flow-manifest.ts';
import * as rescheduleCalls from './gateway/index.ts';

/** The gateway calls reschedule-delivery adds: allEndpoints lists them, and the sandbox's contract test holds the sandbox to them. */
export default defineFlowEndpoints('reschedule-delivery', [
  rescheduleCalls.validateRescheduleEndpoint,
  rescheduleCalls.submitRescheduleEndpoint,
  rescheduleCalls.reschedulePaymentEndpoint,
]);
