import { defineFlowEndpoints } from '../../navigation/flow-manifest.ts';
import * as planSwitchCalls from './gateway/index.ts';

/** The gateway calls plan-switch adds: allEndpoints lists them, and the sandbox's contract test holds the sandbox to them. */
export default defineFlowEndpoints('plan-switch', [
  planSwitchCalls.planSwitchEligibilityEndpoint,
  planSwitchCalls.planSwitchPreviewEndpoint,
  planSwitchCalls.submitPlanSwitchEndpoint,
  planSwitchCalls.planSwitchCancelEligibilityEndpoint,
  planSwitchCalls.cancelPlanSwitchEndpoint,
]);
