import {
  provideRescheduleDelivery,
  provideServicePayment,
  RESCHEDULE_DELIVERY_EXIT,
  type RescheduleDeliveryCommand,
  type RescheduleDeliveryMachine,
  type RescheduleDeliveryView,
  rescheduleDeliveryInput,
  rescheduleDeliveryPagePath,
  rescheduleDeliveryView,
  rescheduleGatewayCalls,
} from '@senda/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { useServices } from '../../../shared/services-context';
import { RESCHEDULE_DELIVERY_FLOW } from './reschedule-delivery-flow';

export interface RescheduleDeliveryHandle {
  actor: ActorRefFrom<RescheduleDeliveryMachine>;
  view: RescheduleDeliveryView;
  /** The events the view allows, by name (a screen offers a button only for what is in `view.sends`). */
  send: (command: Exclude<RescheduleDeliveryCommand, 'PAYMENT'>, data?: Record<string, unknown>) => void;
  /** Keeps what is typed on the step shown before it is confirmed (a reload keeps it). */
  keep: (data: Record<string, unknown>) => void;
}

/**
 * The reschedule machine for the link's code, wired in core (provideRescheduleDelivery: the
 * gateway calls, saves per code, the payment child for the fee), on every page of the flow. The
 * review's choice is read from the §3 reschedule store; the page's address follows the machine.
 */
export function useRescheduleDelivery(code: string): RescheduleDeliveryHandle {
  const { gateway, queryClient, stores } = useServices();
  const machine = useMemo(() => {
    const deps = { gateway, queryClient, stores };
    return provideRescheduleDelivery(RESCHEDULE_DELIVERY_FLOW, {
      calls: rescheduleGatewayCalls(deps),
      deps,
      payment: provideServicePayment({ gateway, queryClient, stores }, window.location.origin),
    });
  }, [gateway, queryClient, stores]);
  const [input] = useState(() => rescheduleDeliveryInput(RESCHEDULE_DELIVERY_FLOW, stores, code));
  const actor = useActorRef(machine, { input });
  const kept = useAtomValue(stores.rescheduleDelivery.state);
  const select = useCallback(
    (snapshot: Parameters<typeof rescheduleDeliveryView>[0]) => rescheduleDeliveryView(snapshot, kept),
    [kept],
  );
  const view = useSelector(actor, select, sameView);

  const location = useLocation();
  const navigate = useNavigate();
  const target = rescheduleDeliveryPagePath(view, location, code);
  useEffect(() => {
    if (target) navigate(target);
  }, [target, navigate]);

  const send = useCallback(
    (command: Exclude<RescheduleDeliveryCommand, 'PAYMENT'>, data?: Record<string, unknown>) =>
      actor.send(
        command === 'EXIT'
          ? { type: 'EXIT', exit: RESCHEDULE_DELIVERY_EXIT }
          : command === 'NEXT' || command === 'BACK'
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
function sameView(a: RescheduleDeliveryView, b: RescheduleDeliveryView): boolean {
  const plain = (_: string, value: unknown) => (value instanceof Set ? [...value] : value);
  return JSON.stringify(a, plain) === JSON.stringify(b, plain);
}
