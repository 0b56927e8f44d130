import { formatNationalNumber } from '@senda/core/i18n';
import { itemNameIn } from '../../data/item-names.ts';
import type { AccountNotices } from '../../domain/account-notice.ts';
import { fail } from '../../domain/failures.ts';
import { COUNTRY_LANGUAGE, texts } from '../../domain/language.ts';
import { cardOf, LINE_LIFECYCLE, type LineService, type RenewalChargeFailure } from '../../domain/lines.ts';
import type { Mailbox } from '../../domain/mailbox.ts';
import { MEXICO_CITY_TIME_ZONE } from '../../domain/mexico-city-time.ts';
import type { OrderService } from '../../domain/orders.ts';
import { waitingForPayment } from '../../domain/renewal.ts';
import type {
  LineRecord,
  OrderRecord,
  ServiceRequestRecord,
  UserRecord,
} from '../../domain/sandbox-data.schema.ts';
import type { SavedPaymentMethodService } from '../../domain/saved-payment-methods.ts';
import type { ServiceRequestService } from '../../domain/service-requests.ts';
import type { StateStore } from '../../domain/state-store.ts';
import autoRenewalWing from './flow.ts';

const { autoRenewalNotEligible, autoRenewalConsentRequired, autoRenewalTermsChanged } =
  autoRenewalWing.failures;

export const AUTO_RENEWAL_TYPE = 'AUTO_RENEWAL';

export type AutoRenewalRefusal = 'SIM_NOT_ACTIVATED' | 'LINE_INACTIVE' | 'LINE_CLOSING';

export interface EnableAutoRenewalInput {
  paymentMethodId: string | null;
  consent: boolean;
  amount: number;
  frequencyDays: number;
  idempotencyKey: string;
}

/**
 * Automatic renewal, the sandbox's choices where the spec names only the calls:
 * - **Turning it on** needs the customer's express consent to the amount and frequency shown
 *   (LFPC art. 76 Bis: 422911 without it, 422912 when the amount shown is no longer the price)
 *   and a card: a saved one (by paymentMethodId) or a new one. A first payment of one period is
 *   charged when the line missed its renewal (it renews now) or the card is new (the first charge
 *   with a card is the customer's, with 3-D Secure; the automatic ones after it are merchant-
 *   initiated). Otherwise nothing is charged now and the saved card renews the line on its date.
 *   The first payment is a service order paid like any other, once; when it is paid the line
 *   renews (renew now's rule: no day is lost), auto-renewal is on and the card that paid renews it.
 * - **Turning it off** is immediate and free; a failed charge is no longer retried.
 * - **On the renewal date** lines.ts charges the card once per period; a failed charge is retried
 *   (LINE_LIFECYCLE.renewalRetry) and each failure is e-mailed here with the other ways to pay.
 * - One request per idempotency key; one waiting first payment per line (asked again, answered).
 */
export class AutoRenewalService {
  /** The voucher or transfer reference still open for a line's renewal (set by the sandbox state). */
  pendingCash: (
    accountNumber: string,
  ) => { reference: string; method: 'OXXO' | 'SPEI'; expiresAt: number } | undefined = () => undefined;

  constructor(
    private readonly store: StateStore,
    private readonly lines: LineService,
    private readonly orders: OrderService,
    private readonly requests: ServiceRequestService,
    private readonly savedCards: SavedPaymentMethodService,
    private readonly mailbox: Mailbox,
    private readonly storefrontUrl: string,
    private readonly notices?: AccountNotices,
  ) {
    orders.paidServiceSteps.add({
      name: 'auto-renewal',
      moment: 'beforeConfirmation',
      run: (order) => this.applyPaid(order),
    });
    lines.renewalChargeFailed.add((line, failure) => this.tellChargeFailed(line, failure));
  }

  refusal(line: LineRecord): AutoRenewalRefusal | undefined {
    const { status } = this.lines.snapshot(line);
    if (line.activatedAt === undefined) return 'SIM_NOT_ACTIVATED';
    if (status === 'Inactive') return 'LINE_INACTIVE';
    // Asked to be cancelled: it renews no more (turning off is still allowed, and changes nothing).
    if (this.lines.closing(line)) return 'LINE_CLOSING';
    return undefined;
  }

