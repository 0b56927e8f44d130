import { defineFlowEndpoints } from '../../navigation/flow-manifest.ts';
import { numberLockEndpoint, updateNumberLockEndpoint } from './gateway/number-lock.ts';

/** The gateway calls the number lock adds: allEndpoints lists them, and the sandbox's contract test holds the sandbox to them. */
export default defineFlowEndpoints('number-lock', [numberLockEndpoint, updateNumberLockEndpoint]);
