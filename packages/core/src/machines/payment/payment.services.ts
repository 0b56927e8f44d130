import type { QueryClient } from '@tanstack/query-core';
import type { Money } from '../../gateway/common.schema.ts';
import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { captureContext } from '../../gateway/payments/capture-context.ts';
import { closePaymentRequest } from '../../gateway/payments/close-payment-request.ts';
import { paymentRequest } from '../../gateway/payments/payment-request.ts';
import { paymentRequestStatus } from '../../gateway/payments/payment-request-status.ts';
import { transactionStatus } from '../../gateway/payments/transaction-status.ts';
import { savedCards, savedCardToPay } from '../../payments/payment-methods.ts';
import { orderQuery } from '../../queries/order-queries.ts';
import { customerQueryKeys, invalidateOrderQueries } from '../../queries/query-definition.ts';
import { savedCardsCustomerId } from '../../stores/auth.store.ts';
import type { Stores } from '../../stores/create-stores.ts';
import {
  forgetPaymentRequest,
  pendingPaymentRequest,
  recordPaymentRequest,
  toCardDetails,
} from '../../stores/payment.store.ts';
import { captureContextHeadStart } from './capture-context-head-start.ts';
import { type OrderPaymentInput, orderPaymentMachine } from './order-payment.machine.ts';
import { type PaymentReads, paymentActors } from './payment.actors.ts';
import { paymentMachine } from './payment.machine.ts';
import type { PaymentInput, SavedCardChoice } from './payment.types.ts';

/**
 * The payment machine wired to the gateway and the payment store. What only the page can do
 * (post the tokenise request into the frame, move on after the result) it does on the machine's
 * emitted events; nothing of the page is wired in here.
 */
export interface PaymentServicesDeps {
  gateway: GatewayClient;
  queryClient: QueryClient;
  stores: Pick<Stores, 'store' | 'payment' | 'auth' | 'flags'>;
}

export function providePaymentMachine(
  { gateway, queryClient, stores }: PaymentServicesDeps,
  /** Reads that differ for this payer (pay-by-link reads what is due from the link, not the order). */
  reads: Partial<PaymentReads> = {},
) {
  const { store, payment } = stores;
  const all = { ...paymentGatewayReads({ gateway, queryClient }), ...reads };
  const frameContext = captureContextHeadStart(all.fetchCaptureContext);
  return paymentMachine.provide({
    actors: paymentActors({ ...all, fetchCaptureContext: frameContext.take }),
    actions: {
      askCaptureContext: (_, input) => frameContext.start(input),
      recordCard: ({ context }, card) => {
        store.set(
          payment.setCardDetails,
          toCardDetails({ brand: card.brand, lastFour: card.last4, orderRef: context.orderRef }),
        );
      },
      recordRequest: (_, { orderRef, ...request }) => {
        store.set(payment.state, (previous) => recordPaymentRequest(previous, orderRef, request));
      },
      forgetRequest: (_, { orderRef }) => {
        store.set(payment.state, (previous) => forgetPaymentRequest(previous, orderRef));
      },
      recordOutcome: (_, outcome) => {
        // The order's state changed, and a card the customer chose to keep is now on file.
        void invalidateOrderQueries(queryClient);
        void queryClient.invalidateQueries({ queryKey: customerQueryKeys.savedCards });
        store.set(payment.state, (previous) => ({
          ...forgetPaymentRequest(previous, outcome.orderRef),
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
  });
}

/** The payment's six calls on the gateway (see PaymentReads). */
export function paymentGatewayReads({
  gateway,
  queryClient,
}: Pick<PaymentServicesDeps, 'gateway' | 'queryClient'>): PaymentReads {
  return {
    // The same read as the order pages: joined if one is under way (customer data is never served stale).
    loadOrder: (input) => queryClient.fetchQuery(orderQuery(gateway, input.orderRef)),
    fetchCaptureContext: (input) => captureContext(gateway, { targetOrigin: input.targetOrigin }),
    // The input is a new card's token or a saved card's id; paymentRequest picks its fields.
    requestPayment: (input) => paymentRequest(gateway, input),
    findPaymentRequest: (input) => paymentRequestStatus(gateway, { idempotencyKey: input.idempotencyKey }),
    closePaymentRequest: async (input) => (await closePaymentRequest(gateway, input)).transactions,
    fetchTransactionStatus: (input) => transactionStatus(gateway, { transactionId: input.transactionId }),
  };
}

/**
 * The machine's input for paying `orderRef` now: a request still in flight from before a reload
 * (followed, never paid again), the saved card chosen on the payment-method step, and whether the
 * customer may keep the card (only with an account). A chosen card is used only while it is one
 * of the signed-in customer's saved cards as last read for that customer: the step that would
 * replace a stale choice may be skipped (one way to pay), and then a new card is typed.
 */
export function paymentMachineInput(
  { stores }: Pick<PaymentServicesDeps, 'stores'>,
  orderRef: string,
  targetOrigin: string,
): PaymentInput {
  const state = stores.store.get(stores.payment.state);
  const customerId = savedCardsCustomerId(stores.store.get(stores.auth.state));
  // The cards as last read, and only when they were read for the customer signed in now: a card
  // chosen, or a list read, under another session is never paid with.
  const ownCards = customerId !== null && state.savedPaymentMethodsCustomerId === customerId;
  const savedCard = ownCards ? ownSavedCard(state.selectedPaymentMethod, state.savedPaymentMethods) : null;
  if (savedCard === null && savedCardToPay(state.selectedPaymentMethod) !== null) {
    // A chosen card that is not one of the customer's is dropped, not kept for a later payment.
    stores.store.set(stores.payment.state, (previous) => ({ ...previous, selectedPaymentMethod: null }));
  }
  return {
    orderRef,
    targetOrigin,
    pendingRequest: pendingPaymentRequest(state, orderRef),
    savedCard,
    canSaveCard: customerId !== null,
  };
}

/**
 * Paying another flow's order (a service request's): the payment machine as a child that ends
 * paid, failed or cancelled (order-payment.machine.ts), wired like the purchase's.
 */
export function provideOrderPaymentMachine(deps: PaymentServicesDeps, reads: Partial<PaymentReads> = {}) {
  return orderPaymentMachine.provide({ actors: { payment: providePaymentMachine(deps, reads) } });
}

/** Its input for `orderReference` and the amount the customer agreed to, read as paymentMachineInput. */
export function orderPaymentInput(
  deps: Pick<PaymentServicesDeps, 'stores'>,
  order: { orderReference: string; amount: Money },
  targetOrigin: string,
): OrderPaymentInput {
  const { orderRef, payNow: _, ...rest } = paymentMachineInput(deps, order.orderReference, targetOrigin);
  return { ...rest, orderReference: orderRef, amount: order.amount };
}

function ownSavedCard(
  selected: Record<string, unknown> | null,
  saved: readonly Record<string, unknown>[],
): SavedCardChoice | null {
  const card = savedCardToPay(selected);
  return card && savedCards(saved).some((own) => own.id === card.paymentMethodId) ? card : null;
}
