import { defineFlowEndpoints } from '../../navigation/flow-manifest.ts';
import * as terminationCalls from './gateway/index.ts';

/** The gateway calls termination adds: allEndpoints lists them, and the sandbox's contract test holds the sandbox to them. */
export default defineFlowEndpoints('termination', [
  terminationCalls.terminationEligibilityEndpoint,
  terminationCalls.terminationReasonsEndpoint,
  terminationCalls.winBackAggregationEndpoint,
  terminationCalls.claimWinBackEndpoint,
  terminationCalls.submitTerminationEndpoint,
  terminationCalls.terminationCancelEligibilityEndpoint,
  terminationCalls.cancelTerminationEndpoint,
]);
