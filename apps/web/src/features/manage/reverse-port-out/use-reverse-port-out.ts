import type { Line } from '@senda/core/gateway';
import {
  provideReversePortOut,
  REVERSE_PORT_OUT_FLOW,
  type ReversePortOutMachine,
  type ReversePortOutView,
  reversePortOutGatewayCalls,
  reversePortOutInput,
  reversePortOutPagePath,
  reversePortOutView,
} from '@senda/core/machines/reverse-port-out';
import { provideStepUpMachine } from '@senda/core/machines/step-up';
import { useActorRef, useSelector } from '@xstate/react';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useServices } from '../../../shared/services-context';
import { sameFlowView, useFlowCommands, useFollowFlowPath } from '../use-flow-commands';

export interface ReversePortOutHandle {
  actor: ActorRefFrom<ReversePortOutMachine>;
  view: ReversePortOutView;
  /** The customer's word that they did not ask for the port-out, kept as it is ticked (a reload keeps it). */
  keep: (notRequestedByMe: boolean) => void;
  /** Sends the request (the form's NEXT, then SUBMIT: the form is its own review). */
  request: () => void;
  retry: () => void;
  /** From the account's approval back to the form, nothing sent. */
  edit: () => void;
  checkAgain: () => void;
}

/**
 * Reverse port-out for one line of the signed-in customer, wired in core (provideReversePortOut).
 * The page's address follows the machine (reversePortOutPagePath). Nothing here decides anything.
 */
export function useReversePortOut(line: Pick<Line, 'orderRef' | 'accountNumber'>): ReversePortOutHandle {
  const { gateway, queryClient, stores } = useServices();
  const customer = useAtomValue(stores.auth.state).userId ?? '';
  const { orderRef, accountNumber } = line;
  const machine = useMemo(
    () =>
      provideReversePortOut(REVERSE_PORT_OUT_FLOW, {
        calls: reversePortOutGatewayCalls({ gateway, queryClient, storage: stores.storage }, { orderRef }),
        storage: stores.storage,
        stepUp: provideStepUpMachine(gateway),
      }),
    [gateway, queryClient, stores, orderRef],
  );
  const [input] = useState(() =>
    reversePortOutInput(REVERSE_PORT_OUT_FLOW, stores, { customer, accountNumber, orderRef }),
  );
  const actor = useActorRef(machine, { input });
  const view = useSelector(actor, reversePortOutView, sameFlowView);

  useFollowFlowPath((here) => reversePortOutPagePath(view, here, orderRef));

  // The form is its own review, and its one field a tick: the handle names what the page does.
  const commands = useFlowCommands<'NEXT' | 'SUBMIT' | 'RETRY' | 'EDIT' | 'CHECK_AGAIN'>(actor);
  const keep = useCallback((notRequestedByMe: boolean) => commands.keep({ notRequestedByMe }), [commands]);
  const request = useCallback(() => {
    commands.send('NEXT', { notRequestedByMe: true });
    commands.send('SUBMIT');
  }, [commands]);
  const retry = useCallback(() => commands.send('RETRY'), [commands]);
  const edit = useCallback(() => commands.send('EDIT'), [commands]);
  const checkAgain = useCallback(() => commands.send('CHECK_AGAIN'), [commands]);
  return { actor, view, keep, request, retry, edit, checkAgain };
}
