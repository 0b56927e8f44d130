import type { Money } from '../../gateway/common.schema.ts';
import type { OrderStatus, TransactionStatus } from '../../gateway/enums.ts';
import type { CardSummary, SavedCardChoice } from '../../payments/payment-methods.ts';
import type { TokenizeMessage } from './hosted-fields-messages.ts';

// The card facts the ways to pay read (payments/), named here too for the payment machines.
export type { CardSummary, SavedCardChoice };

/**
 * The payment machine's own small types. The app's gateway functions (captureContext, getOrder,
 * paymentRequest, transactionStatus) fit the actor shapes below; the machine does not call the
 * gateway itself, so tests give it fakes.
 */

/** What a capture context answer carries that the machine needs (gateway `CaptureContext`). */
export interface PaymentCaptureContext {
  captureContext: string;
  /** Where the provider's hosted card fields are served (its own origin). */
  hostedFieldsUrl: string;
  /** ISO instants by the provider's clock: their gap is the context's lifetime. */
  issuedAt: string;
  expiresAt: string;
}

/** A transaction as payment_request and the status poll answer it. */
export interface PaymentTransaction {
  transactionId: string;
  status: TransactionStatus;
  reason?: string | undefined;
  challengeUrl?: string | undefined;
}

/** What the machine reads of the order before paying it. */
export interface PaymentOrderSnapshot {
  /** Server order state: CAN and OFL close the order, PAY waits for payment. */
  state: string;
  payment_due: Money;
}

export interface FetchCaptureContextInput {
  targetOrigin: string;
}
export interface LoadOrderInput {
  orderRef: string;
}

export type RequestPaymentInput =
  | {
      orderRef: string;
      paymentMethod: 'CARD';
      /** This attempt's key: a repeat finds the same transaction (see `findPaymentRequest`). */
      idempotencyKey: string;
      /** The provider's transient token for the card typed in its frame. Never a card number. */
      transientToken: string;
      card: CardSummary;
      /** The customer asked to keep this card: the gateway saves it once the payment succeeds. */
      saveCard: boolean;
    }
  | {
      orderRef: string;
      paymentMethod: 'SAVED_CARD';
      idempotencyKey: string;
      /** The saved card the gateway charges; nothing of the card itself travels. */
      paymentMethodId: string;
      card: CardSummary;
    };
export interface TransactionStatusInput {
  transactionId: string;
}
export interface FindPaymentRequestInput {
  idempotencyKey: string;
}
/** A request not found for a whole window: closed at the gateway, the order's attempts read. */
export interface CloseRequestInput {
  orderRef: string;
  idempotencyKey: string;
}

/**
 * A payment_request recorded before it left and not known to be settled since (payment store):
 * its key, and its transaction once an answer brought one.
 */
export interface PendingPaymentRequest {
  /** Null only for a record saved before keys were sent: then its transaction is followed. */
  idempotencyKey: string | null;
  transactionId: string | null;
}

export interface PaymentInput {
  orderRef: string;
  /** The storefront origin signed into the capture context: the frame talks to it only. */
  targetOrigin: string;
  /**
   * A payment_request sent before a reload and not known to be settled: its transaction is found
   * by the key (when the answer was lost) and polled, instead of paying again, so a reload
   * mid-payment never charges twice.
   */
  pendingRequest?: PendingPaymentRequest | null | undefined;
  /** The saved card the customer chose on the payment-method step; absent: a new card is typed. */
  savedCard?: SavedCardChoice | null | undefined;
  /** Only a customer with an account can keep a card; absent: a guest, who is not offered it. */
  canSaveCard?: boolean | undefined;
  /**
   * The customer already pressed Pay for this amount with `savedCard` (on the step that chose it):
   * the card is charged as soon as the order confirms that it asks for exactly this amount, with
   * no second Pay. Any other amount shows the saved card's Pay as usual.
   */
  payNow?: Money | null | undefined;
}

/** Why a payment did not go through: the gateway's reason code and the sentence for it. */
export interface PaymentFailure {
  reason: string;
  messageId: string;
}

/**
 * The parent's own state: the order, how it is paid, and the attempt under way. What the card form
 * holds is card entry's (card-entry/), what the status reads hold is settlement's (settlement/).
 */
