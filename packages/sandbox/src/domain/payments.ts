import { fail } from './failures.ts';
import type { OrderService } from './orders.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { PaymentRecord } from './sandbox-data.schema.ts';
import type { CardOnFile, SavedPaymentMethodService } from './saved-payment-methods.ts';
import type { StateStore } from './state-store.ts';

const DECLINE_REASONS = {
  decline: 'CARD_DECLINED',
  insufficient_funds: 'INSUFFICIENT_FUNDS',
  challengeFailed: 'AUTHENTICATION_FAILED',
  challengeTimeout: 'AUTHENTICATION_TIMEOUT',
} as const;

/** What pays: a new card by the provider's transient token, or one of the customer's saved cards. */
export type PaymentSource = { token: string } | { paymentMethodId: string };

export type PaymentRequestInput = PaymentSource & {
  orderRef: string;
  paymentMethod: string;
  /** The client's key for this attempt (see `request`). */
  idempotencyKey: string;
  /** Keep the card for the customer once this payment succeeds (ignored for guests and saved cards). */
  saveCard?: boolean;
  /** The storefront that asked (its allowed Origin): it alone may frame a saved card's challenge. */
  storefrontOrigin?: string;
};

/**
 * payment_request and the transaction that follows. A transaction answers PENDING for a few polls
 * (limits.pendingPollsBeforeSettled), then SUCCESS or FAILED; a challenge card waits in CHALLENGE
 * until the provider's challenge page is answered. Only a SUCCESS pays the order, and an order is
 * paid at most once; a failed payment leaves it payable. A SUCCESS with `saveCard` saves the card.
 * A saved card goes the same way as a new one, with the outcome it was saved with: a real bank may
 * decline or challenge a stored card too.
 *
 * Idempotency, as a card gateway keeps it: a payment_request is keyed by the client's
 * idempotency key, per customer. The same key again (a retry after a lost answer, a request that
 * arrives twice) answers the transaction made for it: no second charge, and the token is not
 * redeemed again. Another customer's identical key is another customer's request.
 */
export class PaymentService {
  constructor(
    private readonly store: StateStore,
    private readonly orders: OrderService,
    private readonly provider: PaymentProvider,
    private readonly savedCards: SavedPaymentMethodService,
  ) {}

  request(userId: string, input: PaymentRequestInput): PaymentRecord {
    // The customer's own order, or one whose pay-by-link they opened (a stranger paying it).
    const order = this.orders.getToPay(input.orderRef, userId, 'pay');
    const repeated = this.findByKey(userId, input.idempotencyKey);
    if (repeated) {
      if (repeated.orderRef !== order.orderRef) fail('idempotencyKeyReused');
      return this.settle(repeated);
    }
    // Given up as lost by the client (closePaymentRequest): told "nothing was charged", it never is.
    if (this.store.data.closedPaymentRequests[closedKey(userId, input.idempotencyKey)]) {
      fail('paymentRequestClosed');
    }
    // An earlier transaction nobody polled to the end has had its time: it settles first, so a
    // second request can never pay an order the first one already paid.
    for (const earlier of this.forOrder(order.orderRef)) {
      if (this.settle(earlier).status === 'PENDING') this.finish(earlier, this.approves(earlier));
      if (earlier.status === 'CHALLENGE') {
        fail('orderNotPayable', { transactionId: earlier.transactionId, reason: 'PAYMENT_IN_PROGRESS' });
      }
    }
    if (!this.orders.isPayable(order)) fail('orderNotPayable', { state: order.state });
    const card = this.cardFor(userId, input);
    const now = this.store.now();
    const payment: PaymentRecord = {
      transactionId: this.store.nextId('txn_'),
      orderRef: order.orderRef,
      userId,
      idempotencyKey: input.idempotencyKey,
      amount: order.total,
      currency: order.currency,
      paymentMethod: input.paymentMethod,
      brand: card.brand,
      last4: card.last4,
      ...(card.expiryMonth !== undefined ? { expiryMonth: card.expiryMonth } : {}),
      ...(card.expiryYear !== undefined ? { expiryYear: card.expiryYear } : {}),
      outcome: card.outcome,
      // The token is spent now: the payment keeps what saving the card will need. A saved card
      // is saved already (and may be deleted before this succeeds: it must not come back).
      ...('token' in input && input.saveCard && this.savedCards.mayKeepCards(userId)
        ? { saveCard: true }
        : {}),
      status: card.outcome === 'challenge' ? 'CHALLENGE' : 'PENDING',
      ...(card.outcome === 'challenge' ? { challenge: this.newChallenge(input) } : {}),
      polls: 0,
      createdAt: now,
      updatedAt: now,
    };
    this.store.data.payments[payment.transactionId] = payment;
    this.store.changed();
    return payment;
  }

  /** One status poll: counts, and moves the transaction on when its time has come. */
  poll(transactionId: string, userId: string): PaymentRecord {
    const payment = this.store.data.payments[transactionId];
    if (!payment || payment.userId !== userId) fail('notFound', { transactionId });
    payment.polls += 1;
    if (payment.status === 'PENDING' && payment.polls > this.store.limits.pendingPollsBeforeSettled) {
      this.finish(payment, this.approves(payment));
    }
    this.settle(payment);
    this.store.changed();
    return payment;
  }

