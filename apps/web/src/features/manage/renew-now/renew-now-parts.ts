import type { Line } from '@senda/core/gateway';
import { providePaymentChoice } from '@senda/core/machines/payment-choice';
import {
  provideRenewNow,
  type RenewNowMachine,
  type RenewNowView,
  renewNowGatewayCalls,
  renewNowPagePath,
  renewNowView,
} from '@senda/core/machines/renew-now';
import { serviceRequestParts } from '../service-request-parts';
import type { ServiceRequestFlowHandle } from '../use-service-request-flow';
import { RENEW_NOW_FLOW } from './renew-now-flow';

export type RenewNowHandle = ServiceRequestFlowHandle<RenewNowMachine, RenewNowView>;

/**
 * Renew now's pages run this (useServiceRequestFlow): the machine wired in core (provideRenewNow:
 * gateway calls, saves per customer and SIM, the payment choice), the address following it
 * (renewNowPagePath).
 */
export const RENEW_NOW_REQUEST = serviceRequestParts({
  flow: RENEW_NOW_FLOW,
  machine: (deps, line: Pick<Line, 'orderRef' | 'sim'>) =>
    provideRenewNow(RENEW_NOW_FLOW, {
      calls: renewNowGatewayCalls(deps, line),
      storage: deps.storage,
      payment: providePaymentChoice(deps, deps.targetOrigin),
    }),
  subject: (line) => line.sim.iccid,
  view: renewNowView,
  pagePath: (view, here, line) => renewNowPagePath(view, here, line.orderRef),
});
