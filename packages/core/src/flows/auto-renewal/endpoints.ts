import * as specificationsCalls from '../../gateway/auto-renewal/index.ts';
import { defineFlowEndpoints } from '../../navigation/flow-manifest.ts';
import * as autoRenewalCalls from './gateway/index.ts';

/** The gateway calls auto-renewal adds: allEndpoints lists them, and the sandbox's contract test holds the sandbox to them. */
export default defineFlowEndpoints('auto-renewal', [
  specificationsCalls.autoRenewalSpecificationsEndpoint,
  autoRenewalCalls.enableAutoRenewalEndpoint,
  autoRenewalCalls.cancelAutoRenewalEndpoint,
]);
