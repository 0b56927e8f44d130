import { type NumberCategoryCode, numberCategory } from '../../data/numbers.ts';
import { AccountChanges } from '../../domain/account-changes.ts';
import { fail } from '../../domain/failures.ts';
import type { SandboxLanguage } from '../../domain/language.ts';
import type { LineService } from '../../domain/lines.ts';
import type { NumberService } from '../../domain/numbers.ts';
import type { OrderService } from '../../domain/orders.ts';
import type { OtpService } from '../../domain/otp.ts';
import type { CodeRequester } from '../../domain/otp-address-guard.ts';
import type { PortInService } from '../../domain/port-in.ts';
import type {
  LineRecord,
  OrderRecord,
  ServiceRequestRecord,
  UserRecord,
} from '../../domain/sandbox-data.schema.ts';
import type { ServiceRequestService } from '../../domain/service-requests.ts';
import type { StateStore } from '../../domain/state-store.ts';
import numberChangeWing from './flow.ts';

const { numberChangeNotEligible, numberNotRecoverable } = numberChangeWing.failures;

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

export const NUMBER_CHANGE_TYPE = 'NUMBER_CHANGE';
export const NUMBER_RECOVERY_TYPE = 'NUMBER_RECOVERY';
export type NumberChangeAction = 'CHANGE' | 'RECOVERY';

/**
 * The sandbox's figures (the spec gives none): a line changes its number at most once per 30
 * days; a number that left the line can come back for 90 days, free for the first 30 and MXN 99
 * (IVA included) after; the change is made an hour after the request (or its payment).
 *
 * A line that lapsed (Grace, then Suspend, then Inactive: lines.ts's LINE_LIFECYCLE) gives its
 * number back to the operator, which holds it in quarantine for 60 days before it may go to
 * anyone else, as Mexican operators do before recycling a number. Meanwhile the customer may
 * recover it: the recovery fee (MXN 99) plus one period of the line's plan, so the line comes
 * back in service, renewing from the day it has its number again.
 */
export const NUMBER_CHANGE_RULES = Object.freeze({
  changeEveryDays: 30,
  recoverableDays: 90,
  freeRecoveryDays: 30,
  recoveryFee: 99,
  lapsedNumberHeldDays: 60,
  takesEffectAfterMs: 60 * MINUTE,
  recoverySku: 'NUMBER-RECOVERY',
});

export interface RecoverableNumberRecord {
  msisdn: string;
  releasedAt: number;
  recoverableUntil: number;
  releasedBy: 'CHANGED' | 'LAPSED';
  /** MXN, IVA included: the whole amount to pay (0 is free). */
  fee: number;
  /** A lapsed number: the fee includes one period of the line's plan (its price, MXN). */
  planPeriod?: { amount: number; validityDays: number };
}

export type NumberChangeEligibility =
  | { eligible: true; action: NumberChangeAction; recoverable: RecoverableNumberRecord[] }
  | { eligible: false; action: NumberChangeAction; reason: string; pendingRequestId?: string };

const TYPE_OF: Record<NumberChangeAction, string> = {
  CHANGE: NUMBER_CHANGE_TYPE,
  RECOVERY: NUMBER_RECOVERY_TYPE,
};
const SETTLED = new Set(['DONE', 'ACTIVE', 'FAILED', 'REJECTED', 'CANCELED']);

export interface NumberChangeInput {
  action: NumberChangeAction;
  number: string;
  category?: NumberCategoryCode | undefined;
  otpCode: string;
  idempotencyKey: string;
  ottRequestId: string | null;
}

/**
 * Number change and number recovery (NUMBER_CHANGE / NUMBER_RECOVERY, actions CHANGE and
 * RECOVERY), as a Mexican prepaid operator makes them:
 * - an active line (not mid-transfer, nothing of the kind pending) asks for it, confirming with a
 *   one-time code mailed to the customer (OTT codes: otp.ts's `number_change` purpose);
 * - a new number is one of the inventory's, locked by this customer on choose (the purchase's
 *   lock); a premium number (and a recovery after its free days) is a service order paid with
 *   payment_request before anything happens; the request waits for it (WAITING);
 * - the line takes the number an hour after the request, or its payment (`applyDue`, this wing's
 *   step when the line is read, so `POST /mocks/clock` moves it), and the old number is kept as a
 *   previous number the line may recover.
 */
