import {
  type Line,
  provideReversePortOut,
  REVERSE_PORT_OUT_FLOW,
  type ReversePortOutMachine,
  type ReversePortOutView,
  reversePortOutGatewayCalls,
  reversePortOutInput,
  reversePortOutPagePath,
  reversePortOutView,
} from '@senda/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { useServices } from '../../../shared/services-context';

export interface ReversePortOutHandle {
  actor: ActorRefFrom<ReversePortOutMachine>;
  view: ReversePortOutView;
  /** The customer's word that they did not ask for the port-out, kept as it is ticked (a reload keeps it). */
  keep: (notRequestedByMe: boolean) => void;
  /** Sends the request (the form's NEXT, then SUBMIT: the form is its own review). */
  request: () => void;
  retry: () => void;
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
      }),
    [gateway, queryClient, stores, orderRef],
  );
  const [input] = useState(() =>
    reversePortOutInput(REVERSE_PORT_OUT_FLOW, stores, { customer, accountNumber, orderRef }),
  );
  const actor = useActorRef(machine, { input });
  const view = useSelector(actor, reversePortOutView, sameView);

  const location = useLocation();
  const navigate = useNavigate();
  const target = reversePortOutPagePath(view, location, orderRef);
  useEffect(() => {
    if (target) navigate(target);
  }, [target, navigate]);

  const keep = useCallback(
    (notRequestedByMe: boolean) => actor.send({ type: 'UPDATE_DATA', data: { notRequestedByMe } }),
    [actor],
  );
  const request = useCallback(() => {
    actor.send({ type: 'NEXT', data: { notRequestedByMe: true } });
    actor.send({ type: 'SUBMIT' });
  }, [actor]);
  const retry = useCallback(() => actor.send({ type: 'RETRY' }), [actor]);
  const checkAgain = useCallback(() => actor.send({ type: 'CHECK_AGAIN' }), [actor]);
  return { actor, view, keep, request, retry, checkAgain };
}

function sameView(a: ReversePortOutView, b: ReversePortOutView): boolean {
  const plain = (_: string, value: unknown) => (value instanceof Set ? [...value] : value);
  return JSON.stringify(a, plain) === JSON.stringify(b, plain);
}
