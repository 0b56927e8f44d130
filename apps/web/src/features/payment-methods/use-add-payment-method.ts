import {
  type AddPaymentMethodMachine,
  type AddPaymentMethodView,
  addPaymentMethodView,
  provideAddPaymentMethodMachine,
} from '@senda/core/machines/payment-methods';
import { savedCardsCustomerId } from '@senda/core/stores';
import { useActorRef, useSelector } from '@xstate/react';
import { useAtomValue } from 'jotai';
import { type RefObject, useEffect, useMemo, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useServices } from '../../shared/services-context';

export interface AddPaymentMethodHandle {
  actor: ActorRefFrom<AddPaymentMethodMachine>;
  view: AddPaymentMethodView;
  /** The bank's 3-D Secure page: its messages go to the machine, which decides whether to believe them. */
  challengeFrame: RefObject<HTMLIFrameElement | null>;
}

/** The add-a-card machine for the signed-in customer (core's provideAddPaymentMethodMachine). */
export function useAddPaymentMethod(): AddPaymentMethodHandle {
  const { gateway, queryClient, stores } = useServices();
  const customerId = savedCardsCustomerId(useAtomValue(stores.auth.state)) ?? '';
  const machine = useMemo(
    () => provideAddPaymentMethodMachine({ gateway, queryClient }, customerId),
    [gateway, queryClient, customerId],
  );
  const actor = useActorRef(machine, { input: { targetOrigin: window.location.origin } });
  const view = useSelector(actor, addPaymentMethodView, sameView);
  const challengeFrame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.source === null || event.source !== challengeFrame.current?.contentWindow) return;
      actor.send({ type: 'FRAME_MESSAGE', frame: 'challenge', origin: event.origin, data: event.data });
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [actor]);
  return { actor, view, challengeFrame };
}

function sameView(a: AddPaymentMethodView, b: AddPaymentMethodView): boolean {
  return (
    a.cardEntry === b.cardEntry &&
    JSON.stringify({ ...a, cardEntry: null }) === JSON.stringify({ ...b, cardEntry: null })
  );
}
