import { defineFlowEndpoints } from '../../navigation/flow-manifest.ts';
import { updateUsageAlertsEndpoint, usageAlertsEndpoint } from './gateway/usage-alerts.ts';

/** The gateway calls the usage alerts add: allEndpoints lists them, and the sandbox's contract test holds the sandbox to them. */
export default defineFlowEndpoints('usage-alerts', [usageAlertsEndpoint, updateUsageAlertsEndpoint]);
