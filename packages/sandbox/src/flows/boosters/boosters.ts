import {
  type AutoBoosterConsent,
  allowedBoosters,
  autoBoosterChoice,
  autoBoosterConsentCheck,
  autoBoosterMayBuy,
  BOOSTER_REQUEST_TYPE,
} from '@senda/core/flows/boosters';
import { formatNationalNumber } from '@senda/core/i18n';
import { ADDONS, type CatalogueProduct, findProduct, ivaIncluded } from '../../data/catalogue.ts';
import { itemNameIn } from '../../data/item-names.ts';
import { fail } from '../../domain/failures.ts';
import { COUNTRY_LANGUAGE, texts } from '../../domain/language.ts';
import type { LineService } from '../../domain/lines.ts';
import { mailMoney } from '../../domain/mail-money.ts';
import type { Mailbox } from '../../domain/mailbox.ts';
import { MEXICO_CITY_TIME_ZONE } from '../../domain/mexico-city-time.ts';
import { ON_APP_PURCHASES_TYPE, type OrderService } from '../../domain/orders.ts';
import { waitingForPayment } from '../../domain/renewal.ts';
import type {
  LineRecord,
  OrderRecord,
  ServiceRequestRecord,
  UserRecord,
} from '../../domain/sandbox-data.schema.ts';
import type { ServiceRequestService } from '../../domain/service-requests.ts';
import type { StateStore } from '../../domain/state-store.ts';
import { COUNT_EVERY_MS, periodStart, planDataMb, rawUsedMb } from '../line-usage/line-usage.ts';
import { BOOSTER_FAILURES } from './boosters.failures.ts';

const MB_PER_GB = 1024;
type Booster = NonNullable<LineRecord['boosters']>[number];

/** A catalogue add-on as core's booster rule reads it. */
const asBoosterProduct = (product: CatalogueProduct) => ({
  product,
  sku: product.sku,
  kind: product.kind,
  dataGb: product.dataGb,
  domesticData: product.benefits.some((benefit) => benefit.type === 'DATA'),
});

/** The catalogue's data add-ons the line's plan allows (core's rule), smallest first. */
export function boostersFor(line: LineRecord): CatalogueProduct[] {
  const plan = findProduct(line.plan.sku);
  if (!plan) return [];
  return allowedBoosters(plan, ADDONS.map(asBoosterProduct)).map((each) => each.product);
}

/** The boosters bought in the line's current period (they end at its renewal). */
export function boostersThisPeriod(line: LineRecord): Booster[] {
  const start = periodStart(line);
  if (start === undefined) return [];
  return (line.boosters ?? []).filter(
    (booster) => booster.at >= start && booster.at < (line.periodEndsAt ?? 0),
  );
}

/**
 * Each booster's use at `at`: the plan's allowance is used first, then each booster in the order
 * bought, each from when it was bought (data used while out of data was not counted against it).
 * Returns the boosters with their used MB, and the use at which the last one runs out.
 */
export function boosterUse(
  line: LineRecord,
  at: number,
): { allowances: (Booster & { usedMb: number })[]; exhaustedAt: number } {
  const raw = rawUsedMb(line, at);
  let exhausted = planDataMb(line);
  const allowances = boostersThisPeriod(line)
    .filter((booster) => booster.at <= at)
    .map((booster) => {
      const start = Math.max(rawUsedMb(line, booster.at), exhausted);
      exhausted = start + booster.mb;
      return { ...booster, usedMb: Math.min(booster.mb, Math.max(0, raw - start)) };
    });
  return { allowances, exhaustedAt: exhausted };
}

/**
 * Boosters: a data add-on the line's plan allows (core's allowedBoosters), bought mid-period.
 * - A booster bought by hand is a BOOSTER request WAITING for an ON_APP_PURCHASES order at the
 *   add-on's price (IVA included), paid by card, OXXO or SPEI; when the order is paid (a cash
 *   reference when its money is confirmed) the data is added at once, once, until the renewal.
 * - The automatic booster, once agreed to with its consent (the add-on, the amount, the card, the
 *   cap), buys the smallest add-on with the line's card at the network's first count that finds the
 *   line out of data, at most AUTO_BOOSTER_MAX_PER_PERIOD times a period, and e-mails after each.
 */
