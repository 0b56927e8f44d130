import type { Line } from '@senda/core/gateway';
import type { JourneyFactPatch, JourneyStepData } from '@senda/core/journey';
import {
  PORT_IN_REQUEST_FLOW,
  type PortInRequestCommand,
  type PortInRequestMachine,
  type PortInRequestView,
  portInRequestGatewayCalls,
  portInRequestInput,
  portInRequestView,
  providePortInRequest,
  transferTemporaryNumber,
} from '@senda/core/machines/port-in-request';
import { provideStepUpMachine } from '@senda/core/machines/step-up';
import { useActorRef, useSelector } from '@xstate/react';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useServices } from '../../../shared/services-context';
import { sameFlowView, useFlowCommands } from '../use-flow-commands';

export interface PortInRequestHandle {
  actor: ActorRefFrom<PortInRequestMachine>;
  view: PortInRequestView;
  /** The events the view allows, by name (a screen offers a button only for what is in `view.sends`). */
  send: (command: PortInRequestCommand, data?: JourneyStepData, facts?: JourneyFactPatch) => void;
  /** Keeps what is typed in the form before it is sent on (a reload keeps it). */
  keep: (data: Record<string, unknown>) => void;
}

/**
 * Port-in cancel and re-initiation for one line of the signed-in customer, wired in core
 * (providePortInRequest: gateway calls, saves per customer and order). Nothing here decides anything.
 */
export function usePortInRequest(
  line: Pick<Line, 'orderRef' | 'portIn' | 'accountNumber'>,
): PortInRequestHandle {
  const { gateway, queryClient, stores } = useServices();
  const customer = useAtomValue(stores.auth.state).userId ?? '';
  const { orderRef, accountNumber } = line;
  const temporaryNumber = transferTemporaryNumber(line);
  const machine = useMemo(
    () =>
      providePortInRequest(PORT_IN_REQUEST_FLOW, {
        calls: portInRequestGatewayCalls(
          { gateway, queryClient, storage: stores.storage },
          { temporaryNumber, accountNumber },
        ),
        storage: stores.storage,
        stepUp: provideStepUpMachine(gateway),
      }),
    [gateway, queryClient, stores, temporaryNumber, accountNumber],
  );
  const [input] = useState(() => portInRequestInput(PORT_IN_REQUEST_FLOW, stores, { customer, orderRef }));
  const actor = useActorRef(machine, { input });
  const view = useSelector(actor, portInRequestView, sameFlowView);
  const { send, keep } = useFlowCommands<PortInRequestCommand>(actor);
  return { actor, view, send, keep };
}
