import {
  provideRenewNow,
  type RenewNowMachine,
  type RenewNowView,
  renewNowGatewayCalls,
  renewNowPagePath,
  renewNowPaymentChoice,
  renewNowView,
} from '@senda/core/flows/renew-now';
import type { Line } from '@senda/core/gateway';
import { serviceRequestParts } from '../service-request-parts';
import type { ServiceRequestFlowHandle } from '../use-service-request-flow';
import { RENEW_NOW_FLOW } from './renew-now-flow';

export type RenewNowHandle = ServiceRequestFlowHandle<RenewNowMachine, RenewNowView>;

/**
 * Renew now's pages run this (useServiceRequestFlow): the machine wired in core (provideRenewNow:
 * gateway calls, saves per customer and SIM, the payment choice offering a card whose automatic
 * renewal was declined after a new card), the address following it
 * (renewNowPagePath).
 */
export const RENEW_NOW_REQUEST = serviceRequestParts({
  flow: RENEW_NOW_FLOW,
  machine: (deps, line: Pick<Line, 'orderRef' | 'accountNumber' | 'sim'>) =>
    provideRenewNow(RENEW_NOW_FLOW, {
      calls: renewNowGatewayCalls(deps, line),
      storage: deps.storage,
      payment: renewNowPaymentChoice(deps, line, deps.targetOrigin),
    }),
  subject: (line) => line.sim.iccid,
  view: renewNowView,
  pagePath: (view, here, line) => renewNowPagePath(view, here, line.orderRef),
});
