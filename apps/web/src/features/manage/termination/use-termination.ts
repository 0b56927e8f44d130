import type { Line } from '@senda/core/gateway';
import { provideStepUpMachine } from '@senda/core/machines/step-up';
import {
  provideTermination,
  type TerminationCommand,
  type TerminationMachine,
  type TerminationView,
  terminationGatewayCalls,
  terminationInput,
  terminationPagePath,
  terminationView,
} from '@senda/core/machines/termination';
import { useActorRef, useSelector } from '@xstate/react';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useServices } from '../../../shared/services-context';
import { sameFlowView, useFlowCommands, useFollowFlowPath } from '../use-flow-commands';
import { TERMINATION_FLOW } from './termination-flow';

export interface TerminationHandle {
  actor: ActorRefFrom<TerminationMachine>;
  view: TerminationView;
  /** The events the view allows, by name (a screen offers a button only for what is in `view.sends`). */
  send: (
    command: TerminationCommand,
    data?: Record<string, unknown>,
    facts?: Record<string, boolean>,
  ) => void;
  /** Keeps what is typed on the step shown before it is sent on (a reload keeps it). */
  keep: (data: Record<string, unknown>) => void;
}

/**
 * The termination machine for one line of the signed-in customer, wired in core
 * (provideTermination: gateway calls, saves per customer and line), on every page of the flow.
 * A page's address follows the machine (terminationPagePath). Nothing here decides anything.
 */
export function useTermination(line: Pick<Line, 'orderRef' | 'accountNumber'>): TerminationHandle {
  const { gateway, queryClient, stores } = useServices();
  const customer = useAtomValue(stores.auth.state).userId ?? '';
  const { orderRef } = line;
  const machine = useMemo(
    () =>
      provideTermination(TERMINATION_FLOW, {
        calls: terminationGatewayCalls({ gateway, queryClient, storage: stores.storage }, { orderRef }),
        storage: stores.storage,
        stepUp: provideStepUpMachine(gateway),
      }),
    [gateway, queryClient, stores, orderRef],
  );
  const [input] = useState(() =>
    terminationInput(TERMINATION_FLOW, stores, { customer, accountNumber: line.accountNumber, orderRef }),
  );
  const actor = useActorRef(machine, { input });
  const view = useSelector(actor, terminationView, sameFlowView);

  useFollowFlowPath((here) => terminationPagePath(view, here, line.orderRef));
  // The win-back step's NEXT carries the customer's answer as facts (offerAccepted).
  const { send, keep } = useFlowCommands<TerminationCommand>(actor);
  return { actor, view, send, keep };
}
