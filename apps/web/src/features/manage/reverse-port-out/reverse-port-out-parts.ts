import {
  provideReversePortOut,
  REVERSE_PORT_OUT_FLOW,
  type ReversePortOutMachine,
  type ReversePortOutView,
  reversePortOutGatewayCalls,
  reversePortOutPagePath,
  reversePortOutView,
} from '@senda/core/flows/reverse-port-out';
import type { Line } from '@senda/core/gateway';
import { templateEvent } from '@senda/core/machines/service-request-template';
import { provideStepUpMachine } from '@senda/core/machines/step-up';
import { useCallback, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { serviceRequestParts } from '../service-request-parts';
import type { ServiceRequestFlowHandle } from '../use-service-request-flow';

interface ReversePortOutAround {
  /** Sends the request: the form is its own review, so its NEXT (the tick) and SUBMIT go together. */
  request: () => void;
}

function useRequest(actor: ActorRefFrom<ReversePortOutMachine>): ReversePortOutAround {
  const request = useCallback(() => {
    actor.send(templateEvent('NEXT', { data: { notRequestedByMe: true } }));
    actor.send(templateEvent('SUBMIT'));
  }, [actor]);
  return useMemo(() => ({ request }), [request]);
}

/**
 * The reverse port-out page runs this (useServiceRequestFlow): the machine wired in core
 * (provideReversePortOut: gateway calls, saves per customer and line, the step-up), the address
 * following it (reversePortOutPagePath).
 */
export const REVERSE_PORT_OUT_REQUEST = serviceRequestParts({
  flow: REVERSE_PORT_OUT_FLOW,
  machine: (deps, line: Pick<Line, 'orderRef' | 'accountNumber'>) =>
    provideReversePortOut(REVERSE_PORT_OUT_FLOW, {
      calls: reversePortOutGatewayCalls(deps, line),
      storage: deps.storage,
      stepUp: provideStepUpMachine(deps.gateway),
    }),
  subject: (line) => line.accountNumber,
  useAround: useRequest,
  view: reversePortOutView,
  pagePath: (view, here, line) => reversePortOutPagePath(view, here, line.orderRef),
});

export type ReversePortOutHandle = ServiceRequestFlowHandle<
  ReversePortOutMachine,
  ReversePortOutView,
  ReversePortOutAround
>;
