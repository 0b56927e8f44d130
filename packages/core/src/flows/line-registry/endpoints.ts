import { defineFlowEndpoints } from '../../navigation/flow-manifest.ts';
import { registerLineEndpoint } from './gateway/register-line.ts';

/** The gateway call the line registry adds: allEndpoints lists it, and the sandbox's contract test holds the sandbox to it. */
export default defineFlowEndpoints('line-registry', [registerLineEndpoint]);
