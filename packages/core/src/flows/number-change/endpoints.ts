import { defineFlowEndpoints } from '../../navigation/flow-manifest.ts';
import * as numberChangeCalls from './gateway/index.ts';

/** The gateway calls number-change adds: allEndpoints lists them, and the sandbox's contract test holds the sandbox to them. */
// Number recovery makes the same three calls, with action RECOVERY: listed here once.
export default defineFlowEndpoints('number-change', [
  numberChangeCalls.numberChangeEligibilityEndpoint,
  numberChangeCalls.generateNumberChangeOttEndpoint,
  numberChangeCalls.submitNumberChangeEndpoint,
]);