  /**
   * Whether the line missed its renewal (Grace or Suspend): turning on renews it now. A line
   * suspended for the line registry missed nothing: a renewal would not lift it.
   */
  lapsed(line: LineRecord): boolean {
    const { status } = this.lines.snapshot(line);
    if (line.registry?.status === 'UNREGISTERED') return false;
    return status === 'Grace' || status === 'Suspend';
  }

  enable(user: UserRecord, line: LineRecord, input: EnableAutoRenewalInput): ServiceRequestRecord {
    const repeated = this.requests.byIdempotencyKey(user.id, AUTO_RENEWAL_TYPE, input.idempotencyKey);
    if (repeated) {
      if (repeated.accountNumber !== line.accountNumber) fail('idempotencyKeyReused');
      return repeated;
    }
    const refusal = this.refusal(line);
    if (refusal) fail(autoRenewalNotEligible, { reason: refusal });
    if (!input.consent) fail(autoRenewalConsentRequired);
    if (input.amount !== line.plan.price || input.frequencyDays !== line.plan.validityDays) {
      fail(autoRenewalTermsChanged, { amount: line.plan.price, frequencyDays: line.plan.validityDays });
    }
    const saved = input.paymentMethodId ? this.savedCards.forPayment(user.id, input.paymentMethodId) : null;
    const details = {
      idempotencyKey: input.idempotencyKey,
      amount: String(line.plan.price),
      ...(saved ? { paymentMethodId: saved.paymentMethodId } : {}),
    };
    if (saved && !this.lapsed(line)) {
      const record = this.requests.create(line, {
        type: AUTO_RENEWAL_TYPE,
        plan: [{ status: 'DONE', afterMs: 0 }],
        details,
      });
      line.card = cardOf(saved);
      this.turnOn(line, record);
      return record;
    }
    const waiting = waitingForPayment(this.requests, this.orders, line, AUTO_RENEWAL_TYPE);
    if (waiting) return waiting;
    const order = this.orders.createServiceOrder(user, {
      item: { itemType: 'PLAN', sku: line.plan.sku, amount: line.plan.price },
      accountNumber: line.accountNumber,
      simType: line.simType,
      msisdn: line.msisdn,
    });
    return this.requests.create(line, {
      type: AUTO_RENEWAL_TYPE,
      plan: [{ status: 'WAITING', afterMs: 0 }],
      details: { ...details, orderRef: order.orderRef },
    });
  }

  /**
   * Turned off: the line will lapse at the period's end, so the account's address is told (whoever
   * turned it off may not be the owner, who would otherwise learn of it only when it lapsed). A
   * line already off changes nothing and says nothing.
   */
  disable(line: LineRecord): LineRecord {
    const wasOn = line.autoRenewal === true;
    const updated = this.lines.setAutoRenewal(line, false);
    const user = this.store.data.users[line.userId];
    if (wasOn && user?.email) {
      this.notices?.autoRenewalOff({
        to: user.email,
        msisdn: line.msisdn,
        at: this.store.now(),
        periodEndsAt: updated.periodEndsAt,
        lang: user.language,
      });
    }
    return updated;
  }

  private turnOn(line: LineRecord, record: ServiceRequestRecord): void {
    this.lines.setAutoRenewal(line, true);
    line.autoRenewalConsent = {
      at: this.store.now(),
      amount: line.plan.price,
      frequencyDays: line.plan.validityDays,
      requestId: record.requestId,
    };
    this.store.changed();
  }

  /** A first payment's order was paid: the line renews, once, and renews by itself with that card. */
  private applyPaid(order: OrderRecord): void {
    const record = Object.values(this.store.data.serviceRequests).find(
      (candidate) => candidate.type === AUTO_RENEWAL_TYPE && candidate.details?.orderRef === order.orderRef,
    );
    if (!record || this.requests.progress(record).status !== 'WAITING') return;
    const line = this.store.data.lines[record.accountNumber];
    const payment = order.paidTransactionId ? this.store.data.payments[order.paidTransactionId] : undefined;
    if (!line || !payment) return;
    this.lines.renewByPayment(line, order.total);
    line.card = cardOf(payment);
    this.turnOn(line, record);
    this.requests.moveTo(record, 'DONE');
  }