export class BoosterService {
  constructor(
    private readonly store: StateStore,
    private readonly lines: LineService,
    private readonly orders: OrderService,
    private readonly requests: ServiceRequestService,
    private readonly mailbox: Mailbox,
    private readonly storefrontUrl: string,
  ) {
    orders.paidServiceSteps.add({
      name: 'boosters',
      moment: 'beforeConfirmation',
      run: (order) => this.applyPaid(order),
    });
  }

  /** What the line may buy now, as core's BoosterOfferSchema reads it. */
  offer(line: LineRecord) {
    this.settleAutomatic(line, this.store.now());
    const automatic = line.autoBooster;
    const product = automatic ? findProduct(automatic.sku) : undefined;
    return {
      accountNumber: line.accountNumber,
      boosters: boostersFor(line).map((each) => ({
        sku: each.sku,
        dataGb: each.dataGb,
        price: mxn(each.price),
        tax: mxn(ivaIncluded(each.price)),
      })),
      ...(line.periodEndsAt !== undefined ? { validUntil: new Date(line.periodEndsAt).toISOString() } : {}),
      // The brand as the card's own mark writes it (VISA), as the payment page names it.
      savedCard: line.card ? { brand: line.card.brand.toUpperCase(), last4: line.card.last4 } : null,
      automatic:
        automatic && product && line.card
          ? {
              sku: automatic.sku,
              dataGb: product.dataGb,
              price: mxn(automatic.amount),
              card: { brand: line.card.brand.toUpperCase(), last4: automatic.cardLast4 },
              maxPerPeriod: automatic.maxPerPeriod,
              boughtThisPeriod: boostersThisPeriod(line).filter((booster) => booster.automatic).length,
              agreedAt: new Date(automatic.agreedAt).toISOString(),
            }
          : null,
    };
  }

  /** A booster by hand: the request and its order, or the one already waiting for this add-on. */
  submit(
    user: UserRecord,
    line: LineRecord,
    input: { sku: string; idempotencyKey: string; payerEmail?: string },
  ): ServiceRequestRecord {
    const repeated = this.requests.byIdempotencyKey(user.id, BOOSTER_REQUEST_TYPE, input.idempotencyKey);
    if (repeated) {
      if (repeated.accountNumber !== line.accountNumber || repeated.details?.sku !== input.sku) {
        fail('idempotencyKeyReused');
      }
      return repeated;
    }
    if (this.lines.snapshot(line).status !== 'Active')
      fail(BOOSTER_FAILURES.boosterNotEligible, { reason: 'LINE_NOT_ACTIVE' });
    const product = boostersFor(line).find((each) => each.sku === input.sku);
    if (!product) fail(BOOSTER_FAILURES.boosterNotEligible, { reason: 'NOT_ALLOWED_FOR_PLAN' });
    return this.request(user, line, product, input.idempotencyKey, input.payerEmail);
  }

  /** The add-ons the line may buy now: none unless it is active (its plan is what it needs then). */
  forSale(line: LineRecord): CatalogueProduct[] {
    return this.lines.snapshot(line).status === 'Active' ? boostersFor(line) : [];
  }

  /** A recarga's payer gets the receipt, voucher and CFDI at their own address (`payerEmail`). */
  private request(
    user: UserRecord,
    line: LineRecord,
    product: CatalogueProduct,
    idempotencyKey?: string,
    payerEmail?: string,
  ) {
    const order = this.orders.createServiceOrder(user, {
      item: { itemType: 'ADDON', sku: product.sku, amount: product.price },
      accountNumber: line.accountNumber,
      simType: line.simType,
      msisdn: line.msisdn,
      orderType: ON_APP_PURCHASES_TYPE,
    });
    if (payerEmail !== undefined) order.email = payerEmail;
    return this.requests.create(line, {
      type: BOOSTER_REQUEST_TYPE,
      plan: [{ status: 'WAITING', afterMs: 0 }],
      details: {
        orderRef: order.orderRef,
        amount: String(product.price),
        sku: product.sku,
        ...(idempotencyKey ? { idempotencyKey } : {}),
      },
    });
  }

