import type { NumberChangeAction } from '@senda/core/flows/number-change';
import {
  type NumberChangeGatewayCalls,
  type NumberChangeMachine,
  type NumberChangeView,
  numberChangeGatewayCalls,
  numberChangePagePath,
  numberChangeView,
  provideNumberChange,
} from '@senda/core/flows/number-change';
import type { Line } from '@senda/core/gateway';
import { provideServicePayment } from '@senda/core/machines/service-payment';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useServices } from '../../../shared/services-context';
import { serviceRequestParts } from '../service-request-parts';
import type { ServiceRequestFlowHandle } from '../use-service-request-flow';
import { NUMBER_CHANGE_JOURNEY, NUMBER_RECOVERY_FLOW } from './number-change-flow';

type NumberChangeLine = Pick<Line, 'orderRef' | 'accountNumber' | 'msisdn'>;

interface NumberChangeAround {
  /** The gateway calls, for the code part of the review (it sends the one-time code). */
  calls: NumberChangeGatewayCalls;
  line: NumberChangeLine;
}

function useCodeCalls(_actor: ActorRefFrom<NumberChangeMachine>, line: NumberChangeLine): NumberChangeAround {
  const { gateway, queryClient, stores } = useServices();
  const { orderRef } = line;
  const calls = useMemo(
    () => numberChangeGatewayCalls({ gateway, queryClient, storage: stores.storage }, { orderRef }),
    [gateway, queryClient, stores, orderRef],
  );
  return useMemo(() => ({ calls, line }), [calls, line]);
}

/**
 * A number change's (or recovery's) pages run this (useServiceRequestFlow): the machine wired in
 * core (provideNumberChange: gateway calls, saves per customer and line, the payment child), the
 * address following it (numberChangePagePath).
 */
function numberChangeParts(action: NumberChangeAction) {
  return serviceRequestParts({
    // A change walks its journey file; a recovery is one form.
    flow: action === 'CHANGE' ? NUMBER_CHANGE_JOURNEY : NUMBER_RECOVERY_FLOW,
    machine: (deps, line: NumberChangeLine, flow) =>
      provideNumberChange(flow, action, {
        calls: numberChangeGatewayCalls(deps, line),
        storage: deps.storage,
        payment: provideServicePayment(deps, deps.targetOrigin),
      }),
    subject: (line) => line.accountNumber,
    useAround: useCodeCalls,
    view: (snapshot, line) => numberChangeView(snapshot, action, line.msisdn),
    pagePath: (view, here, line) => numberChangePagePath(view, here, line.orderRef),
  });
}

export const NUMBER_CHANGE_REQUEST = numberChangeParts('CHANGE');
export const NUMBER_RECOVERY_REQUEST = numberChangeParts('RECOVERY');

export type NumberChangeHandle = ServiceRequestFlowHandle<
  NumberChangeMachine,
  NumberChangeView,
  NumberChangeAround
>;
