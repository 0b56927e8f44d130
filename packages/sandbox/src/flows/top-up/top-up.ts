import { maskHolder, TOP_UP_LOOKUP_LIMITS } from '@senda/core/flows/top-up';
import { formatNationalNumber } from '@senda/core/i18n';
import { itemNameIn } from '../../data/item-names.ts';
import { fail } from '../../domain/failures.ts';
import { COUNTRY_LANGUAGE, type SandboxLanguage, texts } from '../../domain/language.ts';
import { mailMoney as money } from '../../domain/mail-money.ts';
import {
  MEXICO_CITY_TIME_ZONE,
  MEXICO_CITY_ZONE_NAME,
  mexicoCityDate,
} from '../../domain/mexico-city-time.ts';
import { CURRENCY, ON_APP_PURCHASES_TYPE } from '../../domain/orders.ts';
import type { CodeRequester } from '../../domain/otp-address-guard.ts';
import { RequesterWindow } from '../../domain/requester-window.ts';
import type { LineRecord } from '../../domain/sandbox-data.schema.ts';
import type { SandboxState } from '../../domain/sandbox-state.ts';
import type { DueNoticeHost } from '../define-sandbox-flow.ts';
import { TOP_UP_FAILURES } from './top-up.failures.ts';

/**
 * "Recarga": anyone pays a Senda line's plan renewal without signing in.
 * - The number is looked up (or a recarga made) at most TOP_UP_LOOKUP_LIMITS times per device
 *   and per network address in the window (core's figures), hits and misses alike, so the
 *   lookup cannot walk the number plan; past them 429 with Retry-After.
 * - The answer shows the holder masked, the plan and its renewal dates; nothing else.
 * - A recarga is a renewal of the owner's line (renewal.ts `submitForPayer`): its own order,
 *   whose receipt, voucher and CFDI go to the payer's e-mail, and a pay-by-link the payer pays as
 *   a guest. The line renews when the order is paid (a card at once, cash when the provider
 *   confirms it), as a renewal paid by hand does; then the owner is told, without who paid.
 */
export class TopUps {
  private readonly tries: RequesterWindow;

  constructor(private readonly state: SandboxState) {
    const { store } = state;
    this.tries = new RequesterWindow(
      store,
      () => store.data.topUpLookups ?? [],
      (events) => {
        store.data.topUpLookups = events;
      },
      () => ({ ...TOP_UP_LOOKUP_LIMITS, unidentifiedShareOne: false }),
    );
  }

  /** The line behind a number, as a stranger may see it. */
  lookUp(msisdn: string, requester: CodeRequester, lang: SandboxLanguage) {
    this.count(requester);
    const line = this.liveLine(msisdn);
    const user = this.state.store.data.users[line.userId];
    return {
      msisdn: line.msisdn,
      holderMasked: maskHolder([user?.firstName, user?.middleName, user?.lastName]),
      plan: {
        name: itemNameIn(line.plan, lang),
        price: { amount: line.plan.price, currency: CURRENCY },
      },
      renewalDate: mexicoCityDate(line.periodEndsAt ?? this.state.now()),
      renewsUntil: mexicoCityDate(this.state.renewal.renewsUntil(line)),
      // The boosters' add-ons for this line (core's allowedBoosters, as the line page's offer).
      dataAddOns: this.state.boosters.forSale(line).map((product) => ({
        sku: product.sku,
        dataGb: product.dataGb,
        price: { amount: product.price, currency: CURRENCY },
      })),
    };
  }

  /** A recarga for the number, paid through its pay-by-link; the same key answers the same one. */
  create(
    input: { msisdn: string; payerEmail: string; idempotencyKey: string; sku?: string | undefined },
    requester: CodeRequester,
  ) {
    this.count(requester);
    const { data } = this.state.store;
    const line = this.liveLine(input.msisdn);
    const owner = data.users[line.userId];
    if (!owner) fail(TOP_UP_FAILURES.numberUnknown);
    const payer = {
      idempotencyKey: `top-up:${input.idempotencyKey}`,
      payerEmail: input.payerEmail.trim().toLowerCase(),
    };
    // Extra data: the boosters' request and ON_APP_PURCHASES order, applied when paid (their rules
    // and refusals); otherwise the plan's renewal.
    const request = input.sku
      ? this.state.boosters.submit(owner, line, { ...payer, sku: input.sku })
      : this.state.renewal.submitForPayer(owner, line, payer);
    const orderRef = request.details?.orderRef ?? '';
    const topUps = data.topUps ?? {};
    data.topUps = topUps;
    const known = topUps[orderRef];
    const paylinkId = known?.paylinkId ?? this.state.paylinks.create(orderRef).paylinkId;
    if (!known) topUps[orderRef] = { accountNumber: line.accountNumber, paylinkId };
    this.state.store.changed();
    const order = this.state.orders.find(orderRef);
    return { paylinkId, amount: { amount: order?.total ?? line.plan.price, currency: CURRENCY } };
  }

