import { CATALOGUE, type CatalogueProduct } from '../../data/catalogue.ts';
import { AccountChanges } from '../../domain/account-changes.ts';
import { fail } from '../../domain/failures.ts';
import { COUNTRY_LANGUAGE, type SandboxLanguage, texts } from '../../domain/language.ts';
import type { LineService } from '../../domain/lines.ts';
import { OPEN_REQUEST_STATUSES } from '../../domain/open-request-statuses.ts';
import type { OrderPayment, OrderService } from '../../domain/orders.ts';
import type { PortInService } from '../../domain/port-in.ts';
import type { LineRecord, ServiceRequestRecord, UserRecord } from '../../domain/sandbox-data.schema.ts';
import type { ServiceRequestService } from '../../domain/service-requests.ts';
import type { StateStore } from '../../domain/state-store.ts';
import terminationWing from './flow.ts';

const TERMINATION_FAILURES = terminationWing.failures;

const DAY = 24 * 60 * 60 * 1000;
export const TERMINATION_TYPE = 'TERMINATION_REQUEST';

/** The reasons offered for leaving, in both languages (the spec's termination reasons). */
export const TERMINATION_REASONS: readonly { code: string; label: Record<SandboxLanguage, string> }[] = [
  { code: 'TOO_EXPENSIVE', label: { 'es-MX': 'Es muy caro', 'en-US': 'It costs too much' } },
  {
    code: 'COVERAGE',
    label: { 'es-MX': 'La cobertura o la señal no son buenas', 'en-US': 'Coverage or signal is poor' },
  },
  {
    code: 'OTHER_OPERATOR',
    label: { 'es-MX': 'Me cambio a otra compañía', 'en-US': 'I’m moving to another operator' },
  },
  { code: 'NOT_USING', label: { 'es-MX': 'Ya no uso la línea', 'en-US': 'I don’t use the line any more' } },
  {
    code: 'MOVING_ABROAD',
    label: { 'es-MX': 'Me voy a vivir fuera de México', 'en-US': 'I’m moving abroad' },
  },
  { code: 'OTHER', label: { 'es-MX': 'Otro motivo', 'en-US': 'Another reason' } },
];

/** What a win-back offer gives (the promotions and rewards the aggregation puts together). */
export const WIN_BACK = { discountPercent: 50, extraDataGb: 5, extraDataDays: 30 } as const;

export type TerminationEligibility =
  | {
      eligible: true;
      losses: { msisdn: string; remainingDays: number; remainingBalance: number; savedCards: number };
      refund: TerminationRefundDue | null;
    }
  | { eligible: false; code: 4121101; reason: string; pendingRequestId?: string };

/**
 * A full refund of the line's order, why (its SIM never activated, or its transfer refused), and
 * how the order was paid, which decides where the money goes: a card's payment back to that card,
 * a SPEI transfer back to the account it came from. Cash paid at OXXO cannot go back the way it
 * came: it goes by SPEI to the CLABE the customer gives with the request.
 */
export interface TerminationRefundDue {
  amount: number;
  orderRef: string;
  reason: 'NOT_ACTIVATED' | 'TRANSFER_REFUSED';
  paidWith: RefundPaidWith;
}

export type RefundPaidWith = { method: 'CARD'; brand: string; last4: string } | { method: 'OXXO' | 'SPEI' };

/** Where a refund goes: the card that paid, back to the account a SPEI came from, or the CLABE given for cash. */
export type RefundDestination =
  | { to: 'CARD'; brand: string; last4: string }
  | { to: 'PAYING_ACCOUNT' }
  | { to: 'CLABE'; last4: string };

export function refundDestination(paidWith: RefundPaidWith, clabe: string | undefined): RefundDestination {
  if (paidWith.method === 'CARD') return { to: 'CARD', brand: paidWith.brand, last4: paidWith.last4 };
  if (paidWith.method === 'SPEI') return { to: 'PAYING_ACCOUNT' };
  return { to: 'CLABE', last4: (clabe ?? '').slice(-4) };
}

/** An order's payment without its time: what a refund of it says about where the money goes. */
export function refundPaidWith(payment: OrderPayment): RefundPaidWith {
  const { paidAt: _paidAt, ...method } = payment;
  return method;
}