  /** The booster waiting for its payment on the line, if any (the line page says so). */
  waitingOn(line: LineRecord): ServiceRequestRecord | undefined {
    return waitingForPayment(this.requests, this.orders, line, BOOSTER_REQUEST_TYPE);
  }

  /**
   * The automatic booster on (with the consent the customer read, checked against what would be
   * charged: core's autoBoosterConsentCheck) or off (at once; nothing more is charged).
   */
  setAutomatic(line: LineRecord, change: { on: false } | { on: true; consent: AutoBoosterConsent }) {
    if (!change.on) {
      delete line.autoBooster;
    } else {
      const offer = this.offer(line);
      const check = autoBoosterConsentCheck(offer, change.consent);
      if (!check.ok) fail(BOOSTER_FAILURES.autoBoosterConsent, { reason: check.reason });
      // Bought before this consent, those of this period still count against the cap.
      line.autoBooster = { ...change.consent, agreedAt: this.store.now() };
    }
    this.store.changed();
    return this.offer(line).automatic;
  }

  /** A booster's order was paid: its data is on the line from then, once, and the request is DONE. */
  private applyPaid(order: OrderRecord): void {
    const record = Object.values(this.store.data.serviceRequests).find(
      (candidate) =>
        candidate.type === BOOSTER_REQUEST_TYPE && candidate.details?.orderRef === order.orderRef,
    );
    if (!record || this.requests.progress(record).status !== 'WAITING') return;
    const line = this.store.data.lines[record.accountNumber];
    const product = record.details?.sku ? findProduct(record.details.sku) : undefined;
    if (!line || !product) return;
    line.boosters = [
      ...(line.boosters ?? []),
      {
        sku: product.sku,
        mb: product.dataGb * MB_PER_GB,
        at: order.paidAt ?? this.store.now(),
        orderRef: order.orderRef,
        ...(record.details?.automatic === 'true' ? { automatic: true } : {}),
      },
    ];
    this.requests.moveTo(record, 'DONE');
    this.store.changed();
  }

  /**
   * The automatic boosters due by `now`: at each count that finds the line out of data (its plan
   * and every booster of the period used), while it is on, the line active and the cap not reached.
   * Read lazily (the usage, the offer, the mailbox): time moves without a call.
   */
  settleAutomatic(line: LineRecord, now: number): boolean {
    let bought = false;
    for (;;) {
      const automatic = line.autoBooster;
      const start = periodStart(line);
      if (!automatic || start === undefined || line.periodEndsAt === undefined || !line.card) return bought;
      if (this.lines.snapshot(line).status !== 'Active') return bought;
      const count = boostersThisPeriod(line).filter((booster) => booster.automatic).length;
      if (!autoBoosterMayBuy({ boughtThisPeriod: count, maxPerPeriod: automatic.maxPerPeriod }))
        return bought;
      const product = autoBoosterChoice(boostersFor(line));
      if (!product || product.sku !== automatic.sku || product.price !== automatic.amount) return bought;
      if (line.card.outcome === 'decline' || line.card.outcome === 'insufficient_funds') return bought;
      const lastBought = Math.max(
        start,
        automatic.agreedAt,
        ...boostersThisPeriod(line).map((booster) => booster.at),
      );
      const at = this.outOfDataAt(line, lastBought, Math.min(now, line.periodEndsAt - 1));
      if (at === undefined) return bought;
      this.buyAutomatically(line, product, at);
      bought = true;
    }
  }

