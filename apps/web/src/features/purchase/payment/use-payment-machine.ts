import {
  originOf,
  type PaymentMachine,
  type PaymentView,
  paymentMachineInput,
  paymentView,
  providePaymentMachine,
  tokenizeMessage,
} from '@senda/core';
import { useActorRef, useSelector } from '@xstate/react';
import { type RefObject, useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useServices } from '../../../shared/services-context';

/**
 * The payment machine for one order, wired in core (payment.services.ts) to the gateway and the
 * payment store. The page adds the one thing only it can do: talk to the hosted-fields frame.
 * The screen renders `view` and sends events; the decisions are the machine's.
 */
export interface PaymentMachineHandle {
  actor: ActorRefFrom<PaymentMachine>;
  view: PaymentView;
}

export function usePaymentMachine(
  orderRef: string,
  frame: RefObject<HTMLIFrameElement | null>,
): PaymentMachineHandle {
  const { gateway, stores } = useServices();

  const machine = useMemo(
    () =>
      providePaymentMachine(
        { gateway, stores },
        {
          // Only to the frame's own origin: the expiry is for the provider and nobody else.
          requestToken: (params, hostedFieldsUrl) => {
            const target = hostedFieldsUrl ? originOf(hostedFieldsUrl, window.location.href) : null;
            if (target) frame.current?.contentWindow?.postMessage(tokenizeMessage(params), target);
          },
        },
      ),
    [gateway, stores, frame],
  );

  // Read once, when the machine starts: a request in flight before a reload, and the saved card
  // chosen on the payment-method step. The machine owns both from here.
  const [input] = useState(() => paymentMachineInput({ stores }, orderRef, window.location.origin));
  const actor = useActorRef(machine, { input });
  const view: PaymentView = useSelector(actor, paymentView, sameView);
  return { actor, view };
}

/** Views are rebuilt per snapshot; re-render only when something shown changed. */
function sameView(a: PaymentView, b: PaymentView): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