export type WinBackOfferRecord =
  | { offerId: string; kind: 'RENEWAL_DISCOUNT'; percent: number; renewalPrice: number }
  | { offerId: string; kind: 'EXTRA_DATA'; dataGb: number; validityDays: number }
  | { offerId: string; kind: 'CHEAPER_PLAN'; plan: CatalogueProduct };

/**
 * Terminating a line, as Mexican consumer law (LFPC art. 76 Bis) wants it: free, immediate and as
 * easy as buying. Choices where the spec is silent (docs/account-servicing.md, "Termination"):
 * - every line closes the moment the customer confirms (LFPC art. 76 Bis: effective at once): its
 *   number is released, the days left of a prepaid period are not refunded (prepaid balance is
 *   not refundable), and a confirmation goes to the account's address; so nothing is left to
 *   withdraw (cancel eligibility answers ALREADY_CLOSED; the withdraw stays for a gateway that
 *   answers SUBMITTED while it still processes);
 * - a line whose physical SIM was never activated is refunded its order in full (the terms'
 *   promise), recorded once per request;
 * - a line with another request under way (a plan change waiting for its date, a transfer) may
 *   not terminate until that is cancelled or done: 4121101 with the reason; one still waiting
 *   for the customer's payment does not block, and is cancelled with its order when the line is;
 * - win-back offers (the aggregation of promotions and rewards): 50% off the next renewal, 5 GB
 *   for 30 days, and the cheapest cheaper plan; while a claimed reward is on the line, only the plan
 *   is offered. A claim allocates the reward; no termination request is made.
 */
export class TerminationService extends AccountChanges {
  constructor(
    private readonly store: StateStore,
    private readonly lines: LineService,
    private readonly portIn: PortInService,
    private readonly requests: ServiceRequestService,
    private readonly orders: OrderService,
  ) {
    super();
  }

  /** The customer's line with this account number; another customer's, or none, is not found. */
  line(accountNumber: string, userId: string): LineRecord {
    return this.lines.get(accountNumber, userId);
  }

  eligibility(line: LineRecord): TerminationEligibility {
    const { status } = this.lines.snapshot(line);
    const refuse = (reason: string, pendingRequestId?: string): TerminationEligibility => ({
      eligible: false,
      code: 4121101,
      reason,
      ...(pendingRequestId ? { pendingRequestId } : {}),
    });
    const pending = this.pendingOn(line);
    if (pending) return refuse('TERMINATION_PENDING', pending.requestId);
    // Closed by a termination (a line never activated too: it closed at once and was refunded;
    // a second termination would refund it again), or lapsed after it was activated.
    const closed = this.lines.cancelled(line);
    // A refused transfer left a line paid for with no number: it may be cancelled, refunded in full.
    const refused = !closed && this.portIn.transferRefused(line);
    if (!refused && (closed || (status === 'Inactive' && line.activatedAt !== undefined)))
      return refuse(!closed && this.lines.hasNoNumber(line) ? 'NO_NUMBER' : 'LINE_INACTIVE');
    if (this.portIn.transferUnderWay(line)) return refuse('PORT_IN_IN_PROGRESS');
    // A request still waiting for the customer's payment (a renewal or a plan change opened and
    // not paid) holds nothing up: closing the line drops it with its order (submit).
    const open = this.otherRequestsOn(line).find((record) => {
      const status = this.requests.progress(record).status;
      return status !== 'WAITING' && OPEN_REQUEST_STATUSES.has(status);
    });
    if (open) return refuse('PENDING_REQUEST', open.requestId);
    return { eligible: true, losses: this.losses(line), refund: this.refundDue(line) };
  }

  /** The line's requests other than its terminations. */
  private otherRequestsOn(line: LineRecord): ServiceRequestRecord[] {
    return Object.values(this.store.data.serviceRequests).filter(
      (record) => record.accountNumber === line.accountNumber && record.type !== TERMINATION_TYPE,
    );
  }

