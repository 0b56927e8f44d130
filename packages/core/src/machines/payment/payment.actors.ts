import { fromPromise } from 'xstate';
import { boundedPoll } from '../shared/bounded-poll.machine.ts';
import { cardEntryMachine } from './card-entry/card-entry.machine.ts';
import type {
  CloseRequestInput,
  FetchCaptureContextInput,
  FindPaymentRequestInput,
  LoadOrderInput,
  PaymentCaptureContext,
  PaymentOrderSnapshot,
  PaymentTransaction,
  RequestPaymentInput,
  TransactionStatusInput,
} from './payment.types.ts';
import { paymentSettlementMachine } from './settlement/settlement.machine.ts';

/**
 * The six calls a card payment makes, as plain functions: the gateway's in the app
 * (payment.services.ts), fakes in tests and stories. Each goes to the part that makes it.
 */
export interface PaymentReads {
  loadOrder: (input: LoadOrderInput) => Promise<PaymentOrderSnapshot>;
  fetchCaptureContext: (input: FetchCaptureContextInput) => Promise<PaymentCaptureContext>;
  requestPayment: (input: RequestPaymentInput) => Promise<PaymentTransaction>;
  findPaymentRequest: (input: FindPaymentRequestInput) => Promise<PaymentTransaction>;
  /** A request not found for a whole window: closed at the gateway; the order's attempts answered. */
  closePaymentRequest: (input: CloseRequestInput) => Promise<PaymentTransaction[]>;
  fetchTransactionStatus: (input: TransactionStatusInput) => Promise<PaymentTransaction>;
}

/** Named delays shortened, for stories on a fast clock (the spec window's second between reads). */
export interface PaymentDelays {
  pollInterval?: number;
}

/**
 * The payment machine's actors from its reads: its own (the order, payment_request), card
 * entry's (the capture context) and settlement's (the look-up by key and the status, each on the
 * shared bounded poll). `paymentMachine.provide({ actors: paymentActors(reads) })`.
 */
export function paymentActors(reads: PaymentReads, delays: PaymentDelays = {}) {
  const poll = <TInput>(read: (input: TInput) => Promise<PaymentTransaction>) => {
    const logic = boundedPoll<PaymentTransaction, TInput>((input) => read(input));
    return delays.pollInterval === undefined
      ? logic
      : logic.provide({ delays: { pollInterval: delays.pollInterval } });
  };
  return {
    loadOrder: fromPromise<PaymentOrderSnapshot, LoadOrderInput>(({ input }) => reads.loadOrder(input)),
    requestPayment: fromPromise<PaymentTransaction, RequestPaymentInput>(({ input }) =>
      reads.requestPayment(input),
    ),
    cardEntry: cardEntryMachine.provide({
      actors: {
        fetchCaptureContext: fromPromise<PaymentCaptureContext, FetchCaptureContextInput>(({ input }) =>
          reads.fetchCaptureContext(input),
        ),
      },
    }),
    settlement: paymentSettlementMachine.provide({
      actors: {
        findRequest: poll(reads.findPaymentRequest),
        followTransaction: poll(reads.fetchTransactionStatus),
        closeRequest: fromPromise<PaymentTransaction[], CloseRequestInput>(({ input }) =>
          reads.closePaymentRequest(input),
        ),
      },
    }),
  };
}
