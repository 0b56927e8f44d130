import type { Line } from '@senda/core/gateway';
import { providePaymentChoice } from '@senda/core/machines/payment-choice';
import {
  provideRenewNow,
  type RenewNowMachine,
  type RenewNowView,
  renewNowGatewayCalls,
  renewNowInput,
  renewNowPagePath,
  renewNowView,
} from '@senda/core/machines/renew-now';
import type { ServiceRequestFlowHandle, ServiceRequestFlowParts } from '../use-service-request-flow';
import { RENEW_NOW_FLOW } from './renew-now-flow';

type RequestLine = Pick<Line, 'orderRef' | 'sim'>;

export type RenewNowHandle = ServiceRequestFlowHandle<RenewNowMachine, RenewNowView>;

/**
 * Renew now's pages run this (useServiceRequestFlow): the machine wired in core (provideRenewNow:
 * gateway calls, saves per customer and line, the payment choice), the address following it
 * (renewNowPagePath).
 */
export const RENEW_NOW_REQUEST: ServiceRequestFlowParts<RenewNowMachine, RenewNowView, RequestLine> = {
  machine: ({ gateway, queryClient, stores, targetOrigin }, { orderRef }) =>
    provideRenewNow(RENEW_NOW_FLOW, {
      calls: renewNowGatewayCalls({ gateway, queryClient, storage: stores.storage }, { orderRef }),
      storage: stores.storage,
      payment: providePaymentChoice({ gateway, queryClient, stores }, targetOrigin),
    }),
  input: (storage, customer, line) =>
    renewNowInput(
      RENEW_NOW_FLOW,
      { storage },
      { customer, simNumber: line.sim.iccid, orderRef: line.orderRef },
    ),
  view: renewNowView,
  pagePath: (view, here, line) => renewNowPagePath(view, here, line.orderRef),
};
