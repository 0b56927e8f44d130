import type {
  CloseRequestInput,
  FindPaymentRequestInput,
  PaymentFailure,
  PaymentFrame,
  PaymentTransaction,
  TransactionStatusInput,
} from '../payment.types.ts';

/**
 * Settlement's contract: one payment_request's transaction followed until the provider decides,
 * or the spec's window runs out. Where it starts from:
 * - `transaction`: payment_request's answer, decided at once;
 * - `transactionId` only: a transaction from before a reload, read at once;
 * - `idempotencyKey` only: a request whose answer was lost, looked up by its key first.
 */
export interface SettlementInput {
  targetOrigin: string;
  /** The order paid: a request not found for a whole window is closed for it (`closeRequest`). */
  orderRef: string;
  transaction: PaymentTransaction | null;
  transactionId: string | null;
  idempotencyKey: string | null;
}

export interface SettlementContext {
  targetOrigin: string;
  orderRef: string;
  idempotencyKey: string | null;
  /** The last answer about the transaction (payment_request, a look-up or a status read). */
  transaction: PaymentTransaction | null;
  transactionId: string | null;
  /** The first status read goes at once (a transaction from before a reload), then a second apart. */
  readFirst: boolean;
  challengeUrl: string | null;
  challengeStartedAt: number | null;
  failure: PaymentFailure | null;
  /** How it ended, once it has. */
  outcome: SettlementOutput['outcome'] | null;
}

export type SettlementEvent =
  /** The provider's challenge page was answered: read now rather than at the next tick. */
  | { type: 'CHALLENGE_ANSWERED' }
  /** A message one of the page's frames posted; only the challenge page's own is believed here. */
  | { type: 'FRAME_MESSAGE'; frame: PaymentFrame; origin: string; data: unknown };

/** Told to the parent when a lost request's transaction is found by its key (to record it). */
export interface SettlementTransactionFound {
  type: 'settlement.found';
  transaction: PaymentTransaction;
}

export type SettlementOutput = {
  /**
   * notReceived: the request never reached the gateway, which closed it (it is refused should it
   * arrive) and shows no payment attempt for the order: nothing was charged, paying now is safe.
   */
  outcome: 'succeeded' | 'failed' | 'timedOut' | 'notReceived';
  transactionId: string | null;
  failure: PaymentFailure | null;
};

export type { CloseRequestInput, FindPaymentRequestInput, TransactionStatusInput };
