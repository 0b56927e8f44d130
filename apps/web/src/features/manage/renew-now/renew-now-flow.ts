import { createRenewNowMachine } from '@senda/core/flows/renew-now';

/** The flow's definition, made once: the service-request template with renew now's review. */
export const RENEW_NOW_FLOW = createRenewNowMachine();