  /**
   * The requests left waiting for a payment the customer will no longer make: cancelled with
   * their orders, so a voucher or a link paid later is refused (and its money returned) rather
   * than renewing or changing a closed line.
   */
  private dropUnpaidRequests(line: LineRecord): void {
    for (const record of this.otherRequestsOn(line)) {
      if (this.requests.progress(record).status !== 'WAITING') continue;
      this.requests.moveTo(record, 'CANCELED', 'LINE_TERMINATED');
      const order = record.details?.orderRef ? this.orders.find(record.details.orderRef) : undefined;
      if (order && this.orders.isPayable(order)) this.orders.cancel(order.orderRef, line.userId);
    }
  }

  /** The number, the days of the paid period left and their worth, and the account's saved cards. */
  private losses(line: LineRecord) {
    const now = this.store.now();
    const savedCards = this.store.data.savedCards[line.userId]?.length ?? 0;
    if (line.periodEndsAt === undefined) {
      // Never activated: the whole period is unused (and refunded, see refundDue).
      return {
        msisdn: line.msisdn,
        remainingDays: line.plan.validityDays,
        remainingBalance: line.plan.price,
        savedCards,
      };
    }
    const remainingDays = Math.min(
      line.plan.validityDays,
      Math.max(0, Math.ceil((line.periodEndsAt - now) / DAY)),
    );
    const remainingBalance = round((line.plan.price * remainingDays) / line.plan.validityDays);
    return { msisdn: line.msisdn, remainingDays, remainingBalance, savedCards };
  }

  /**
   * The terms: a line cancelled before its SIM was activated gets its order back in full, and so
   * does one whose transfer was refused (it never had service with the number it was bought for,
   * which stayed with the donor: `reason` says which).
   */
  private refundDue(line: LineRecord): TerminationRefundDue | null {
    const reason = this.portIn.transferRefused(line)
      ? 'TRANSFER_REFUSED'
      : line.activatedAt === undefined
        ? 'NOT_ACTIVATED'
        : null;
    if (!reason) return null;
    const order = this.store.data.orders[line.orderRef];
    const payment = order ? this.orders.paymentOf(order) : undefined;
    return order && payment
      ? { amount: order.total, orderRef: order.orderRef, reason, paidWith: refundPaidWith(payment) }
      : null;
  }

  reasonCodes(): string[] {
    return TERMINATION_REASONS.map((reason) => reason.code);
  }