  /**
   * An automatic renewal charge failed: the customer hears of it at once, in the language of their
   * latest call, with when it is tried again and how to pay another way (renew now: a card, OXXO
   * cash or a SPEI transfer), before Grace ends.
   */
  private tellChargeFailed(line: LineRecord, failure: RenewalChargeFailure): void {
    const user = this.store.data.users[line.userId];
    if (!user?.email) return;
    const lang = user.language ?? COUNTRY_LANGUAGE;
    const when = (ms: number) =>
      new Intl.DateTimeFormat(lang, {
        timeZone: MEXICO_CITY_TIME_ZONE,
        dateStyle: 'long',
        timeStyle: 'short',
      }).format(ms);
    const graceEnds = when(failure.due + LINE_LIFECYCLE.graceDays * 24 * 60 * 60 * 1000);
    const name = itemNameIn(line.plan, lang);
    const number = formatNationalNumber(line.msisdn);
    const card = line.card ? `${line.card.brand} ${line.card.last4}` : '';
    const next = failure.nextAttemptAt;
    const subject = texts(
      `No pudimos cobrar la renovación de tu plan ${name}`,
      `We couldn't charge the renewal of your ${name} plan`,
    );
    // What the line does in Grace, as its page says it: an eSIM never installed receives nothing.
    const esimMissing = line.simType === 'esim' && line.installedAt === undefined;
    // A voucher or transfer already out for the period pays it: the customer is not sent to pay twice.
    const cash = this.pendingCash(line.accountNumber);
    // Renew now while nothing is out; the line's page (its voucher, its deadline) while one is.
    const page = cash ? '/manage/order' : '/manage/renew';
    const link = `${this.storefrontUrl.replace(/\/+$/, '')}${page}?orderRef=${encodeURIComponent(line.orderRef)}`;
    const cashDeadline = cash ? when(cash.expiresAt) : '';
    const body = texts(
      `No pudimos cobrar $${line.plan.price} MXN a tu tarjeta ${card} para renovar tu línea ${number}. ` +
        (next
          ? `Lo intentaremos de nuevo el ${when(next)} (hora de la Ciudad de México). `
          : 'Ya no volveremos a intentarlo. ') +
        (esimMissing
          ? `Tu línea está en periodo de gracia hasta el ${graceEnds}; como su eSIM aún no está en tu teléfono, todavía no recibe llamadas ni SMS. `
          : `Tu línea está en periodo de gracia hasta el ${graceEnds}: sigues recibiendo llamadas y SMS. `) +
        (cash
          ? `Ya tienes ${cash.method === 'OXXO' ? 'una ficha OXXO' : 'una referencia SPEI'} ${cash.reference} por pagar hasta el ${cashDeadline} (hora de la Ciudad de México): págala para renovar, sin pagar de otra forma. Si tu tarjeta se cobra antes, la cerramos.` +
            `\n\nTu línea: ${link}`
          : 'Para no perder tu número, paga de otra forma con «Renovar ahora»: con otra tarjeta, en efectivo en OXXO o por transferencia SPEI.' +
            `\n\nRenovar ahora: ${link}`),
      `We couldn't charge $${line.plan.price} MXN to your card ${card} to renew your line ${number}. ` +
        (next ? `We'll try again on ${when(next)} (Mexico City time). ` : "We won't try again. ") +
        (esimMissing
          ? `Your line is in its grace period until ${graceEnds}; as its eSIM is not on your phone yet, it does not receive calls or SMS. `
          : `Your line is in its grace period until ${graceEnds}: you still receive calls and SMS. `) +
        (cash
          ? `You already have ${cash.method === 'OXXO' ? 'an OXXO voucher' : 'a SPEI reference'} ${cash.reference} to pay by ${cashDeadline} (Mexico City time): pay it to renew, with no need to pay another way. If your card is charged first, we close it.` +
            `\n\nYour line: ${link}`
          : 'To keep your number, pay another way with "Renew now": another card, cash at OXXO or a SPEI bank transfer.' +
            `\n\nRenew now: ${link}`),
    );
    this.mailbox.send({
      channel: 'email',
      to: user.email,
      subject: subject[lang],
      body: body[lang],
      kind: 'renewal_failed',
      link,
      sentAt: failure.at,
    });
  }
}
