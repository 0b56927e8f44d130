import { defineFlowEndpoints } from '../../navigation/flow-manifest.ts';
import { lineUsageEndpoint } from './gateway/line-usage.ts';

/** The gateway calls the line's usage adds: allEndpoints lists them, and the sandbox's contract test holds the sandbox to them. */
export default defineFlowEndpoints('line-usage', [lineUsageEndpoint]);