export class NumberChangeService extends AccountChanges {
  constructor(
    private readonly store: StateStore,
    private readonly lines: LineService,
    private readonly numbers: NumberService,
    private readonly orders: OrderService,
    private readonly otp: OtpService,
    private readonly portIn: PortInService,
    private readonly requests: ServiceRequestService,
  ) {
    super();
    orders.paidServiceSteps.add({
      name: 'number-change',
      moment: 'beforeConfirmation',
      run: (order) => this.applyPaid(order),
    });
  }

  /**
   * A number change or recovery reaches its date (planNumber plans it): the line takes the new
   * number, and the one it had is kept as a previous number, recoverable for a while. Run when
   * the line is read (the service's `whenLineRead`), before anything else is worked out of it.
   */
  applyDue(line: LineRecord): void {
    const pending = line.numberChange;
    if (!pending || this.store.now() < pending.at) return;
    if (pending.msisdn === line.msisdn) {
      // A lapsed line's own number recovered (its fee paid one period): in service again, a new
      // period from the day it has its number back, as a renewal paid that day.
      delete line.lapsedAt;
      delete line.renewalRetry;
      line.periodEndsAt = this.lines.renewalAfter(pending.at, line.plan.validityDays);
      line.renewals.push({ at: pending.at, amount: line.plan.price, outcome: 'PAID' });
      delete line.numberChange;
      this.store.changed();
      return;
    }
    line.previousNumbers = [
      { msisdn: line.msisdn, releasedAt: pending.at, releasedBy: 'CHANGED' as const },
      ...(line.previousNumbers ?? []).filter((previous) => previous.msisdn !== pending.msisdn),
    ];
    line.msisdn = pending.msisdn;
    line.numberChangedAt = pending.at;
    delete line.numberChange;
    this.store.changed();
  }

  /** The customer's line; another customer's, or none, is not found. */
  line(accountNumber: string, userId: string): LineRecord {
    return this.lines.get(accountNumber, userId);
  }

  eligibility(line: LineRecord, action: NumberChangeAction): NumberChangeEligibility {
    const { status } = this.lines.snapshot(line);
    const refuse = (reason: string, pendingRequestId?: string): NumberChangeEligibility => ({
      eligible: false,
      action,
      reason,
      ...(pendingRequestId ? { pendingRequestId } : {}),
    });
    if (line.activatedAt === undefined) return refuse('LINE_NOT_ACTIVE');
    if (this.lines.closing(line)) return refuse('LINE_CLOSING');
    // A lapsed line's own number, held in quarantine: the one recovery a closed line may ask for.
    if (action === 'RECOVERY' && this.lines.lapsedInactiveSince(line) !== undefined) {
      const pending = this.pendingOn(line);
      if (pending) return refuse('REQUEST_PENDING', pending.requestId);
      const recoverable = this.lapsedNumber(line);
      return recoverable.length > 0
        ? { eligible: true, action, recoverable }
        : refuse('NO_RECOVERABLE_NUMBER');
    }
    if (status === 'Inactive') return refuse('LINE_CLOSED');
    if (status !== 'Active') return refuse('LINE_NOT_ACTIVE');
    if (this.portIn.transferUnderWay(line)) return refuse('PORT_IN_IN_PROGRESS');
    const pending = this.pendingOn(line);
    if (pending) return refuse('REQUEST_PENDING', pending.requestId);
    const now = this.store.now();
    if (
      action === 'CHANGE' &&
      line.numberChangedAt !== undefined &&
      now < line.numberChangedAt + NUMBER_CHANGE_RULES.changeEveryDays * DAY
    ) {
      return refuse('CHANGED_RECENTLY');
    }
    const recoverable = action === 'RECOVERY' ? this.recoverable(line) : [];
    if (action === 'RECOVERY' && recoverable.length === 0) return refuse('NO_RECOVERABLE_NUMBER');
    return { eligible: true, action, recoverable };
  }

