import { defineFlowEndpoints } from '../../navigation/flow-manifest.ts';
import * as reversePortOutCalls from './gateway/index.ts';

/** The gateway calls reverse-port-out adds: allEndpoints lists them, and the sandbox's contract test holds the sandbox to them. */
export default defineFlowEndpoints('reverse-port-out', [
  reversePortOutCalls.reversePortOutEligibilityEndpoint,
  reversePortOutCalls.reversePortOutSpecificationsEndpoint,
  reversePortOutCalls.submitReversePortOutEndpoint,
  reversePortOutCalls.reversePortOutRequestEndpoint,
]);
