import { defineFlowEndpoints } from '../../navigation/flow-manifest.ts';
import * as portInCalls from './gateway/index.ts';

/** The gateway calls port-in-request adds: allEndpoints lists them, and the sandbox's contract test holds the sandbox to them. */
export default defineFlowEndpoints('port-in-request', [
  portInCalls.portInCancelEligibilityEndpoint,
  portInCalls.cancelPortInEndpoint,
  portInCalls.portInReinitiationEligibilityEndpoint,
  portInCalls.reinitiatePortInEndpoint,
  portInCalls.takeNewNumberEndpoint,
  portInCalls.activePortInConfigEndpoint,
]);
