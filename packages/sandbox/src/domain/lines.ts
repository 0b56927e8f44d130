import { LINE_REGISTRY_MAX_ATTEMPTS, type LineStatus } from '@senda/core/gateway';
import { formatNationalNumber } from '@senda/core/i18n';
import { lpaActivationCode } from '@senda/core/machines/esim-install';
import {
  isValidIccid,
  luhnCheck,
  MAX_LINES_PER_CURP,
  MEXICO_ICCID_PREFIX,
  normaliseIccid,
  normalizeCurp,
} from '@senda/core/validation';
import { findProduct } from '../data/catalogue.ts';
import { itemNameIn, storedName } from '../data/item-names.ts';
import { fail } from './failures.ts';
import { COUNTRY_LANGUAGE, texts } from './language.ts';
import { Listeners } from './listeners.ts';
import type { Mailbox } from './mailbox.ts';
import {
  addCalendarDays,
  MEXICO_CITY_TIME_ZONE,
  mexicoCityDate,
  mexicoCityStartOfDay,
} from './mexico-city-time.ts';
import type { PortInService } from './port-in.ts';
import { settlePortOut } from './port-out.ts';
import type { LineRecord, OrderRecord, PaymentRecord } from './sandbox-data.schema.ts';
import type { StateStore } from './state-store.ts';
import { reachedEntries } from './timeline.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Transfer statuses that end it with the number still at the donor and the line waiting for it
 * (a re-initiation may still bring it). A transfer the customer cancelled (CANCELED) is not one:
 * the line goes on with its temporary number (the port-in request's wing).
 */
const TRANSFER_ENDED_WITHOUT_NUMBER: ReadonlySet<string> = new Set(['PORT_IN_FAILED', 'REJECTED', 'FAILED']);

/**
 * After a missed renewal a prepaid line is in Grace for 7 days (it still receives calls and SMS,
 * and a recharge brings it back), then Suspended for 30 (no service, the number is kept), then
 * Inactive: the number goes back to the operator. Mexican operators keep a lapsed prepaid number
 * for a few weeks; these are the sandbox's figures.
 */
export const LINE_LIFECYCLE = Object.freeze({
  graceDays: 7,
  suspendDays: 30,
  /** LFPC art. 76 Bis: the customer hears of an automatic renewal at least 5 days before it. */
  renewalNoticeDays: 5,
  /**
   * A failed automatic renewal charge (auto-renewal's specifications): tried 3 times in all, on
   * the renewal date and then every 24 hours, all within Grace (7 days), so the line comes back
   * the moment a retry pays. The customer is told after each failed attempt.
   */
  renewalRetry: Object.freeze({ attempts: 3, intervalHours: 24 }),
});

const HOUR = 60 * 60 * 1000;

/** One failed attempt at an automatic renewal charge, as auto-renewal.ts tells the customer of it. */
export interface RenewalChargeFailure {
  /** The renewal date the charge was for. */
  due: number;
  /** When this attempt was made. */
  at: number;
  attempt: number;
  /** The next attempt, or null after the last one. */
  nextAttemptAt: number | null;
  reason: string;
}

/** Where eSIM profiles are downloaded from (GSMA SGP.22 SM-DP+); a sandbox host, not a real one. */
export const SMDP_ADDRESS = 'rsp.sandbox.senda.mx';

/** Senda's issuer digits after 8952 in its ICCIDs (sandbox choice). */
const ICCID_ISSUER = '14';

/** A line as the gateway shows it at an instant: the stored facts plus what the clock makes of them. */
export interface LineSnapshot {
  line: LineRecord;
  status: LineStatus;
  graceEndsAt: number | undefined;
}

/**
 * Lines (subscriptions). A paid order opens one: an eSIM line is active at once, a physical SIM
 * waits for the customer to activate it with the ICCID printed on the card. Renewals, Grace,
 * Suspend and Inactive are worked out from the stored facts and the sandbox clock whenever a line
 * is read, never by a timer, so `POST /mocks/clock` moves them.
 */
export class LineService {
  /** An automatic renewal charge failed (once per attempt): auto-renewal tells the customer. */
  readonly renewalChargeFailed = new Listeners<[line: LineRecord, failure: RenewalChargeFailure]>();
  /** An automatic renewal charged the line's card: the sandbox state records its order and receipt. */
  readonly renewalCharged = new Listeners<[line: LineRecord, charge: { at: number; amount: number }]>();
  /**
   * The line is read (each snapshot), before anything else is worked out of it: a wing applies
   * what its own fields say fell due by now, as the line's read settles renewals, so
   * `POST /mocks/clock` moves it too.
   */
  readonly lineRead = new Listeners<[line: LineRecord]>();

  constructor(
    private readonly store: StateStore,
    private readonly portIn: PortInService,
    private readonly mailbox: Mailbox,
  ) {}

  /** The line a paid order becomes (once: paying again cannot open a second line). */
  openForPaidOrder(order: OrderRecord): LineRecord {
    const existing = this.forOrder(order.orderRef);
    if (existing) return existing;
    const plan = order.items.find((item) => item.itemType === 'PLAN');
    const product = plan ? findProduct(plan.sku) : undefined;
    if (!plan || !product || !order.msisdn) fail('badRequest', { orderRef: order.orderRef });
    const now = this.store.now();
    const simType = order.simType === 'physical_sim' ? 'physical_sim' : 'esim';
    const payment = order.paidTransactionId ? this.store.data.payments[order.paidTransactionId] : undefined;
    const line: LineRecord = {
      accountNumber: this.newAccountNumber(),
      userId: order.userId,
      orderRef: order.orderRef,
      msisdn: order.msisdn,
      simType,
      iccid: this.newIccid(),
      ...(simType === 'esim'
        ? { esim: { smdpAddress: SMDP_ADDRESS, matchingId: this.newMatchingId() } }
        : {}),
      plan: {
        sku: product.sku,
        name: storedName(product.sku),
        price: product.price,
        validityDays: product.validityDays,
      },
      createdAt: now,
      // LFPC art. 76 Bis: a recurring charge needs express consent: on only when the customer
      // ticked the order summary's box for this plan's price and period (and paid by card: the
      // card that paid renews it); otherwise off, the card kept for when it is switched on.
      autoRenewal: consented(order, product) && payment !== undefined,
      ...(payment ? { card: cardOf(payment) } : {}),
      renewals: [],
    };
    if (line.autoRenewal && order.autoRenewal) {
      line.autoRenewalConsent = {
        at: order.autoRenewal.consentAt,
        amount: order.autoRenewal.amount,
        frequencyDays: order.autoRenewal.frequencyDays,
        requestId: order.orderRef,
      };
    }
    this.store.data.lines[line.accountNumber] = line;
    if (simType === 'esim') this.activate(line, now);
    if (order.portIn) {
      // The transfer waits until this line's SIM works (port-in-timing.ts): activated or installed.
      line.portInRequestId = this.portIn.startForOrder(order, { waitForSim: true }).requestId;
      line.temporaryMsisdn = temporaryNumberFor(line.accountNumber);
    }
    this.store.changed();
    return line;
  }

  /**
   * The lines registered to a CURP (Padrón de Telefonía Móvil): those opened by orders whose buyer
   * gave it, until they are Inactive (the number back with the operator, the link ended).
   */
  registeredTo(curp: string): LineRecord[] {
    const wanted = normalizeCurp(curp);
    return Object.values(this.store.data.lines).filter((line) => {
      const buyer = this.store.data.orders[line.orderRef]?.customer?.curp;
      return (
        buyer !== undefined && normalizeCurp(buyer) === wanted && this.snapshot(line).status !== 'Inactive'
      );
    });
  }

  /** Whether one more line may be registered to a CURP. */
  hasRoomForLine(curp: string): boolean {
    return this.registeredTo(curp).length < MAX_LINES_PER_CURP;
  }

  forOrder(orderRef: string): LineRecord | undefined {
    return Object.values(this.store.data.lines).find((line) => line.orderRef === orderRef);
  }

  /** The customer's line of an order; another customer's, or none yet, is not found. */
  ofOrder(orderRef: string, userId: string): LineRecord {
    const line = this.forOrder(orderRef);
    if (!line || line.userId !== userId) fail('notFound', { orderRef });
    return line;
  }

  get(accountNumber: string, userId: string): LineRecord {
    const line = this.store.data.lines[accountNumber];
    if (!line || line.userId !== userId) fail('notFound', { accountNumber });
    return line;
  }

  listFor(userId: string): LineRecord[] {
    return Object.values(this.store.data.lines)
      .filter((line) => line.userId === userId)
      .sort((a, b) => b.createdAt - a.createdAt);
  }

  /** The line now: what the wings apply when it is read first, then renewals that fell due. */
  snapshot(line: LineRecord): LineSnapshot {
    this.lineRead.emit(line);
    if (this.transferFailed(line) || this.portedOut(line)) {
      this.endWithoutNumber(line);
      return { line, status: 'Inactive', graceEndsAt: undefined };
    }
    this.settle(line);
    const now = this.store.now();
    // Terminated (termination.ts): closed from its date on, whatever else it was.
    if (this.cancelled(line)) {
      return { line, status: 'Inactive', graceEndsAt: undefined };
    }
    if (line.activatedAt === undefined) return { line, status: 'Inactive', graceEndsAt: undefined };
    // Not linked to its holder in the line registry by the deadline: suspended until registered.
    if (line.registry?.status === 'UNREGISTERED') return { line, status: 'Suspend', graceEndsAt: undefined };
    if (line.lapsedAt === undefined) return { line, status: 'Active', graceEndsAt: undefined };
    const graceEndsAt = line.lapsedAt + LINE_LIFECYCLE.graceDays * DAY;
    if (now < graceEndsAt) return { line, status: 'Grace', graceEndsAt };
    const suspendEndsAt = graceEndsAt + LINE_LIFECYCLE.suspendDays * DAY;
    return { line, status: now < suspendEndsAt ? 'Suspend' : 'Inactive', graceEndsAt: undefined };
  }

  /**
   * When a line that lapsed closed (Grace and Suspend over: its number went back to the operator),
   * or undefined for a line not closed that way (in service, terminated, without its number).
   */
  lapsedInactiveSince(line: LineRecord): number | undefined {
    const { status } = this.snapshot(line);
    if (status !== 'Inactive' || line.lapsedAt === undefined || line.activatedAt === undefined) {
      return undefined;
    }
    if (line.closesAt !== undefined || line.portedOut || this.transferFailed(line)) return undefined;
    return line.lapsedAt + (LINE_LIFECYCLE.graceDays + LINE_LIFECYCLE.suspendDays) * DAY;
  }

  /**
   * Why a Suspend or Inactive line can take no service request, as plan switch and SIM replacement
   * refuse it: the registry suspension is lifted by registering the line, not by a recharge,
   * and a line Inactive for want of a number may still get one back.
   */
  outOfServiceReason(
    line: LineRecord,
    status: LineStatus,
  ): 'LINE_UNREGISTERED' | 'LINE_SUSPENDED' | 'NO_NUMBER' | 'LINE_INACTIVE' | undefined {
    if (status === 'Suspend')
      return line.registry?.status === 'UNREGISTERED' ? 'LINE_UNREGISTERED' : 'LINE_SUSPENDED';
    if (status === 'Inactive') return this.hasNoNumber(line) ? 'NO_NUMBER' : 'LINE_INACTIVE';
    return undefined;
  }

  /**
   * The customer asked to cancel the line (termination.ts) and it has not closed yet: it still
   * works, but nothing more is sold on it (a plan, a SIM, a number or a renewal it would lose).
   */
  closing(line: LineRecord): boolean {
    return line.closesAt !== undefined && this.store.now() < line.closesAt;
  }

  /** Closed by the customer's cancellation (termination.ts), from its date on. */
  cancelled(line: LineRecord): boolean {
    return line.closesAt !== undefined && this.store.now() >= line.closesAt;
  }

  /**
   * The line is Inactive for want of a number, not closed: its transfer failed, or another
   * operator took its number (either may still bring one back). Refusals say so.
   */
  hasNoNumber(line: LineRecord): boolean {
    return this.transferFailed(line) || this.portedOut(line);
  }

  /**
   * Whether the line's transfer ended without the number (refused, failed or cancelled): the
   * number stayed with the donor, so the line has no number to give service on, and no sentence
   * names the line by it.
   */
  transferFailed(line: LineRecord): boolean {
    const request = line.portInRequestId ? this.portIn.request(line.portInRequestId) : undefined;
    return request !== undefined && TRANSFER_ENDED_WITHOUT_NUMBER.has(this.portIn.progress(request).status);
  }

  /**
   * The number was taken to another operator and no reverse port-out has brought it back yet; one
   * that has (its request DONE) gives the line its number back, and the mark is dropped.
   */
  private portedOut(line: LineRecord): boolean {
    if (settlePortOut(line, this.store.now())) this.store.changed();
    if (!line.portedOut) return false;
    const reversal = line.portedOut.reversalRequestId
      ? this.store.data.serviceRequests[line.portedOut.reversalRequestId]
      : undefined;
    const reached = reversal ? reachedEntries(reversal.timeline, this.store.now()) : [];
    if (reached.at(-1)?.status !== 'DONE') return true;
    line.portedOut = undefined;
    this.store.changed();
    return false;
  }

  /**
   * A line whose transfer failed is out of service and renews nothing: its automatic renewal goes
   * off (nothing to charge for), so no notice is sent and no renewal is charged or missed.
   */
  private endWithoutNumber(line: LineRecord): void {
    if (!line.autoRenewal) return;
    line.autoRenewal = false;
    line.autoRenewalPaused = true;
    this.store.changed();
  }

  /**
   * The line has a number again: the automatic renewal its number's loss turned off is on again,
   * as the customer chose it (their consent stands). Whether it is on now.
   */
  resumeAutoRenewal(line: LineRecord): boolean {
    if (line.autoRenewalPaused) {
      delete line.autoRenewalPaused;
      line.autoRenewal = true;
      this.store.changed();
    }
    return line.autoRenewal;
  }

  /**
   * SIM activate: the ICCID the customer typed must be well formed (digits, 19–20, Luhn) and be the
   * SIM shipped to this line. An eSIM line, or a SIM already activated, cannot be activated again.
   */
  activateSim(line: LineRecord, typedIccid: string): LineRecord {
    const iccid = normaliseIccid(typedIccid);
    if (!isValidIccid(iccid)) fail('iccidInvalid');
    const replacement = line.simAwaitingActivation === true;
    if (line.simType !== 'physical_sim' || (line.activatedAt !== undefined && !replacement)) {
      fail('simAlreadyActive');
    }
    if (iccid !== line.iccid) fail('iccidMismatch');
    if (this.cancelled(line)) fail('lineCancelled');
    // A replacement SIM takes over a line already running: its period goes on as it was, and a
    // lost or stolen SIM's block ends (the line works again, on the new SIM).
    if (replacement) {
      delete line.simAwaitingActivation;
      delete line.simBlockedAt;
    } else {
      this.activate(line, this.store.now());
    }
    line.installedAt = this.store.now();
    line.installMethod = 'SIM_ACTIVATION';
    this.requestWaitingTransfer(line);
    this.store.changed();
    return line;
  }

  /** The app reports the eSIM profile installed on the phone; saying it twice changes nothing. */
  markEsimInstalled(line: LineRecord, method: string | undefined): LineRecord {
    if (line.simType !== 'esim') fail('badRequest', { reason: 'NOT_AN_ESIM' });
    if (line.installedAt === undefined) {
      line.installedAt = this.store.now();
      if (method) line.installMethod = method;
      this.requestWaitingTransfer(line);
      this.store.changed();
    }
    return line;
  }

  /** The SIM works now: a transfer that waited for it is requested (port-in-timing.ts). */
  private requestWaitingTransfer(line: LineRecord): void {
    if (line.portInRequestId) this.portIn.requestWaiting(line.portInRequestId);
  }

  setAutoRenewal(line: LineRecord, enabled: boolean): LineRecord {
    if (enabled && this.transferFailed(line)) fail('badRequest', { reason: 'LINE_HAS_NO_NUMBER' });
    this.settle(line);
    line.autoRenewal = enabled;
    // The customer's own choice now: a number given back later does not turn it on again.
    delete line.autoRenewalPaused;
    // Off: no more retries of a failed charge (the customer pays another way, or not at all).
    if (!enabled) delete line.renewalRetry;
    this.store.changed();
    return line;
  }

  /**
   * Moves a line's past back by `ms` (a ready-made customer whose line was bought weeks ago):
   * every stored instant shifts, so renewals due in between are then settled as usual.
   */
  backdate(line: LineRecord, ms: number): LineRecord {
    line.createdAt -= ms;
    if (line.activatedAt !== undefined) line.activatedAt -= ms;
    if (line.installedAt !== undefined) line.installedAt -= ms;
    if (line.periodEndsAt !== undefined) line.periodEndsAt -= ms;
    // Its purchase was paid then too: the order history dates it so.
    const purchase = this.store.data.orders[line.orderRef];
    if (purchase?.paidAt !== undefined) purchase.paidAt -= ms;
    this.store.changed();
    return line;
  }

  /** The renewal date after a period that starts at `from`: the plan's days later, 00:00 Mexico City. */
  renewalAfter(from: number, validityDays: number): number {
    return mexicoCityStartOfDay(addCalendarDays(mexicoCityDate(from), validityDays));
  }

  private activate(line: LineRecord, at: number): void {
    line.activatedAt = at;
    line.periodEndsAt = this.renewalAfter(at, line.plan.validityDays);
  }

  /**
   * Renewals that fell due: each is charged to the line's card when auto-renewal is on and the card
   * pays (a stored card is charged without 3-D Secure, as merchant-initiated charges are), or is
   * missed, and the line enters Grace from that moment.
   */
  private settle(line: LineRecord): void {
    const now = this.store.now();
    let changed = this.settleDue(line, now);
    // A retry that pays brings the line back: the renewals after it are settled in turn.
    while (this.retryRenewal(line, now)) {
      changed = true;
      this.settleDue(line, now);
    }
    if (changed) this.store.changed();
  }

  private settleDue(line: LineRecord, now: number): boolean {
    let changed = false;
    while (line.lapsedAt === undefined && line.periodEndsAt !== undefined) {
      const due = line.periodEndsAt;
      changed = this.noticeRenewal(line, due, now) || changed;
      if (due > now) break;
      // A switch scheduled for the renewal is on the line from that date: it renews on the new plan.
      this.applyPendingSwitch(line);
      const refusal = this.renewalRefusal(line, due);
      changed = true;
      if (refusal) {
        line.renewals.push({ at: due, amount: line.plan.price, outcome: 'MISSED', reason: refusal });
        line.lapsedAt = due;
        // Auto-renewal was on and the charge failed: it is retried, and the customer told.
        if (refusal !== 'AUTO_RENEWAL_OFF') {
          line.renewalRetry = { due, attempts: 1 };
          this.renewalChargeFailed.emit(line, this.chargeFailure(due, due, 1, refusal));
        }
      } else {
        const amount = this.renewalAmount(line, due);
        line.renewals.push({ at: due, amount, outcome: 'PAID' });
        line.periodEndsAt = this.renewalAfter(due, line.plan.validityDays);
        this.renewalCharged.emit(line, { at: due, amount });
      }
    }
    return changed;
  }

  private chargeFailure(due: number, at: number, attempt: number, reason: string): RenewalChargeFailure {
    const { attempts, intervalHours } = LINE_LIFECYCLE.renewalRetry;
    return {
      due,
      at,
      attempt,
      nextAttemptAt: attempt < attempts ? due + attempt * intervalHours * HOUR : null,
      reason,
    };
  }

  /**
   * The next retry of a failed automatic renewal charge, when it is due by now and auto-renewal is
   * still on (LINE_LIFECYCLE.renewalRetry). Paid: the period the charge was for starts on its
   * renewal date, as if paid then, and the line is Active again. True when an attempt was made.
   */
  private retryRenewal(line: LineRecord, now: number): boolean {
    const retry = line.renewalRetry;
    const { attempts, intervalHours } = LINE_LIFECYCLE.renewalRetry;
    if (!retry || !line.autoRenewal || line.lapsedAt !== retry.due || retry.attempts >= attempts)
      return false;
    const at = retry.due + retry.attempts * intervalHours * HOUR;
    if (at > now) return false;
    retry.attempts += 1;
    const refusal = this.renewalRefusal(line, at);
    if (refusal) {
      line.renewals.push({ at, amount: line.plan.price, outcome: 'MISSED', reason: refusal });
      this.renewalChargeFailed.emit(line, this.chargeFailure(retry.due, at, retry.attempts, refusal));
      return true;
    }
    const amount = this.renewalAmount(line, retry.due);
    line.renewals.push({ at, amount, outcome: 'PAID' });
    line.periodEndsAt = this.renewalAfter(retry.due, line.plan.validityDays);
    delete line.lapsedAt;
    delete line.renewalRetry;
    this.renewalCharged.emit(line, { at, amount });
    return true;
  }

  /**
   * What a renewal charges: the plan's price, less a win-back renewal discount valid then (a
   * claimed offer, termination.ts), which that renewal uses up.
   */
  private renewalAmount(line: LineRecord, due: number): number {
    const discount = line.rewards?.find(
      (reward) => reward.kind === 'RENEWAL_DISCOUNT' && reward.validUntil >= due,
    );
    if (!discount || line.rewards === undefined) return line.plan.price;
    line.rewards = line.rewards.filter((reward) => reward !== discount);
    return Math.round(line.plan.price * (100 - (discount.percent ?? 0))) / 100;
  }

  /**
   * The advance notice of an automatic renewal, filed when it fell due (5 days before the charge)
   * even if the line is read later, once per renewal date. Only with auto-renewal on: without it
   * nothing will be charged.
   */
  private noticeRenewal(line: LineRecord, due: number, now: number): boolean {
    const noticeAt = due - LINE_LIFECYCLE.renewalNoticeDays * DAY;
    if (!line.autoRenewal || line.noticeSentFor === due || now < noticeAt) return false;
    const user = this.store.data.users[line.userId];
    line.noticeSentFor = due;
    if (!user?.email) return true;
    // No call is behind a notice: it is written in the language of the customer's latest call.
    const lang = user.language ?? COUNTRY_LANGUAGE;
    const day = new Intl.DateTimeFormat(lang, { timeZone: MEXICO_CITY_TIME_ZONE, dateStyle: 'long' }).format(
      due,
    );
    const { brand, last4 } = line.card ?? {};
    const { price } = line.plan;
    const name = itemNameIn(line.plan, lang);
    const number = formatNationalNumber(line.msisdn);
    const mail = texts(`Tu plan ${name} se renueva el ${day}`, `Your ${name} plan renews on ${day}`);
    const body = texts(
      `El ${day} cobraremos $${price} MXN${line.card ? ` a tu tarjeta ${brand} terminación ${last4}` : ''} ` +
        `para renovar tu línea ${number}. ` +
        'Si no quieres renovar, desactiva la renovación automática antes de esa fecha.',
      `On ${day} we will charge $${price} MXN${line.card ? ` to your ${brand} card ending in ${last4}` : ''} ` +
        `to renew your line ${number}. ` +
        'If you do not want to renew, turn automatic renewal off before that date.',
    );
    this.mailbox.send({
      channel: 'email',
      to: user.email,
      subject: mail[lang],
      body: body[lang],
      kind: 'renewal_notice',
      sentAt: noticeAt,
    });
    return true;
  }

  /**
   * The renewal date a renewal paid at `at` gives (renew now): a line that missed its
   * renewal (Grace, Suspend) starts a new period on the day it pays, counted in Mexico City days;
   * an Active line paying early adds a period after its current renewal date, losing no day.
   */
  renewalAfterPayment(line: LineRecord, at: number): number {
    this.settle(line);
    if (line.lapsedAt !== undefined || line.periodEndsAt === undefined) {
      return this.renewalAfter(at, line.plan.validityDays);
    }
    return this.renewalAfter(line.periodEndsAt, line.plan.validityDays);
  }

  /** A renewal the customer paid (renew now): the line is Active until its new renewal date. */
  renewByPayment(line: LineRecord, amount: number): LineRecord {
    const now = this.store.now();
    line.periodEndsAt = this.renewalAfterPayment(line, now);
    delete line.lapsedAt;
    delete line.renewalRetry;
    line.renewals.push({ at: now, amount, outcome: 'PAID' });
    this.store.changed();
    return line;
  }

  /** The line is on `sku` from now on; its renewal date stays (the new plan's days count from it). */
  changePlan(line: LineRecord, sku: string): LineRecord {
    const product = findProduct(sku);
    if (!product || product.kind !== 'PLAN') fail('badRequest', { sku });
    line.plan = {
      sku: product.sku,
      name: storedName(product.sku),
      price: product.price,
      validityDays: product.validityDays,
    };
    this.store.changed();
    return line;
  }

  private applyPendingSwitch(line: LineRecord): void {
    if (!line.pendingSwitch) return;
    this.changePlan(line, line.pendingSwitch.sku);
    delete line.pendingSwitch;
  }

  /** Why the renewal at `at` cannot be charged automatically, or undefined when it can. */
  renewalRefusal(line: LineRecord, at: number): string | undefined {
    if (!line.autoRenewal) return 'AUTO_RENEWAL_OFF';
    const card = line.card;
    if (!card) return 'NO_CARD';
    if (card.expiryYear !== undefined && card.expiryMonth !== undefined) {
      const lastValid = Date.UTC(card.expiryYear, card.expiryMonth, 1);
      if (at >= lastValid) return 'CARD_EXPIRED';
    }
    if (card.outcome === 'decline') return 'CARD_DECLINED';
    if (card.outcome === 'insufficient_funds') return 'INSUFFICIENT_FUNDS';
    return undefined;
  }

  /**
   * A replacement SIM takes over the line: a new ICCID (and a new eSIM profile, whose activation
   * code is new: the old one no longer downloads anything). The line stays active on its number
   * and plan; a new eSIM is to install, a new physical SIM is in the post or at the store.
   */
  replaceSim(line: LineRecord, simType: LineRecord['simType']): LineRecord {
    line.simType = simType;
    line.iccid = this.newIccid();
    if (simType === 'esim') {
      line.esim = { smdpAddress: SMDP_ADDRESS, matchingId: this.newMatchingId() };
      delete line.simAwaitingActivation;
    } else {
      delete line.esim;
      line.simAwaitingActivation = true;
    }
    delete line.installedAt;
    delete line.installMethod;
    // A lost or stolen SIM stays blocked until the new one takes over the line: a new eSIM at
    // once (the old profile is gone), a physical one when it is activated (activateSim).
    if (simType === 'esim') delete line.simBlockedAt;
    this.store.changed();
    return line;
  }

  /** 10 digits starting 40: the operator's account numbers, unique by the state's sequence. */
  private newAccountNumber(): string {
    return `40${String(this.store.nextSequence()).padStart(8, '0')}`;
  }

  /** 8952 (Mexico) + issuer + 12 digits + Luhn check digit: 19 digits, unique by the sequence. */
  private newIccid(): string {
    const body = `${MEXICO_ICCID_PREFIX}${ICCID_ISSUER}${String(this.store.nextSequence()).padStart(6, '0')}${this.store.digits(6)}`;
    return withCheckDigit(body);
  }

  /** Matching ids look like the SM-DP+ servers' own: four groups of five capitals and digits. */
  private newMatchingId(): string {
    const raw = this.store.token(20).toUpperCase();
    return [0, 5, 10, 15].map((start) => raw.slice(start, start + 5)).join('-');
  }
}

/**
 * The identity checks a line's registration in the mobile line registry still allows online, as
 * the line's data says it (the line page reads it; the registration spends them).
 */
export function registryAttemptsLeft(line: LineRecord): number {
  const failed = line.registry?.status === 'UNREGISTERED' ? line.registry.failedAttempts : 0;
  return Math.max(0, LINE_REGISTRY_MAX_ATTEMPTS - failed);
}

/**
 * The temporary number a transferred number's line works on until the transfer is done: derived
 * from the line's account number (unique, and no random draw that would shift other records),
 * in a 56 range the sandbox's inventory does not sell.
 */
export function temporaryNumberFor(accountNumber: string): string {
  return `56${accountNumber.slice(-8).padStart(8, '0')}`;
}

export function withCheckDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (luhnCheck(`${body}${digit}`)) return `${body}${digit}`;
  }
  throw new Error(`no Luhn check digit for ${body}`);
}

/** The order carries the customer's consent to renew at this plan's price and period. */
function consented(order: OrderRecord, plan: { price: number; validityDays: number }): boolean {
  const agreed = order.autoRenewal;
  return agreed !== undefined && agreed.amount === plan.price && agreed.frequencyDays === plan.validityDays;
}

/** The card a payment was made with, as a line keeps it to renew with. */
export function cardOf(
  payment: Pick<PaymentRecord, 'brand' | 'last4' | 'expiryMonth' | 'expiryYear' | 'outcome'>,
): NonNullable<LineRecord['card']> {
  return {
    brand: payment.brand,
    last4: payment.last4,
    ...(payment.expiryMonth !== undefined ? { expiryMonth: payment.expiryMonth } : {}),
    ...(payment.expiryYear !== undefined ? { expiryYear: payment.expiryYear } : {}),
    outcome: payment.outcome,
  };
}

/** The activation code a QR code carries: core's rule, LPA:1$<SM-DP+ address>$<matching id>. */
export function activationCode(esim: { smdpAddress: string; matchingId: string }): string {
  return lpaActivationCode(esim.smdpAddress, esim.matchingId);
}
