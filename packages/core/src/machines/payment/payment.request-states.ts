import { forwardTo } from 'xstate';
import { paymentSetup } from './payment.setup.ts';
import { ORDER_CLOSED_OR_PAID, readSettlement } from './payment.transitions.ts';
import type { PaymentContext, RecordRequestParams, RequestPaymentInput } from './payment.types.ts';

/**
 * The card payment's states from the request on: the request sent (its key recorded first), a
 * new card entry offered after a refusal, the order read again, and settlement following the
 * transaction to its end.
 */
export const paymentRequestStates = {
  requesting: paymentSetup.createStateConfig({
    tags: ['busy', 'processing'],
    // Recorded before the call leaves: a reload from here on finds the request by its key.
    entry: ['startAttempt', { type: 'recordRequest', params: ({ context }) => requestRecord(context, null) }],
    invoke: {
      src: 'requestPayment',
      input: ({ context }): RequestPaymentInput =>
        context.savedCard
          ? {
              orderRef: context.orderRef,
              paymentMethod: 'SAVED_CARD',
              idempotencyKey: context.idempotencyKey ?? '',
              paymentMethodId: context.savedCard.paymentMethodId,
              card: { brand: context.savedCard.brand, last4: context.savedCard.last4 },
            }
          : {
              orderRef: context.orderRef,
              paymentMethod: 'CARD',
              idempotencyKey: context.idempotencyKey ?? '',
              transientToken: context.token ?? '',
              card: context.card ?? { brand: '', last4: '' },
              saveCard: context.saveCard,
            },
      onDone: {
        target: 'settling',
        actions: [
          'spendToken',
          { type: 'storeTransaction', params: ({ event }) => ({ transaction: event.output }) },
          {
            type: 'recordRequest',
            params: ({ context, event }) => requestRecord(context, event.output.transactionId),
          },
        ],
      },
      onError: [
        {
          // The request may have made a transaction: settlement looks it up by the key.
          guard: { type: 'isAnswerLost', params: ({ event }) => ({ error: event.error }) },
          target: 'settling',
          actions: 'spendToken',
        },
        {
          guard: { type: 'isContextExpiredError', params: ({ event }) => ({ error: event.error }) },
          target: 'enteringCard',
          actions: [
            'spendToken',
            'noticeContextExpired',
            { type: 'forgetRequest', params: ({ context }) => ({ orderRef: context.orderRef }) },
          ],
        },
        {
          // Paid meanwhile (another tab), closed, or another payment still running: the order says which.
          guard: { type: 'isOrderNotPayable', params: ({ event }) => ({ error: event.error }) },
          target: 'recheckingOrder',
          actions: ['spendToken', { type: 'failFromError', params: ({ event }) => ({ error: event.error }) }],
        },
        {
          target: 'failed',
          actions: ['spendToken', { type: 'failFromError', params: ({ event }) => ({ error: event.error }) }],
        },
      ],
    },
  }),
  /** The saved card the lost request was paying with, or a new card's form. */
  offeringPaymentAgain: paymentSetup.createStateConfig({
    always: [{ guard: 'paysWithSavedCard', target: 'savedCardReady' }, { target: 'enteringCard' }],
  }),
  recheckingOrder: paymentSetup.createStateConfig({
    tags: ['busy', 'processing'],
    invoke: {
      src: 'loadOrder',
      input: ({ context }) => ({ orderRef: context.orderRef }),
      onDone: [
        ...ORDER_CLOSED_OR_PAID,
        // Still waiting for payment: another payment of this order is running (a challenge open elsewhere).
        { target: 'failed', actions: 'failInProgress' },
      ],
      // Not knowing is not a failed payment (that would end the journey, and a reload here
      // would then start a new purchase): the order is asked again.
      onError: {
        target: 'loadError',
        actions: { type: 'noticeError', params: ({ event }) => ({ error: event.error }) },
      },
    },
  }),
  settling: paymentSetup.createStateConfig({
    tags: ['busy', 'processing'],
    invoke: {
      id: 'settlement',
      src: 'settlement',
      input: ({ context }) => ({
        targetOrigin: context.targetOrigin,
        orderRef: context.orderRef,
        transaction: context.transaction,
        transactionId: context.transactionId,
        idempotencyKey: context.idempotencyKey,
      }),
      onSnapshot: { actions: 'followChild' },
      onDone: [
        {
          guard: {
            type: 'settledAs',
            params: ({ event }) => ({ settled: event.output, outcome: 'succeeded' as const }),
          },
          target: 'succeeded',
          actions: { type: 'takeSettlement', params: readSettlement },
        },
        {
          guard: {
            type: 'settledAs',
            params: ({ event }) => ({ settled: event.output, outcome: 'failed' as const }),
          },
          target: 'failed',
          actions: { type: 'takeSettlement', params: readSettlement },
        },
        {
          // Never reached the gateway, now closed there, and the order has no attempt: nothing
          // was charged, so the way to pay is offered again (the record is dropped).
          guard: {
            type: 'settledAs',
            params: ({ event }) => ({ settled: event.output, outcome: 'notReceived' as const }),
          },
          target: 'offeringPaymentAgain',
          actions: [
            'noticeNotReceived',
            { type: 'forgetRequest', params: ({ context }) => ({ orderRef: context.orderRef }) },
          ],
        },
        // The request stays recorded: a reload or "check again" goes on looking for it.
        { target: 'timedOut', actions: { type: 'takeSettlement', params: readSettlement } },
      ],
    },
    // Settlement took payment_request's answer with its input; the parent keeps only the id.
    exit: 'handOverTransaction',
    on: {
      FRAME_MESSAGE: { actions: forwardTo('settlement') },
      CHALLENGE_ANSWERED: { actions: forwardTo('settlement') },
      'settlement.found': {
        actions: [
          { type: 'takeFound', params: ({ event }) => ({ transaction: event.transaction }) },
          {
            type: 'recordRequest',
            params: ({ context, event }) => requestRecord(context, event.transaction.transactionId),
          },
        ],
      },
    },
  }),
};

/** What the payment store keeps of the attempt under way: its key, method and the saved card's id. */
function requestRecord(context: PaymentContext, transactionId: string | null): RecordRequestParams {
  return {
    orderRef: context.orderRef,
    idempotencyKey: context.idempotencyKey ?? '',
    paymentMethod: context.savedCard ? 'SAVED_CARD' : 'CARD',
    transactionId,
    saveCard: context.saveCard,
    ...(context.savedCard ? { paymentMethodId: context.savedCard.paymentMethodId } : {}),
  };
}
