import { createAutoRenewalOffMachine, createAutoRenewalOnMachine } from '@senda/core/flows/auto-renewal';

/** The flows' definitions, made once: the service-request template turning auto-renewal on, and off. */
export const AUTO_RENEWAL_ON_FLOW = createAutoRenewalOnMachine();
export const AUTO_RENEWAL_OFF_FLOW = createAutoRenewalOffMachine();
