import type { Line } from '@senda/core/gateway';
import { provideStepUpMachine } from '@senda/core/machines/step-up';
import {
  provideTermination,
  type TerminationMachine,
  type TerminationView,
  terminationGatewayCalls,
  terminationInput,
  terminationPagePath,
  terminationView,
} from '@senda/core/machines/termination';
import type { ServiceRequestFlowHandle, ServiceRequestFlowParts } from '../use-service-request-flow';
import { TERMINATION_FLOW } from './termination-flow';

type TerminationLine = Pick<Line, 'orderRef' | 'accountNumber'>;

/**
 * Termination's pages run this (useServiceRequestFlow): the machine wired in core
 * (provideTermination: gateway calls, saves per customer and line, the step-up), the address
 * following it (terminationPagePath). The win-back step's NEXT carries the answer as facts.
 */
export const TERMINATION_REQUEST: ServiceRequestFlowParts<
  TerminationMachine,
  TerminationView,
  TerminationLine
> = {
  machine: ({ gateway, queryClient, stores }, { orderRef }) =>
    provideTermination(TERMINATION_FLOW, {
      calls: terminationGatewayCalls({ gateway, queryClient, storage: stores.storage }, { orderRef }),
      storage: stores.storage,
      stepUp: provideStepUpMachine(gateway),
    }),
  input: (storage, customer, line) =>
    terminationInput(
      TERMINATION_FLOW,
      { storage },
      { customer, accountNumber: line.accountNumber, orderRef: line.orderRef },
    ),
  view: terminationView,
  pagePath: (view, here, line) => terminationPagePath(view, here, line.orderRef),
};

export type TerminationHandle = ServiceRequestFlowHandle<TerminationMachine, TerminationView>;
