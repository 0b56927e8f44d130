import { defineFlowEndpoints } from '../../navigation/flow-manifest.ts';
import * as simReplacementCalls from './gateway/index.ts';

/** The gateway calls sim-replacement adds: allEndpoints lists them, and the sandbox's contract test holds the sandbox to them. */
export default defineFlowEndpoints('sim-replacement', [
  simReplacementCalls.simReplacementEligibilityEndpoint,
  simReplacementCalls.simReplacementSpecificationsEndpoint,
  simReplacementCalls.submitSimReplacementEndpoint,
]);
