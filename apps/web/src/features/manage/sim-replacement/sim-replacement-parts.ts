import type { Line } from '@senda/core/gateway';
import { provideServicePayment } from '@senda/core/machines/service-payment';
import {
  provideSimReplacement,
  type SimReplacementMachine,
  type SimReplacementView,
  simReplacementGatewayCalls,
  simReplacementInput,
  simReplacementPagePath,
  simReplacementView,
} from '@senda/core/machines/sim-replacement';
import { provideStepUpMachine } from '@senda/core/machines/step-up';
import type { ServiceRequestFlowHandle, ServiceRequestFlowParts } from '../use-service-request-flow';
import { SIM_REPLACEMENT_FLOW } from './sim-replacement-flow';

type RequestLine = Pick<Line, 'orderRef' | 'accountNumber'>;

export type SimReplacementHandle = ServiceRequestFlowHandle<SimReplacementMachine, SimReplacementView>;

/**
 * SIM replacement's pages run this (useServiceRequestFlow): the machine wired in core
 * (provideSimReplacement: gateway calls, saves per customer and line, the payment child, the
 * step-up), the address following it (simReplacementPagePath).
 */
export const SIM_REPLACEMENT_REQUEST: ServiceRequestFlowParts<
  SimReplacementMachine,
  SimReplacementView,
  RequestLine
> = {
  machine: ({ gateway, queryClient, stores, targetOrigin }, { orderRef }) =>
    provideSimReplacement(SIM_REPLACEMENT_FLOW, {
      calls: simReplacementGatewayCalls({ gateway, queryClient, storage: stores.storage }, { orderRef }),
      storage: stores.storage,
      payment: provideServicePayment({ gateway, queryClient, stores }, targetOrigin),
      stepUp: provideStepUpMachine(gateway),
    }),
  input: (storage, customer, line) =>
    simReplacementInput(
      SIM_REPLACEMENT_FLOW,
      { storage },
      { customer, accountNumber: line.accountNumber, orderRef: line.orderRef },
    ),
  view: simReplacementView,
  pagePath: (view, here, line) => simReplacementPagePath(view, here, line.orderRef),
};
