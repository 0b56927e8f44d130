import {
  type Line,
  type NumberChangeAction,
  type NumberChangeCommand,
  type NumberChangeGatewayCalls,
  type NumberChangeMachine,
  type NumberChangeView,
  numberChangeGatewayCalls,
  numberChangeInput,
  numberChangePagePath,
  numberChangeView,
  provideNumberChange,
  provideServicePayment,
} from '@senda/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { useServices } from '../../../shared/services-context';
import { NUMBER_CHANGE_FLOW, NUMBER_RECOVERY_FLOW } from './number-change-flow';

export interface NumberChangeHandle {
  actor: ActorRefFrom<NumberChangeMachine>;
  view: NumberChangeView;
  /** The gateway calls, for the code part of the review (it sends the one-time code). */
  calls: NumberChangeGatewayCalls;
  line: Pick<Line, 'orderRef' | 'accountNumber' | 'msisdn'>;
  /** The events the view allows, by name (a screen offers a button only for what is in `view.sends`). */
  send: (command: Exclude<NumberChangeCommand, 'PAYMENT'>, data?: Record<string, unknown>) => void;
  /** Keeps what is typed on the step shown (or the review's code) before it is sent on. */
  keep: (data: Record<string, unknown>) => void;
}

/**
 * The number change (or recovery) machine for one line of the signed-in customer, wired in core
 * (provideNumberChange: gateway calls, saves per customer and line, the payment child), on every
 * page of the flow. A page's address follows the machine (numberChangePagePath). Nothing here
 * decides anything.
 */
export function useNumberChange(
  line: Pick<Line, 'orderRef' | 'accountNumber' | 'msisdn'>,
  action: NumberChangeAction,
): NumberChangeHandle {
  const { gateway, queryClient, stores } = useServices();
  const customer = useAtomValue(stores.auth.state).userId ?? '';
  const { orderRef } = line;
  const flow = action === 'CHANGE' ? NUMBER_CHANGE_FLOW : NUMBER_RECOVERY_FLOW;
  const calls = useMemo(
    () => numberChangeGatewayCalls({ gateway, queryClient, storage: stores.storage }, { orderRef }),
    [gateway, queryClient, stores, orderRef],
  );
  const machine = useMemo(
    () =>
      provideNumberChange(flow, action, {
        calls,
        storage: stores.storage,
        payment: provideServicePayment({ gateway, queryClient, stores }, window.location.origin),
      }),
    [flow, action, calls, gateway, queryClient, stores],
  );
  const [input] = useState(() =>
    numberChangeInput(flow, stores, { customer, accountNumber: line.accountNumber, orderRef }),
  );
  const actor = useActorRef(machine, { input });
  const select = useCallback(
    (snapshot: Parameters<typeof numberChangeView>[0]) => numberChangeView(snapshot, action, line.msisdn),
    [action, line.msisdn],
  );
  const view = useSelector(actor, select, sameView);

  const location = useLocation();
  const navigate = useNavigate();
  const target = numberChangePagePath(view, location, line.orderRef);
  useEffect(() => {
    if (target) navigate(target, { replace: false });
  }, [target, navigate]);

  const send = useCallback(
    (command: Exclude<NumberChangeCommand, 'PAYMENT'>, data?: Record<string, unknown>) =>
      actor.send(
        command === 'NEXT' || command === 'BACK'
          ? { type: command, ...(data ? { data } : {}) }
          : { type: command },
      ),
    [actor],
  );
  const keep = useCallback(
    (data: Record<string, unknown>) => actor.send({ type: 'UPDATE_DATA', data }),
    [actor],
  );
  return { actor, view, calls, line, send, keep };
}

/** Views are rebuilt per snapshot; re-render only when something shown changed. */
function sameView(a: NumberChangeView, b: NumberChangeView): boolean {
  return (
    JSON.stringify(a, (_, value) => (value instanceof Set ? [...value] : value)) ===
    JSON.stringify(b, (_, value) => (value instanceof Set ? [...value] : value))
  );
}
