import type { Line } from '@senda/core/gateway';
import {
  type PortInRequestMachine,
  type PortInRequestView,
  portInRequestGatewayCalls,
  portInRequestInput,
  portInRequestView,
  providePortInRequest,
  transferTemporaryNumber,
} from '@senda/core/machines/port-in-request';
import { provideStepUpMachine } from '@senda/core/machines/step-up';
import type { ServiceRequestFlowHandle, ServiceRequestFlowParts } from '../use-service-request-flow';
import { PORT_IN_REQUEST_FLOW } from './port-in-request-flow';

type RequestLine = Pick<Line, 'orderRef' | 'portIn' | 'accountNumber'>;

export type PortInRequestHandle = ServiceRequestFlowHandle<PortInRequestMachine, PortInRequestView>;

/**
 * The transfer page runs this (useServiceRequestFlow): the machine wired in core
 * (providePortInRequest: gateway calls, saves per customer and order, the step-up). The flow has
 * one page: its address does not follow the machine (journeys/port-in-request.json's form and
 * review are both screens of it).
 */
export const PORT_IN_REQUEST: ServiceRequestFlowParts<PortInRequestMachine, PortInRequestView, RequestLine> =
  {
    machine: ({ gateway, queryClient, stores }, line) =>
      providePortInRequest(PORT_IN_REQUEST_FLOW, {
        calls: portInRequestGatewayCalls(
          { gateway, queryClient, storage: stores.storage },
          { temporaryNumber: transferTemporaryNumber(line), accountNumber: line.accountNumber },
        ),
        storage: stores.storage,
        stepUp: provideStepUpMachine(gateway),
      }),
    input: (storage, customer, line) =>
      portInRequestInput(PORT_IN_REQUEST_FLOW, { storage }, { customer, orderRef: line.orderRef }),
    view: portInRequestView,
  };