  private count(requester: CodeRequester): void {
    const wait = this.tries.waitFor(requester);
    if (wait !== undefined) fail(TOP_UP_FAILURES.triesExceeded, { retryAfterSeconds: wait });
    this.tries.record(requester);
  }

  /** The Senda line that has the number now and may take a recarga. */
  private liveLine(msisdn: string): LineRecord {
    const line = Object.values(this.state.store.data.lines).find((candidate) => candidate.msisdn === msisdn);
    if (!line) fail(TOP_UP_FAILURES.numberUnknown);
    const refusal = this.state.renewal.refusal(line);
    // A line not activated, inactive, closing or unregistered: the same answer for each, so a
    // stranger learns only that it cannot be topped up now.
    if (refusal && refusal !== 'NOT_DUE_YET') fail(TOP_UP_FAILURES.lineNotActive);
    return line;
  }
}

/**
 * Each paid recarga's owner told once, at the time it was paid: the line, the amount and the
 * day, never who paid. Filed before the mailbox is read, as the other notices that fall due
 * without a call (a cash confirmation renews the line in the provider's callback).
 */
export function tellOwnersOfPaidTopUps(host: DueNoticeHost): void {
  const { data } = host.store;
  let changed = false;
  for (const [orderRef, topUp] of Object.entries(data.topUps ?? {})) {
    if (topUp.ownerToldAt !== undefined) continue;
    const order = data.orders[orderRef];
    const line = data.lines[topUp.accountNumber];
    const owner = line ? data.users[line.userId] : undefined;
    // Paid: a card at once, cash once the provider confirmed it (a voucher waiting sets nothing).
    if (!order?.paidTransactionId || !line) continue;
    const paidAt = order.paidAt ?? order.updatedAt;
    topUp.ownerToldAt = paidAt;
    changed = true;
    if (!owner?.email) continue;
    const lang = owner.language ?? COUNTRY_LANGUAGE;
    const number = formatNationalNumber(line.msisdn);
    const day = new Intl.DateTimeFormat(lang, {
      timeZone: MEXICO_CITY_TIME_ZONE,
      dateStyle: 'long',
      timeStyle: 'short',
    }).format(paidAt);
    const until = new Intl.DateTimeFormat(lang, {
      timeZone: MEXICO_CITY_TIME_ZONE,
      dateStyle: 'long',
    }).format(line.periodEndsAt ?? paidAt);
    const amount = money(order.total, lang);
    // Extra data lasts until the renewal, which it does not move; a renewal moves it.
    const extraData = order.orderType === ON_APP_PURCHASES_TYPE;
    host.mailbox.send({
      channel: 'email',
      to: owner.email,
      subject: texts(
        `Se pagó una recarga de ${amount} a tu línea`,
        `A top-up of ${amount} was paid for your line`,
      )[lang],
      body: [
        texts(
          `Se pagó una recarga de ${amount} a tu línea ${number} el ${day} (${MEXICO_CITY_ZONE_NAME['es-MX']}).`,
          `A top-up of ${amount} was paid for your line ${number} on ${day} (${MEXICO_CITY_ZONE_NAME['en-US']}).`,
        )[lang],
        extraData
          ? texts(
              `Se agregaron datos extra a tu línea hasta su renovación del ${until}.`,
              `Extra data was added to your line until its renewal on ${until}.`,
            )[lang]
          : texts(`Tu plan quedó pagado hasta el ${until}.`, `Your plan is now paid until ${until}.`)[lang],
        texts(
          'No tienes que hacer nada. El recibo y la factura son de quien pagó.',
          'You need not do anything. The receipt and the invoice belong to whoever paid.',
        )[lang],
      ].join('\n'),
      kind: 'top_up_paid',
      sentAt: paidAt,
    });
  }
  if (changed) host.store.changed();
}
