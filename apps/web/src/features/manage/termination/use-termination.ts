import {
  type Line,
  provideTermination,
  type TerminationCommand,
  type TerminationMachine,
  type TerminationView,
  terminationGatewayCalls,
  terminationInput,
  terminationPagePath,
  terminationView,
} from '@senda/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { useServices } from '../../../shared/services-context';
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
      }),
    [gateway, queryClient, stores, orderRef],
  );
  const [input] = useState(() =>
    terminationInput(TERMINATION_FLOW, stores, { customer, accountNumber: line.accountNumber, orderRef }),
  );
  const actor = useActorRef(machine, { input });
  const view = useSelector(actor, terminationView, sameView);

  const location = useLocation();
  const navigate = useNavigate();
  const target = terminationPagePath(view, location, line.orderRef);
  useEffect(() => {
    if (target) navigate(target, { replace: false });
  }, [target, navigate]);

  const send = useCallback(
    (command: TerminationCommand, data?: Record<string, unknown>, facts?: Record<string, boolean>) =>
      actor.send(
        command === 'NEXT'
          ? { type: command, ...(data ? { data } : {}), ...(facts ? { facts } : {}) }
          : command === 'BACK'
            ? { type: command, ...(data ? { data } : {}) }
            : { type: command },
      ),
    [actor],
  );
  const keep = useCallback(
    (data: Record<string, unknown>) => actor.send({ type: 'UPDATE_DATA', data }),
    [actor],
  );
  return { actor, view, send, keep };
}

/** Views are rebuilt per snapshot; re-render only when something shown changed. */
function sameView(a: TerminationView, b: TerminationView): boolean {
  return (
    JSON.stringify(a, (_, value) => (value instanceof Set ? [...value] : value)) ===
    JSON.stringify(b, (_, value) => (value instanceof Set ? [...value] : value))
  );
}
