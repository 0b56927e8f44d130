import {
  provideTermination,
  type TerminationMachine,
  type TerminationView,
  terminationGatewayCalls,
  terminationPagePath,
  terminationView,
} from '@senda/core/flows/termination';
import type { Line } from '@senda/core/gateway';
import { provideStepUpMachine } from '@senda/core/machines/step-up';
import { serviceRequestParts } from '../service-request-parts';
import type { ServiceRequestFlowHandle } from '../use-service-request-flow';
import { TERMINATION_JOURNEY } from './termination-flow';

/**
 * Termination's pages run this (useServiceRequestFlow): the machine wired in core
 * (provideTermination: gateway calls, saves per customer and line, the step-up), the address
 * following it (terminationPagePath). The win-back step's NEXT carries the answer as facts.
 */
export const TERMINATION_REQUEST = serviceRequestParts({
  flow: TERMINATION_JOURNEY,
  machine: (deps, line: Pick<Line, 'orderRef' | 'accountNumber'>, flow) =>
    provideTermination(flow, {
      calls: terminationGatewayCalls(deps, line),
      storage: deps.storage,
      stepUp: provideStepUpMachine(deps.gateway),
    }),
  subject: (line) => line.accountNumber,
  view: terminationView,
  pagePath: (view, here, line) => terminationPagePath(view, here, line.orderRef),
});

export type TerminationHandle = ServiceRequestFlowHandle<TerminationMachine, TerminationView>;
