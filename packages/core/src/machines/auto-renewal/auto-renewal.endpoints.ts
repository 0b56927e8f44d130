import * as autoRenewalCalls from '../../gateway/auto-renewal/index.ts';
import { defineFlowEndpoints } from '../../navigation/flow-manifest.ts';

/** The gateway calls auto-renewal adds: allEndpoints lists them, and the sandbox's contract test holds the sandbox to them. */
export default defineFlowEndpoints('auto-renewal', [
  autoRenewalCalls.autoRenewalSpecificationsEndpoint,
  autoRenewalCalls.enableAutoRenewalEndpoint,
  autoRenewalCalls.cancelAutoRenewalEndpoint,
]);