  /** The transaction waiting on the challenge page that `secret` opens, or undefined. */
  openChallenge(transactionId: string, secret: string): PaymentRecord | undefined {
    const payment = this.store.data.payments[transactionId];
    if (!payment || payment.status !== 'CHALLENGE' || !payment.challenge) return undefined;
    return secret !== '' && payment.challenge.secret === secret ? payment : undefined;
  }

  /** The provider's 3-D Secure page was answered (through its URL, so with its secret). */
  completeChallenge(transactionId: string, result: 'approve' | 'fail', secret: string): PaymentRecord {
    const payment = this.openChallenge(transactionId, secret);
    if (!payment) fail('notFound', { transactionId });
    payment.challengeCompleted = result;
    if (result === 'approve') {
      payment.status = 'PENDING';
      payment.polls = 0;
    } else {
      payment.status = 'FAILED';
      payment.reason = DECLINE_REASONS.challengeFailed;
    }
    payment.updatedAt = this.store.now();
    this.store.changed();
    return payment;
  }

  /**
   * The transaction a payment_request made under this key, for the client whose answer was lost.
   * Not a poll: it moves nothing on, so finding it costs none of the spec's window.
   */
  byKey(idempotencyKey: string, userId: string): PaymentRecord {
    const payment = this.findByKey(userId, idempotencyKey);
    if (!payment) fail('notFound', { idempotencyKey });
    return this.settle(payment);
  }

  /**
   * A request looked for under its key for a whole window and not found: closed now, so it is
   * refused should it arrive later, and the order's transactions (the caller's) answered. Found
   * after all (it arrived meanwhile): nothing is closed, and its transaction is among them.
   */
  closeRequest(userId: string, input: { orderRef: string; idempotencyKey: string }): PaymentRecord[] {
    const order = this.orders.getToPay(input.orderRef, userId, 'follow');
    const found = this.findByKey(userId, input.idempotencyKey);
    if (found && found.orderRef !== order.orderRef) fail('idempotencyKeyReused');
    if (!found) {
      this.store.data.closedPaymentRequests[closedKey(userId, input.idempotencyKey)] = {
        orderRef: order.orderRef,
        closedAt: this.store.now(),
      };
      this.store.changed();
    }
    return this.forOrder(order.orderRef)
      .filter((payment) => payment.userId === userId)
      .sort((a, b) => a.createdAt - b.createdAt)
      .map((payment) => this.settle(payment));
  }

  get(transactionId: string): PaymentRecord | undefined {
    return this.store.data.payments[transactionId];
  }

  forOrder(orderRef: string): PaymentRecord[] {
    return Object.values(this.store.data.payments).filter((p) => p.orderRef === orderRef);
  }

  /**
   * A new card's challenge may be framed by the origin its capture context was signed for; a
   * saved card's by the storefront that asked for the payment.
   */
  private newChallenge(input: PaymentRequestInput): PaymentRecord['challenge'] {
    const spent = 'token' in input ? this.store.data.cardTokens[input.token] : undefined;
    const frameAncestor = spent
      ? this.provider.captureContext(spent.captureContextId)?.targetOrigin
      : input.storefrontOrigin;
    return { secret: this.store.token(32), ...(frameAncestor ? { frameAncestor } : {}) };
  }

  findByKey(userId: string, idempotencyKey: string): PaymentRecord | undefined {
    return Object.values(this.store.data.payments).find(
      (payment) => payment.userId === userId && payment.idempotencyKey === idempotencyKey,
    );
  }

  /** A new card's token is spent here; a saved card is charged as stored, with no token at all. */
  private cardFor(userId: string, source: PaymentSource): CardOnFile {
    if ('token' in source) return this.provider.redeem(source.token);
    return this.savedCards.forPayment(userId, source.paymentMethodId);
  }

  private approves(payment: PaymentRecord): boolean {
    return payment.outcome === 'approve' || payment.challengeCompleted === 'approve';
  }

  /** An unanswered challenge fails after its time; checked lazily, whenever it is looked at. */
  private settle(payment: PaymentRecord): PaymentRecord {
    const timeout = this.store.limits.challengeTtlSeconds * 1000;
    if (payment.status === 'CHALLENGE' && this.store.now() - payment.createdAt > timeout) {
      payment.status = 'FAILED';
      payment.reason = DECLINE_REASONS.challengeTimeout;
      payment.updatedAt = this.store.now();
      this.store.changed();
    }
    return payment;
  }

  private finish(payment: PaymentRecord, approved: boolean): void {
    payment.updatedAt = this.store.now();
    if (!approved) {
      payment.status = 'FAILED';
      payment.reason =
        payment.outcome === 'insufficient_funds'
          ? DECLINE_REASONS.insufficient_funds
          : DECLINE_REASONS.decline;
      return;
    }
    const order = this.store.data.orders[payment.orderRef];
    // Belt and braces: should two transactions ever both succeed, the second is refunded (FAILED).
    if (!order || !this.orders.isPayable(order)) {
      payment.status = 'FAILED';
      payment.reason = 'ORDER_NOT_PAYABLE';
      return;
    }
    payment.status = 'SUCCESS';
    this.orders.markPaid(order.orderRef, payment.transactionId);
    this.savedCards.saveFromPayment(payment);
  }
}

function closedKey(userId: string, idempotencyKey: string): string {
  return `${userId} ${idempotencyKey}`;
}