export interface PaymentContext {
  orderRef: string;
  targetOrigin: string;
  /** What is left to pay, from the order (shown on the Pay button). */
  amountDue: Money | null;
  /** Whether "save this card" is offered at all (a customer with an account, never a guest). */
  canSaveCard: boolean;
  /** Paying with this saved card (no card form, no token); null once the customer types a new one. */
  savedCard: SavedCardChoice | null;
  /** The amount the customer already pressed Pay for with `savedCard` (input `payNow`), or null. */
  payNow: Money | null;
  /**
   * Pay was pressed while the order was still being read (no form yet): the card form opens with
   * what is missing already said, rather than the press going unheard.
   */
  payPressedEarly: boolean;
  /** The card being paid with: brand and last four from card entry's token. */
  card: CardSummary | null;
  /** Whether the customer ticked "save this card" for the attempt under way. */
  saveCard: boolean;
  /** The one-use token between card entry and payment_request; dropped once sent. */
  token: string | null;
  /** The current attempt's idempotency key: set when payment_request is about to leave. */
  idempotencyKey: string | null;
  /** payment_request's answer, handed to settlement when it starts; null once it has. */
  transaction: PaymentTransaction | null;
  transactionId: string | null;
  /** payment_request calls for this order in this session (every retry is one more). */
  paymentAttempts: number;
  failure: PaymentFailure | null;
  /** A message id shown above the card form or the load error (expired session, refused read...). */
  notice: string | null;
  /** The order was closed by the server (CAN → CANCELLED, OFL → FAILED): nothing can be paid. */
  closedAs: Extract<OrderStatus, 'CANCELLED' | 'FAILED'> | null;
  /** The order had nothing left to pay when the machine looked: paid before (another tab, a reload). */
  alreadyPaid: boolean;
  /**
   * Changes each time a child's snapshot does: whoever renders the parent's view (useSelector over
   * the parent) hears the card form and the status reads change too.
   */
  childUpdates: number;
}

export type PaymentEvent =
  /** The frame reported what was typed: brand and completeness only. */
  | { type: 'FIELDS_CHANGED'; brand: string | null; numberComplete: boolean; securityCodeComplete: boolean }
  /**
   * The customer pressed Pay. The expiry goes straight to the frame's tokenise request (the
   * `requestToken` action) and is not kept. `saveCard`: keep the card for next time (only offered
   * to a logged-in customer; absent means no).
   */
  | { type: 'PAY'; expirationMonth: string; expirationYear: string; saveCard?: boolean }
  /** The customer pressed Pay on the saved-card view: the saved card is charged, no token needed. */
  | { type: 'PAY_WITH_SAVED_CARD' }
  /** The customer would rather type a card than pay with the saved one. */
  | { type: 'USE_NEW_CARD' }
  /** The frame's token answer. */
  | { type: 'TOKENIZED'; token: string; brand: string; last4: string }
  /** The frame's refusal (INVALID_CARD_NUMBER, CAPTURE_CONTEXT_EXPIRED, NETWORK_ERROR, ...). */
  | { type: 'TOKENIZE_FAILED'; reason: string }
  /** The provider's challenge page was answered: poll now rather than at the next tick. */
  | { type: 'CHALLENGE_ANSWERED' }
  /**
   * A message one of the page's frames posted, as the browser delivered it (which frame sent it,
   * from which origin, what data). The machine decides whether to believe it and what it means
   * (hosted-fields-messages.ts); the page only tells its two frames apart.
   */
  | { type: 'FRAME_MESSAGE'; frame: PaymentFrame; origin: string; data: unknown }
  /** After a failed payment: pay the same order again with a new card entry. */
  | { type: 'RETRY' }
  /** After the polling window ran out, or a load failed: ask again. */
  | { type: 'CHECK_AGAIN' }
  | { type: 'DISMISS_NOTICE' };

/** The provider's two frames on the card-payment page. */
export type PaymentFrame = 'hostedFields' | 'challenge';

/**
 * What the machine tells the page, as emitted events: a tokenise request to post to the hosted
 * fields (only to their origin), and the payment's result, once per attempt.
 */
export type PaymentEmitted =
  | { type: 'tokenize'; message: TokenizeMessage; targetOrigin: string }
  | { type: 'paid'; orderRef: string; alreadyPaid: boolean }
  | { type: 'failed'; orderRef: string; failure: PaymentFailure };

export type PaymentOutput =
  | { status: 'success'; orderRef: string; transactionId: string | null; alreadyPaid: boolean }
  | { status: 'closed'; orderRef: string; orderStatus: 'CANCELLED' | 'FAILED' };

/**
 * Parameters of the actions the app provides to keep its stores in step. A request is recorded
 * before it leaves (no transaction yet), then again with the transaction its answer named.
 * Nothing of the card but the saved card's id: never the token (single use, spent by the call,
 * and a credential that charges while it lives), never a number or security code.
 */
export interface RecordRequestParams {
  orderRef: string;
  idempotencyKey: string;
  paymentMethod: RequestPaymentInput['paymentMethod'];
  transactionId: string | null;
  saveCard: boolean;
  paymentMethodId?: string | undefined;
}
export interface ForgetRequestParams {
  orderRef: string;
}
export interface RecordOutcomeParams {
  orderRef: string;
  outcome: 'success' | 'failed' | 'closed';
  transactionId: string | null;
  orderStatus: OrderStatus;
  failure: PaymentFailure | null;
}
export interface RecordServerStateParams {
  orderRef: string;
  state: string;
}
export interface RequestTokenParams {
  expirationMonth: string;
  expirationYear: string;
}
