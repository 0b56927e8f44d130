import {
  type AutoRenewalOnMachine,
  type AutoRenewalOnView,
  autoRenewalGatewayCalls,
  autoRenewalOffView,
  autoRenewalOnView,
  autoRenewalPagePath,
  provideAutoRenewalOff,
  provideAutoRenewalOn,
  provideAutoRenewalPayment,
} from '@senda/core/flows/auto-renewal';
import type { Line } from '@senda/core/gateway';
import { type FlowMachineDeps, serviceRequestParts } from '../service-request-parts';
import type { ServiceRequestFlowHandle } from '../use-service-request-flow';
import { AUTO_RENEWAL_OFF_FLOW, AUTO_RENEWAL_ON_FLOW } from './auto-renewal-flow';

type AutoRenewalLine = Pick<Line, 'orderRef' | 'accountNumber'>;

/** Auto-renewal's gateway calls for the signed-in customer's line, and that owner. */
function autoRenewalCalls(deps: FlowMachineDeps, line: AutoRenewalLine) {
  const owner = { customer: deps.customer, accountNumber: line.accountNumber, orderRef: line.orderRef };
  return { owner, calls: autoRenewalGatewayCalls(deps, owner) };
}

/**
 * Turning on runs this on both of its pages (the terms and the card payment): the machine wired in
 * core (provideAutoRenewalOn: saves per customer and line, the card payment), the address
 * following it (autoRenewalPagePath).
 */
export const AUTO_RENEWAL_ON_REQUEST = serviceRequestParts({
  flow: AUTO_RENEWAL_ON_FLOW,
  machine: (deps, line: AutoRenewalLine) => {
    const { owner, calls } = autoRenewalCalls(deps, line);
    return provideAutoRenewalOn(AUTO_RENEWAL_ON_FLOW, {
      calls,
      storage: deps.storage,
      payment: provideAutoRenewalPayment(deps, owner, deps.targetOrigin),
    });
  },
  subject: (line) => line.accountNumber,
  view: autoRenewalOnView,
  pagePath: (view, here, line) => autoRenewalPagePath(view, here, line.orderRef),
});

/** Turning off runs this: the details page's confirmation (provideAutoRenewalOff), on that page. */
export const AUTO_RENEWAL_OFF_REQUEST = serviceRequestParts({
  flow: AUTO_RENEWAL_OFF_FLOW,
  machine: (deps, line: AutoRenewalLine) =>
    provideAutoRenewalOff(AUTO_RENEWAL_OFF_FLOW, {
      calls: autoRenewalCalls(deps, line).calls,
      storage: deps.storage,
    }),
  subject: (line) => line.accountNumber,
  view: autoRenewalOffView,
});

export type AutoRenewalOnHandle = ServiceRequestFlowHandle<AutoRenewalOnMachine, AutoRenewalOnView>;
