import {
  captureContext,
  getOrder,
  originOf,
  type PaymentMachine,
  type PaymentView,
  paymentMachine,
  paymentRequest,
  paymentView,
  savedCardToPay,
  toCardDetails,
  tokenizeMessage,
  transactionStatus,
} from '@senda/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useStore } from 'jotai';
import { type RefObject, useMemo, useState } from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { useServices } from '../../../app/services-context';

/**
 * The payment machine for one order, wired to the gateway and the payment store. The screen
 * renders `view` and sends events; the decisions are the machine's.
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
  const store = useStore();

  // A transaction sent before a reload and not settled since: followed, never paid again.
  const [pendingTransactionId] = useState(() => {
    const request = store.get(stores.payment.state).paymentRequests[orderRef];
    const id = request?.requested ? request.formData?.transactionId : undefined;
    return typeof id === 'string' ? id : null;
  });

  const machine = useMemo(
    () =>
      paymentMachine.provide({
        actors: {
          loadOrder: fromPromise(({ input }) => getOrder(gateway, { orderReference: input.orderRef })),
          fetchCaptureContext: fromPromise(({ input }) =>
            captureContext(gateway, { targetOrigin: input.targetOrigin }),
          ),
          // The input is a new card's token or a saved card's id; paymentRequest picks its fields.
          requestPayment: fromPromise(({ input }) => paymentRequest(gateway, input)),
          fetchTransactionStatus: fromPromise(({ input }) =>
            transactionStatus(gateway, { transactionId: input.transactionId }),
          ),
        },
        actions: {
          // Only to the frame's own origin: the expiry is for the provider and nobody else.
          requestToken: ({ context }, params) => {
            const target = context.captureContext
              ? originOf(context.captureContext.hostedFieldsUrl, window.location.href)
              : null;
            if (target) frame.current?.contentWindow?.postMessage(tokenizeMessage(params), target);
          },
          recordCard: (_, card) => {
            store.set(
              stores.payment.setCardDetails,
              toCardDetails({ brand: card.brand, lastFour: card.last4 }),
            );
          },
          recordRequest: (_, { orderRef: ref, transactionId }) => {
            store.set(stores.payment.setPaymentRequest, ref, {
              requested: true,
              formData: { transactionId },
            });
            store.set(stores.payment.setProcessingOrderStatus, ref, 'INITIATED');
          },
          recordOutcome: (_, outcome) => {
            store.set(stores.payment.setProcessingOrderStatus, outcome.orderRef, outcome.orderStatus);
            store.set(stores.payment.setPaymentRequest, outcome.orderRef, {
              requested: false,
              formData: null,
            });
            store.set(stores.payment.state, (previous) => ({
              ...previous,
              paymentResult: {
                orderRef: outcome.orderRef,
                outcome: outcome.outcome,
                ...(outcome.transactionId ? { transactionId: outcome.transactionId } : {}),
              },
              paymentError: outcome.failure
                ? { code: outcome.failure.reason, messageId: outcome.failure.messageId }
                : null,
            }));
          },
        },
      }),
    [gateway, stores, store, frame],
  );

  // The saved card chosen on the payment-method step, read once: the machine owns it from here.
  const [savedCard] = useState(() => savedCardToPay(store.get(stores.payment.state).selectedPaymentMethod));
  const actor = useActorRef(machine, {
    input: { orderRef, targetOrigin: window.location.origin, pendingTransactionId, savedCard },
  });
  const view: PaymentView = useSelector(actor, paymentView, sameView);
  return { actor, view };
}

/** Views are rebuilt per snapshot; re-render only when something shown changed. */
function sameView(a: PaymentView, b: PaymentView): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
