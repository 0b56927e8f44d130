import {
  type PortInRequestMachine,
  type PortInRequestView,
  portInRequestGatewayCalls,
  portInRequestView,
  providePortInRequest,
  transferTemporaryNumber,
} from '@senda/core/flows/port-in-request';
import type { Line } from '@senda/core/gateway';
import { provideStepUpMachine } from '@senda/core/machines/step-up';
import { serviceRequestParts } from '../service-request-parts';
import type { ServiceRequestFlowHandle } from '../use-service-request-flow';
import { PORT_IN_REQUEST_JOURNEY } from './port-in-request-flow';

export type PortInRequestHandle = ServiceRequestFlowHandle<PortInRequestMachine, PortInRequestView>;

/**
 * The transfer page runs this (useServiceRequestFlow): the machine wired in core
 * (providePortInRequest: gateway calls, saves per customer and order, the step-up). The flow has
 * one page: its address does not follow the machine (journeys/port-in-request.json's form and
 * review are both screens of it).
 */
export const PORT_IN_REQUEST = serviceRequestParts({
  flow: PORT_IN_REQUEST_JOURNEY,
  machine: (deps, line: Pick<Line, 'orderRef' | 'portIn' | 'accountNumber'>, flow) =>
    providePortInRequest(flow, {
      calls: portInRequestGatewayCalls(deps, {
        temporaryNumber: transferTemporaryNumber(line),
        accountNumber: line.accountNumber,
      }),
      storage: deps.storage,
      stepUp: provideStepUpMachine(deps.gateway),
    }),
  subject: (line) => line.orderRef,
  view: portInRequestView,
});