  /**
   * The termination spends a step-up proof for TERMINATION on this line (`stepUpToken`,
   * X-Step-Up-Token) before anything changes, else 422120. The same request sent again (a lost
   * answer, the proof spent by the first) is answered as made: it changes nothing. A win-back
   * claim (`claim`) changes nothing of the account's and needs none.
   */
  submit(
    user: UserRecord,
    line: LineRecord,
    input: { reason: string; feedback: string; idempotencyKey: string; refundClabe?: string | undefined },
    lang: SandboxLanguage = COUNTRY_LANGUAGE,
    stepUpToken?: string | null,
  ): ServiceRequestRecord {
    const repeated = Object.values(this.store.data.serviceRequests).find(
      (record) =>
        record.userId === user.id &&
        record.type === TERMINATION_TYPE &&
        record.details?.idempotencyKey === input.idempotencyKey,
    );
    if (repeated) {
      if (repeated.accountNumber !== line.accountNumber) fail('idempotencyKeyReused');
      return repeated;
    }
    this.requireStepUpProof(user.id, 'TERMINATION', line.accountNumber, stepUpToken);
    if (!this.reasonCodes().includes(input.reason))
      fail('badRequest', { reason: 'UNKNOWN_TERMINATION_REASON' });
    const eligibility = this.eligibility(line);
    if (!eligibility.eligible)
      fail(TERMINATION_FAILURES.notEligibleForTermination, { reason: eligibility.reason });
    const refund = eligibility.refund;
    // Cash has no way back of its own: the refund of an order paid at OXXO needs the account to
    // send it to (the CLABE's check digit is checked with the body).
    const refundClabe = refund?.paidWith.method === 'OXXO' ? input.refundClabe : undefined;
    if (refund?.paidWith.method === 'OXXO' && !refundClabe) fail('badRequest', { refundClabe: 'REQUIRED' });
    this.spendStepUpProof(user.id, 'TERMINATION', line.accountNumber, stepUpToken);
    const now = this.store.now();
    const closesAt = now;
    const losses = eligibility.losses;
    const details: Record<string, string> = {
      reason: input.reason,
      feedback: input.feedback,
      idempotencyKey: input.idempotencyKey,
      closesAt: String(closesAt),
      autoRenewalBefore: String(line.autoRenewal),
    };
    if (refund) {
      details.refundAmount = String(refund.amount);
      details.refundOrderRef = refund.orderRef;
      details.refundReason = refund.reason;
      if (refundClabe) details.refundClabeLast4 = refundClabe.slice(-4);
    }
    const record = this.requests.create(line, {
      type: TERMINATION_TYPE,
      plan: [{ status: 'DONE', afterMs: 0 }],
      details,
    });
    // LFPC: nothing more is charged from the moment the customer asks.
    this.lines.setAutoRenewal(line, false);
    this.dropUnpaidRequests(line);
    // The refused transfer is given up with the line: nothing offers to start it again.
    this.portIn.closeRefused(line);
    line.closesAt = closesAt;
    if (refund) {
      this.store.data.refunds.push({
        refundId: this.store.nextId('rf_'),
        requestId: record.requestId,
        orderRef: refund.orderRef,
        userId: user.id,
        amount: refund.amount,
        at: now,
        ...(refundClabe ? { toClabeLast4: refundClabe.slice(-4) } : {}),
      });
    }
    // The confirmation (and the notice): what closed, the number, the balance or refund.
    if (user.email) {
      this.notices?.lineTerminated({
        to: user.email,
        msisdn: line.msisdn,
        at: now,
        refund: refund
          ? { amount: refund.amount, to: refundDestination(refund.paidWith, refundClabe) }
          : null,
        // A refused transfer's number stayed with the donor: nothing of Senda's is released.
        numberReleased: refund?.reason !== 'TRANSFER_REFUSED',
        unusedDays: refund ? 0 : losses.remainingDays,
        unusedBalance: refund ? 0 : losses.remainingBalance,
        lang,
      });
    }
    this.store.changed();
    return record;
  }

  /** The refunds made for a customer (a test and the contract read them). */
  refundsFor(userId: string) {
    return this.store.data.refunds.filter((refund) => refund.userId === userId);
  }

  cancelEligibility(
    line: LineRecord,
  ): { cancelable: true; requestId: string } | { cancelable: false; reason: string; requestId?: string } {
    const pending = this.pendingOn(line);
    if (pending) return { cancelable: true, requestId: pending.requestId };
    const [last] = this.requests.onLine(line.accountNumber, TERMINATION_TYPE);
    if (last && this.requests.progress(last).status === 'DONE') {
      return { cancelable: false, reason: 'ALREADY_CLOSED', requestId: last.requestId };
    }
    return { cancelable: false, reason: 'NO_PENDING_TERMINATION' };
  }

  /** Withdrawn: the line stays open, and renews as it did before the request. */
  cancel(userId: string, accountNumber: string, requestId: string): ServiceRequestRecord {
    const line = this.line(accountNumber, userId);
    const record = this.requests.get(requestId, userId);
    if (record.type !== TERMINATION_TYPE || record.accountNumber !== line.accountNumber) {
      fail('notFound', { requestId });
    }
    if (this.pendingOn(line)?.requestId !== record.requestId)
      fail(TERMINATION_FAILURES.terminationNotCancellable, { requestId });
    delete line.closesAt;
    const moved = this.requests.moveTo(record, 'CANCELED');
    if (record.details?.autoRenewalBefore === 'true') this.lines.setAutoRenewal(line, true);
    this.store.changed();
    return moved;
  }

  /** The termination waiting for its date on this line, if any. */
  private pendingOn(line: LineRecord): ServiceRequestRecord | undefined {
    return this.requests
      .onLine(line.accountNumber, TERMINATION_TYPE)
      .find((record) => this.requests.progress(record).status === 'SUBMITTED');
  }

