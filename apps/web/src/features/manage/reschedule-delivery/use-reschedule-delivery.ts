import {
  provideRescheduleDelivery,
  RESCHEDULE_DELIVERY_EXIT,
  type RescheduleDeliveryCommand,
  type RescheduleDeliveryMachine,
  type RescheduleDeliveryView,
  rescheduleDeliveryInput,
  rescheduleDeliveryPagePath,
  rescheduleDeliveryView,
  rescheduleGatewayCalls,
} from '@senda/core/machines/reschedule-delivery';
import { provideServicePayment } from '@senda/core/machines/service-payment';
import { useActorRef, useSelector } from '@xstate/react';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useServices } from '../../../shared/services-context';
import { sameFlowView, useFlowCommands, useFollowFlowPath } from '../use-flow-commands';
import { RESCHEDULE_DELIVERY_FLOW } from './reschedule-delivery-flow';

/** What the reschedule screens send by name (PAYMENT is the payment pages'). */
type RescheduleDeliverySend = Exclude<RescheduleDeliveryCommand, 'PAYMENT'>;

export interface RescheduleDeliveryHandle {
  actor: ActorRefFrom<RescheduleDeliveryMachine>;
  view: RescheduleDeliveryView;
  /** The events the view allows, by name (a screen offers a button only for what is in `view.sends`). */
  send: (command: RescheduleDeliverySend, data?: Record<string, unknown>) => void;
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
  const view = useSelector(actor, select, sameFlowView);

  useFollowFlowPath((here) => rescheduleDeliveryPagePath(view, here, code));
  // The address step's "Not now" (EXIT) leaves by the journey's `orders` exit.
  const { send, keep } = useFlowCommands<RescheduleDeliverySend>(actor, RESCHEDULE_DELIVERY_EXIT);
  return { actor, view, send, keep };
}