  /** The line's previous numbers still within their window, each with its fee, newest first. */
  recoverable(line: LineRecord): RecoverableNumberRecord[] {
    const now = this.store.now();
    return (line.previousNumbers ?? [])
      .map((previous) => ({
        msisdn: previous.msisdn,
        releasedAt: previous.releasedAt,
        releasedBy: previous.releasedBy,
        recoverableUntil: previous.releasedAt + NUMBER_CHANGE_RULES.recoverableDays * DAY,
        fee:
          now < previous.releasedAt + NUMBER_CHANGE_RULES.freeRecoveryDays * DAY
            ? 0
            : NUMBER_CHANGE_RULES.recoveryFee,
      }))
      .filter((previous) => now < previous.recoverableUntil);
  }

  /**
   * A lapsed line's own number while the operator holds it (NUMBER_CHANGE_RULES.lapsedNumberHeldDays
   * from the day the line closed), with its fee: the recovery and one period of the plan.
   */
  lapsedNumber(line: LineRecord): RecoverableNumberRecord[] {
    const since = this.lines.lapsedInactiveSince(line);
    if (since === undefined) return [];
    const recoverableUntil = since + NUMBER_CHANGE_RULES.lapsedNumberHeldDays * DAY;
    if (this.store.now() >= recoverableUntil) return [];
    const { price, validityDays } = line.plan;
    return [
      {
        msisdn: line.msisdn,
        releasedAt: since,
        releasedBy: 'LAPSED',
        recoverableUntil,
        fee: NUMBER_CHANGE_RULES.recoveryFee + price,
        planPeriod: { amount: price, validityDays },
      },
    ];
  }

  /** A one-time code mailed to the customer; with `previousRequestId`, a new one in its place. */
  sendCode(
    user: UserRecord,
    input: { previousRequestId?: string | undefined; lang: SandboxLanguage; requester: CodeRequester },
  ) {
    if (!user.email) fail('badRequest', { reason: 'NO_EMAIL' });
    if (input.previousRequestId) {
      const previous = this.store.data.otpRequests[input.previousRequestId];
      if (!previous || previous.userId !== user.id) fail('failedToValidateOtt');
      // A code still open is sent again (its resends counted: 422024); one that can no longer
      // work (blocked after wrong tries, expired) gives way to a new request.
      if (previous.status === 'OPEN' && this.store.now() <= previous.expiresAt) {
        return this.otp.resend(input.previousRequestId, 'number_change', input.lang, input.requester);
      }
    }
    return this.otp.issue({
      purpose: 'number_change',
      target: user.email,
      userId: user.id,
      replaceOpen: true,
      lang: input.lang,
      requester: input.requester,
    });
  }

  submit(user: UserRecord, line: LineRecord, input: NumberChangeInput): ServiceRequestRecord {
    const type = TYPE_OF[input.action];
    // The same request sent again (a lost answer, a reload) is answered: its code is spent.
    const repeated = Object.values(this.store.data.serviceRequests).find(
      (record) =>
        record.userId === user.id &&
        record.type === type &&
        record.details?.idempotencyKey === input.idempotencyKey,
    );
    if (repeated) {
      if (repeated.accountNumber !== line.accountNumber || repeated.details?.number !== input.number) {
        fail('idempotencyKeyReused');
      }
      return repeated;
    }
    if (!input.ottRequestId) fail('missingOttRequestId');
    const code = this.store.data.otpRequests[input.ottRequestId];
    if (code && code.userId !== user.id) fail('failedToValidateOtt');
    this.otp.verify(input.ottRequestId, 'number_change', input.otpCode);

    const eligibility = this.eligibility(line, input.action);
    if (!eligibility.eligible) fail(numberChangeNotEligible, { reason: eligibility.reason });
    const { fee, sku } = this.priceOf(user, line, input, eligibility.recoverable);
    const details: Record<string, string> = {
      action: input.action,
      number: input.number,
      fromNumber: line.msisdn,
      idempotencyKey: input.idempotencyKey,
      ...(input.category ? { category: input.category } : {}),
    };
    if (fee === 0) {
      const record = this.requests.create(line, {
        type,
        plan: [
          { status: 'SUBMITTED', afterMs: 0 },
          { status: 'IN_PROGRESS', afterMs: 5 * MINUTE },
          { status: 'DONE', afterMs: NUMBER_CHANGE_RULES.takesEffectAfterMs },
        ],
        details,
      });
      this.planNumber(line, record, record.createdAt + NUMBER_CHANGE_RULES.takesEffectAfterMs);
      return record;
    }
    const order = this.orders.createServiceOrder(user, {
      item: { itemType: 'NEW_NUMBER', sku, amount: fee },
      accountNumber: line.accountNumber,
      simType: line.simType,
      msisdn: line.msisdn,
    });
    return this.requests.create(line, {
      type,
      plan: [{ status: 'WAITING', afterMs: 0 }],
      details: { ...details, orderRef: order.orderRef, amount: String(fee) },
    });
  }