  /**
   * The win-back offers for this line (the aggregation): none for a line that may not terminate,
   * or whose order comes back in full (never activated, or its transfer refused: the refund is the
   * answer); the reward offers once per line.
   */
  offers(line: LineRecord): WinBackOfferRecord[] {
    const eligibility = this.eligibility(line);
    if (!eligibility.eligible || eligibility.refund) return [];
    const offers: WinBackOfferRecord[] = [];
    // While a claimed reward is on the line, only the plan is offered.
    if ((line.rewards ?? []).length === 0) {
      offers.push({
        offerId: `WB-${line.accountNumber}-DISCOUNT`,
        kind: 'RENEWAL_DISCOUNT',
        percent: WIN_BACK.discountPercent,
        renewalPrice: round((line.plan.price * (100 - WIN_BACK.discountPercent)) / 100),
      });
      offers.push({
        offerId: `WB-${line.accountNumber}-DATA`,
        kind: 'EXTRA_DATA',
        dataGb: WIN_BACK.extraDataGb,
        validityDays: WIN_BACK.extraDataDays,
      });
    }
    // Cheaper by the day, not by the sticker: Senda 100 for 15 days costs what Senda 200 does for 30.
    const perDay = (plan: { price: number; validityDays: number }) => plan.price / plan.validityDays;
    const cheaper = CATALOGUE.filter(
      (product) =>
        product.kind === 'PLAN' &&
        product.label === undefined &&
        product.price > 0 &&
        perDay(product) < perDay(line.plan) &&
        product.simTypes.includes(line.simType) &&
        product.channels.includes('web'),
    ).sort((a, b) => perDay(a) - perDay(b))[0];
    if (cheaper)
      offers.push({ offerId: `WB-${line.accountNumber}-PLAN`, kind: 'CHEAPER_PLAN', plan: cheaper });
    return offers;
  }

  /**
   * A claim (the reward allocated to the line): the same claim sent again answers the reward it
   * made. A cheaper plan is not claimed here: it is taken with a plan switch.
   */
  claim(line: LineRecord, input: { offerId: string; idempotencyKey: string }) {
    const again = (line.rewards ?? []).find((reward) => reward.idempotencyKey === input.idempotencyKey);
    if (again) return again;
    const offer = this.offers(line).find((candidate) => candidate.offerId === input.offerId);
    if (!offer || offer.kind === 'CHEAPER_PLAN') fail('winBackOfferUnavailable', { offerId: input.offerId });
    const now = this.store.now();
    const reward =
      offer.kind === 'RENEWAL_DISCOUNT'
        ? {
            rewardId: this.store.nextId('rw_'),
            offerId: offer.offerId,
            kind: offer.kind,
            percent: offer.percent,
            grantedAt: now,
            // Until the next renewal (the one it applies to).
            validUntil: line.periodEndsAt ?? now,
            idempotencyKey: input.idempotencyKey,
          }
        : {
            rewardId: this.store.nextId('rw_'),
            offerId: offer.offerId,
            kind: offer.kind,
            dataGb: offer.dataGb,
            grantedAt: now,
            validUntil: now + offer.validityDays * DAY,
            idempotencyKey: input.idempotencyKey,
          };
    line.rewards = [...(line.rewards ?? []), reward];
    const user = this.store.data.users[line.userId];
    if (user?.email) {
      this.notices?.winBackClaimed({
        to: user.email,
        msisdn: line.msisdn,
        reward:
          reward.kind === 'RENEWAL_DISCOUNT'
            ? texts(
                `${reward.percent} % de descuento en tu próxima renovación`,
                `${reward.percent}% off your next renewal`,
              )
            : texts(
                `${reward.dataGb} GB de datos extra por ${WIN_BACK.extraDataDays} días`,
                `${reward.dataGb} GB of extra data for ${WIN_BACK.extraDataDays} days`,
              ),
        at: now,
        lang: user.language,
      });
    }
    this.store.changed();
    return reward;
  }

  /** The rewards a line shows: those still good now. */
  activeRewards(line: LineRecord) {
    const now = this.store.now();
    return (line.rewards ?? []).filter((reward) => reward.validUntil >= now);
  }
}

const round = (value: number): number => Math.round(value * 100) / 100;
