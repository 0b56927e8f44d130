import {
  provideSimReplacement,
  type SimReplacementMachine,
  type SimReplacementView,
  simReplacementGatewayCalls,
  simReplacementPagePath,
  simReplacementView,
} from '@senda/core/flows/sim-replacement';
import type { Line } from '@senda/core/gateway';
import { provideServicePayment } from '@senda/core/machines/service-payment';
import { provideStepUpMachine } from '@senda/core/machines/step-up';
import { serviceRequestParts } from '../service-request-parts';
import type { ServiceRequestFlowHandle } from '../use-service-request-flow';
import { SIM_REPLACEMENT_JOURNEY } from './sim-replacement-flow';

export type SimReplacementHandle = ServiceRequestFlowHandle<SimReplacementMachine, SimReplacementView>;

/**
 * SIM replacement's pages run this (useServiceRequestFlow): the machine wired in core
 * (provideSimReplacement: gateway calls, saves per customer and line, the payment child, the
 * step-up), the address following it (simReplacementPagePath).
 */
export const SIM_REPLACEMENT_REQUEST = serviceRequestParts({
  flow: SIM_REPLACEMENT_JOURNEY,
  machine: (deps, line: Pick<Line, 'orderRef' | 'accountNumber'>, flow) =>
    provideSimReplacement(flow, {
      calls: simReplacementGatewayCalls(deps, line),
      storage: deps.storage,
      payment: provideServicePayment(deps, deps.targetOrigin),
      stepUp: provideStepUpMachine(deps.gateway),
    }),
  subject: (line) => line.accountNumber,
  view: simReplacementView,
  pagePath: (view, here, line) => simReplacementPagePath(view, here, line.orderRef),
});