  /** Scenarios: a request made `ms` earlier (its statuses and the number's date move with it). */
  backdate(record: ServiceRequestRecord, line: LineRecord, ms: number): void {
    record.createdAt -= ms;
    record.timeline = record.timeline.map((entry) => ({ ...entry, at: entry.at - ms }));
    if (line.numberChange?.requestId === record.requestId) line.numberChange.at -= ms;
    this.store.changed();
  }

  /** What the number costs: the category's price for a new one, the recovery fee for an old one. */
  private priceOf(
    user: UserRecord,
    line: LineRecord,
    input: NumberChangeInput,
    recoverable: RecoverableNumberRecord[],
  ): { fee: number; sku: string } {
    if (input.action === 'RECOVERY') {
      const wanted = recoverable.find((previous) => previous.msisdn === input.number);
      if (!wanted) fail(numberNotRecoverable, { number: input.number });
      return { fee: wanted.fee, sku: NUMBER_CHANGE_RULES.recoverySku };
    }
    const item = this.numbers.requireLock(input.number, user.id);
    if (input.category && item.category !== input.category)
      fail('badRequest', { reason: 'CATEGORY_MISMATCH' });
    if (item.number === line.msisdn) fail('badRequest', { reason: 'SAME_NUMBER' });
    const category = numberCategory(item.category);
    return { fee: category.price, sku: category.sku };
  }

  /** The line takes the number at `at`; a new number is held for it meanwhile. */
  private planNumber(line: LineRecord, record: ServiceRequestRecord, at: number): void {
    const number = record.details?.number;
    if (!number) return;
    if (record.type === NUMBER_CHANGE_TYPE) this.numbers.reserveForOrder(number, record.requestId);
    line.numberChange = { requestId: record.requestId, msisdn: number, at };
    // The account's address hears of it, in the customer's last language.
    const user = this.store.data.users[record.userId];
    if (user?.email) {
      this.notices?.numberChanging({
        to: user.email,
        fromNumber: record.details?.fromNumber ?? line.msisdn,
        toNumber: number,
        at: this.store.now(),
        takesEffectAt: at,
        lang: user.language,
      });
    }
    this.store.changed();
  }

  private pendingOn(line: LineRecord): ServiceRequestRecord | undefined {
    return [
      ...this.requests.onLine(line.accountNumber, NUMBER_CHANGE_TYPE),
      ...this.requests.onLine(line.accountNumber, NUMBER_RECOVERY_TYPE),
    ].find((record) => !SETTLED.has(this.requests.progress(record).status) && !this.unpaidAndGiven(record));
  }

  /** An unpaid request whose order was cancelled is over: it does not hold the line. */
  private unpaidAndGiven(record: ServiceRequestRecord): boolean {
    const orderRef = record.details?.orderRef;
    if (!orderRef || this.requests.progress(record).status !== 'WAITING') return false;
    const order = this.orders.find(orderRef);
    return !order || !this.orders.isPayable(order);
  }

  /** A request's order was paid: it is carried out, the line taking the number an hour later. */
  private applyPaid(order: OrderRecord): void {
    const record = Object.values(this.store.data.serviceRequests).find(
      (candidate) =>
        (candidate.type === NUMBER_CHANGE_TYPE || candidate.type === NUMBER_RECOVERY_TYPE) &&
        candidate.details?.orderRef === order.orderRef,
    );
    if (!record || this.requests.progress(record).status !== 'WAITING') return;
    const line = this.store.data.lines[record.accountNumber];
    if (!line) return;
    const at = this.store.now() + NUMBER_CHANGE_RULES.takesEffectAfterMs;
    this.requests.moveTo(record, 'IN_PROGRESS');
    record.timeline.push({ status: 'DONE', at });
    this.planNumber(line, record, at);
  }
}
