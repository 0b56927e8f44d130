import {
  connectPayment,
  type PaymentApi,
  type PaymentEvent,
  type PaymentFrame,
  type PaymentMachine,
  paymentMachineInput,
  paymentSenders,
  providePaymentMachine,
} from '@senda/core/machines/payment';
import { useActorRef, useSelector } from '@xstate/react';
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { useServices } from '../../../shared/services-context';

export interface PaymentResultHandlers {
  /** Paid, or nothing was left to pay. */
  onSucceeded: (result: { orderRef: string; alreadyPaid: boolean }) => void;
}

export interface PaymentMachineHandle {
  /** The view to render and the senders to call (core's `connectPayment`). */
  payment: PaymentApi;
  /** For the provider's two frames, so their messages are told apart from any other window's. */
  hostedFieldsFrame: RefObject<HTMLIFrameElement | null>;
  challengeFrame: RefObject<HTMLIFrameElement | null>;
}

/**
 * The payment machine for one order, wired in core (payment.services.ts). What is left here is
 * what only the page can do: hand the machine the messages its two frames post (which frame sent
 * one is all the page tells; whether to believe it is the machine's call), post the machine's
 * tokenise request into the hosted-fields frame, and pass the results the machine emits on.
 */
export function usePaymentMachine(
  orderRef: string,
  { onSucceeded }: PaymentResultHandlers,
): PaymentMachineHandle {
  const { gateway, queryClient, stores } = useServices();
  const machine = useMemo(
    () => providePaymentMachine({ gateway, queryClient, stores }),
    [gateway, queryClient, stores],
  );
  // Read once, when the machine starts: a request in flight before a reload, and the saved card
  // chosen on the payment-method step. The machine owns both from here.
  const [input] = useState(() => paymentMachineInput({ stores }, orderRef, window.location.origin));
  const actor = useActorRef(machine, { input });
  const handle = useConnectedPayment(actor, actor.send);

  useEffect(() => {
    const paid = actor.on('paid', (result) =>
      onSucceeded({ orderRef: result.orderRef, alreadyPaid: result.alreadyPaid }),
    );
    return () => paid.unsubscribe();
  }, [actor, onSucceeded]);

  return handle;
}

/**
 * A payment machine already running (a service request's payment child) connected to the page:
 * its view with senders that go through `send` (the parent's way to reach it), the two frames'
 * messages handed to it, its tokenise requests posted into the hosted-fields frame.
 */
export function useConnectedPayment(
  actor: ActorRefFrom<PaymentMachine>,
  send: (event: PaymentEvent) => void,
): PaymentMachineHandle {
  const connect = useCallback(
    (snapshot: SnapshotFrom<PaymentMachine>) => connectPayment(snapshot, send),
    [send],
  );
  const payment = useSelector(actor, connect, samePaymentView);
  const hostedFieldsFrame = useRef<HTMLIFrameElement>(null);
  const challengeFrame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const { hearFrame } = paymentSenders(send);
    function onMessage(event: MessageEvent) {
      const frame = frameOf(event.source, { hostedFields: hostedFieldsFrame, challenge: challengeFrame });
      if (frame) hearFrame({ frame, origin: event.origin, data: event.data });
    }
    window.addEventListener('message', onMessage);
    const tokenize = actor.on('tokenize', ({ message, targetOrigin }) =>
      hostedFieldsFrame.current?.contentWindow?.postMessage(message, targetOrigin),
    );
    return () => {
      window.removeEventListener('message', onMessage);
      tokenize.unsubscribe();
    };
  }, [actor, send]);

  return { payment, hostedFieldsFrame, challengeFrame };
}

/** Which of the page's frames posted a message; null for any other window. */
function frameOf(
  source: MessageEventSource | null,
  frames: Record<PaymentFrame, RefObject<HTMLIFrameElement | null>>,
): PaymentFrame | null {
  if (source === null) return null;
  if (source === frames.hostedFields.current?.contentWindow) return 'hostedFields';
  if (source === frames.challenge.current?.contentWindow) return 'challenge';
  return null;
}

/** Views are rebuilt per snapshot (senders included); re-render only when something shown changed. */
export function samePaymentView(a: PaymentApi, b: PaymentApi): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
