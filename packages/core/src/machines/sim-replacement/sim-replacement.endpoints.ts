import * as simReplacementCalls from '../../gateway/sim-replacement/index.ts';
import { defineFlowEndpoints } from '../../navigation/flow-manifest.ts';

/** The gateway calls sim-replacement adds: allEndpoints lists them, and the sandbox's contract test holds the sandbox to them. */
export default defineFlowEndpoints('sim-replacement', [
  simReplacementCalls.simReplacementEligibilityEndpoint,
  simReplacementCalls.simReplacementSpecificationsEndpoint,
  simReplacementCalls.submitSimReplacementEndpoint,
]);