  /**
   * The first count after `from` (the consent, or the last booster bought) up to `until` at which
   * the line had used all its data, if any: a line already out of data when the customer agrees
   * gets its first automatic booster at the next count, never in the same instant as the consent.
   */
  private outOfDataAt(line: LineRecord, from: number, until: number): number | undefined {
    const out = (at: number) => rawUsedMb(line, at) >= boosterUse(line, at).exhaustedAt;
    let low = Math.floor(from / COUNT_EVERY_MS) + 1;
    let high = Math.floor(until / COUNT_EVERY_MS);
    if (low > high || !out(high * COUNT_EVERY_MS)) return undefined;
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      if (out(middle * COUNT_EVERY_MS)) high = middle;
      else low = middle + 1;
    }
    return low * COUNT_EVERY_MS;
  }

  private buyAutomatically(line: LineRecord, product: CatalogueProduct, at: number): void {
    const user = this.store.data.users[line.userId];
    if (!user) return;
    const record = this.requests.create(line, {
      type: BOOSTER_REQUEST_TYPE,
      plan: [{ status: 'WAITING', afterMs: 0 }],
      details: { amount: String(product.price), sku: product.sku, automatic: 'true' },
    });
    // The agreed charge of the line's card: paying the order adds the data (applyPaid) and files the receipt.
    const order = this.orders.recordCardCharge(line, {
      at,
      item: { itemType: 'ADDON', sku: product.sku, amount: product.price },
      orderType: ON_APP_PURCHASES_TYPE,
      before: (created) => {
        record.details = { ...record.details, orderRef: created.orderRef };
      },
    });
    if (!order) return;
    this.mailAutomatic(line, user, product, order, at);
  }

  private mailAutomatic(
    line: LineRecord,
    user: UserRecord,
    product: CatalogueProduct,
    order: OrderRecord,
    at: number,
  ) {
    if (!user.email || !line.card || !line.autoBooster) return;
    const lang = user.language ?? COUNTRY_LANGUAGE;
    const base = this.storefrontUrl.replace(/\/+$/, '');
    const link = `${base}/manage/order?orderRef=${encodeURIComponent(line.orderRef)}`;
    const number = formatNationalNumber(line.msisdn);
    const name = itemNameIn({ sku: product.sku, name: product.name[lang] }, lang);
    const count = boostersThisPeriod(line).filter((booster) => booster.automatic).length;
    const max = line.autoBooster.maxPerPeriod;
    const until = new Intl.DateTimeFormat(lang, {
      timeZone: MEXICO_CITY_TIME_ZONE,
      dateStyle: 'long',
    }).format(line.periodEndsAt ?? at);
    const card = `${line.card.brand.toUpperCase()} •• ${line.card.last4}`;
    const subject = texts(
      `Compramos ${product.dataGb} GB para tu línea ${number}`,
      `We bought ${product.dataGb} GB for your line ${number}`,
    );
    const body = texts(
      `Tu línea ${number} se quedó sin datos y, como lo autorizaste, compramos ${name} por ${mailMoney(product.price, 'es-MX')} con tu tarjeta ${card} (pedido ${order.orderRef}). ` +
        `Los datos duran hasta el ${until}. Compra automática ${count} de ${max} en este periodo. ` +
        `Para desactivar los datos extra automáticos, entra a tu línea: ${link}`,
      `Your line ${number} ran out of data and, as you agreed, we bought ${name} for ${mailMoney(product.price, 'en-US')} with your card ${card} (order ${order.orderRef}). ` +
        `The data lasts until ${until}. Automatic purchase ${count} of ${max} this period. ` +
        `To turn automatic extra data off, go to your line: ${link}`,
    );
    this.mailbox.send({
      channel: 'email',
      to: user.email,
      subject: subject[lang],
      body: body[lang],
      kind: 'booster_auto',
      link,
      sentAt: at,
    });
  }
}

const mxn = (amount: number) => ({ amount, currency: 'MXN' });
