import { formatNationalNumber } from '@senda/core/i18n';
import { lpaActivationCode } from '@senda/core/machines/esim-install';
import { MANAGE_ROUTES, managePath } from '@senda/core/navigation';
import { ivaIncluded } from '../data/catalogue.ts';
import { itemNameIn } from '../data/item-names.ts';
import { PICKUP_LOCATIONS } from '../data/places.ts';
import type { CashRefundWay, CashRefusal } from './cash-payments.ts';
import { deliveryWindowOf, PICKUP_READY_AFTER_MS } from './delivery.ts';
import { COUNTRY_LANGUAGE, type SandboxLanguage, texts } from './language.ts';
import { mailMoney as money } from './mail-money.ts';
import type { Mailbox } from './mailbox.ts';
import { MEXICO_CITY_TIME_ZONE, MEXICO_CITY_ZONE_NAME } from './mexico-city-time.ts';
import type { OrderPayment, OrderService } from './orders.ts';
import type { CashPaymentRecord, InvoiceRecord, LineRecord, OrderRecord } from './sandbox-data.schema.ts';
import type { StateStore } from './state-store.ts';

/**
 * The e-mails a purchase promises on its pages ("we'll email you the details", the eSIM's link and
 * code, the delivery's day, the CFDI's folio), written in the customer's language and left in the
 * sandbox mailbox (`GET /mocks/mailbox`), where the operator's mailer would send them.
 */
export class OrderMail {
  constructor(
    private readonly store: StateStore,
    private readonly mailbox: Mailbox,
    /** The storefront the links point at; '' in the browser's own sandbox (same origin). */
    private readonly storefrontUrl: string,
    private readonly orders: OrderService,
  ) {}

  /** The order confirmation, sent once when a purchase is paid (`line`: the line it opened). */
  confirm(order: OrderRecord, line: LineRecord | undefined): void {
    const to = this.addressOf(order);
    if (!to) return;
    const lang = this.languageOf(order);
    const payment = this.orders.paymentOf(order);
    const { subject, body } = confirmationText(
      order,
      line,
      lang,
      this.storefrontUrl,
      this.store.now(),
      payment,
      payment && this.closedBy(order, payment),
    );
    this.mailbox.send({ channel: 'email', to, subject, body, kind: 'order_confirmation' });
  }

  /**
   * The receipt of a service order paid (a renewal by hand or automatic, a fee): the purchase's
   * charge block, when and how it was paid, and how to get its CFDI. Filed at the payment's time
   * (an automatic renewal is charged on its date even when the line is read later). Nothing is
   * sent for a $0 order: nothing was paid.
   */
  receipt(order: OrderRecord): void {
    const to = this.addressOf(order);
    const payment = this.orders.paymentOf(order);
    if (!to || !payment || order.total <= 0) return;
    const lang = this.languageOf(order);
    const { subject, body } = receiptText(
      order,
      lang,
      this.storefrontUrl,
      payment,
      this.closedBy(order, payment),
    );
    this.mailbox.send({ channel: 'email', to, subject, body, kind: 'receipt', sentAt: payment.paidAt });
  }

  /** The CFDI's folio fiscal and receiver, sent when billing stamps it. */
  invoiced(order: OrderRecord, invoice: InvoiceRecord): void {
    const to = this.addressOf(order);
    if (!to) return;
    const lang = this.languageOf(order);
    const subject = texts(
      `Tu factura (CFDI) del pedido ${order.orderRef}`,
      `Your invoice (CFDI) for order ${order.orderRef}`,
    )[lang];
    const body = [
      texts('Timbramos la factura de tu pedido.', 'We have stamped the invoice for your order.')[lang],
      `${texts('Folio fiscal (UUID)', 'Folio fiscal (UUID)')[lang]}: ${invoice.folio}`,
      `RFC: ${invoice.rfc}`,
      `${texts('Nombre o razón social', 'Name')[lang]}: ${invoice.name}`,
      `${texts('Total', 'Total')[lang]}: ${money(order.total, lang)}`,
      texts(
        'Con el folio puedes verificarla en el portal del SAT.',
        'You can verify it on the SAT portal with the folio.',
      )[lang],
    ].join('\n');
    this.mailbox.send({ channel: 'email', to, subject, body, kind: 'cfdi' });
  }

  /**
   * The voucher or transfer details when a reference is made: what to pay, where, until when, and
   * that paying another way closes it. The order page shows the same.
   */
  cashReference(record: CashPaymentRecord, bank: { bank: string; beneficiary: string }): void {
    // To whoever made the reference: the buyer, or the payer of someone's pay-by-link.
    const order = this.store.data.orders[record.orderRef];
    const payer = this.store.data.users[record.userId];
    const to = payer?.email ?? (order && this.addressOf(order));
    if (!order || !to) return;
    const lang = payer?.language ?? this.languageOf(order);
    const t = (es: string, en: string) => texts(es, en)[lang];
    const amount = money(record.amount, lang);
    const oxxo = record.method === 'OXXO';
    const subject = oxxo
      ? t(`Tu ficha OXXO del pedido ${order.orderRef}`, `Your OXXO voucher for order ${order.orderRef}`)
      : t(
          `Los datos para pagar por SPEI el pedido ${order.orderRef}`,
          `How to pay order ${order.orderRef} by SPEI transfer`,
        );
    const body = [
      oxxo
        ? t(
            `Paga ${amount} en efectivo en cualquier OXXO: di que es un pago de OXXO Pay y muestra esta referencia.`,
            `Pay ${amount} in cash at any OXXO: say it is an OXXO Pay payment and show this reference.`,
          )
        : t(
            `Transfiere ${amount} por SPEI desde tu banca en línea con estos datos.`,
            `Send ${amount} by SPEI transfer from your online banking with these details.`,
          ),
      ...(record.clabe
        ? [
            `CLABE: ${record.clabe}`,
            `${t('Banco', 'Bank')}: ${bank.bank}`,
            `${t('Beneficiario', 'Beneficiary')}: ${bank.beneficiary}`,
          ]
        : []),
      `${oxxo ? t('Referencia', 'Reference') : t('Referencia (concepto)', 'Reference (concept)')}: ${record.reference}`,
      `${t('Monto exacto', 'Exact amount')}: ${amount}`,
      `${t('Paga antes del', 'Pay by')}: ${dayAndTime(record.expiresAt, lang)} (${MEXICO_CITY_ZONE_NAME[lang]})`,
      t(
        'Tu pedido queda pendiente hasta que llegue el pago; la confirmación puede tardar hasta el siguiente día hábil. Cuando llegue, activamos tu línea y te enviamos el recibo.',
        'Your order stays pending until the payment arrives; confirmation can take until the next business day. When it arrives we activate your line and send you the receipt.',
      ),
      t(
        'Si pagas el pedido de otra forma, esta referencia deja de valer; si aun así la pagas, te devolvemos el dinero.',
        'If you pay the order another way, this reference closes; if it is paid anyway, we return the money.',
      ),
      `${t('Tu pedido', 'Your order')}: ${this.storefrontUrl}${managePath(MANAGE_ROUTES.order, order.orderRef)}`,
    ].join('\n');
    this.mailbox.send({ channel: 'email', to, subject, body, kind: 'cash_reference' });
  }

  /** Money paid on a reference that could not be applied: why, and how it comes back. */
  cashReturned(record: CashPaymentRecord, reason: CashRefusal, refund: CashRefundWay): void {
    // To whoever made the reference: the buyer, or the payer of someone's pay-by-link.
    const order = this.store.data.orders[record.orderRef];
    const payer = this.store.data.users[record.userId];
    const to = payer?.email ?? (order && this.addressOf(order));
    if (!order || !to) return;
    const lang = payer?.language ?? this.languageOf(order);
    const t = (es: string, en: string) => texts(es, en)[lang];
    const amount = money(record.amount, lang);
    const why = {
      ALREADY_APPLIED: t(
        `la referencia ${record.reference} ya estaba pagada`,
        `reference ${record.reference} had already been paid`,
      ),
      EXPIRED: t(
        `la referencia ${record.reference} venció el ${dayAndTime(record.expiresAt, lang)}`,
        `reference ${record.reference} expired on ${dayAndTime(record.expiresAt, lang)}`,
      ),
      ORDER_NOT_PAYABLE: t(
        `el pedido ${order.orderRef} ya estaba pagado de otra forma o cancelado, y la referencia ${record.reference} se cerró`,
        `order ${order.orderRef} had already been paid another way or cancelled, and reference ${record.reference} was closed`,
      ),
    }[reason];
    const back =
      refund === 'SPEI_TO_SENDER'
        ? t(
            `Te devolvemos ${amount} por SPEI a la cuenta desde la que transferiste, en un máximo de 2 días hábiles. No tienes que hacer nada.`,
            `We are sending ${amount} back by SPEI to the account you transferred from, within 2 business days. You need not do anything.`,
          )
        : t(
            `El efectivo pagado en OXXO se devuelve por transferencia SPEI: contesta este correo con la CLABE (18 dígitos) de una cuenta a tu nombre y te transferimos ${amount} en un máximo de 2 días hábiles después.`,
            `Cash paid at OXXO comes back by SPEI transfer: reply to this e-mail with the CLABE (18 digits) of an account in your name and we transfer ${amount} within 2 business days of it.`,
          );
    const subject = t(
      `Te devolvemos ${amount} del pedido ${order.orderRef}`,
      `We are returning ${amount} for order ${order.orderRef}`,
    );
    const body = [
      t(
        `Recibimos un pago de ${amount} que no aplicamos: ${why}. No se cobró dos veces.`,
        `We received a payment of ${amount} that we did not apply: ${why}. You were not charged twice.`,
      ),
      back,
    ].join('\n');
    this.mailbox.send({ channel: 'email', to, subject, body, kind: 'cash_returned' });
  }

  /**
   * The order's cash references this payment closed: still open when it was paid, not the one it
   * was paid with. The mail that confirms the payment says each is no longer to be paid.
   */
  private closedBy(order: OrderRecord, payment: OrderPayment): CashPaymentRecord[] {
    return Object.values(this.store.data.cashPayments).filter(
      (record) =>
        record.orderRef === order.orderRef &&
        record.paidAt === undefined &&
        record.createdAt <= payment.paidAt &&
        record.expiresAt >= payment.paidAt,
    );
  }

  private addressOf(order: OrderRecord): string | undefined {
    return order.email ?? this.store.data.users[order.userId]?.email;
  }

  /** No call is behind a mail sent later: it is written in the language of the customer's latest call. */
  private languageOf(order: OrderRecord): SandboxLanguage {
    return this.store.data.users[order.userId]?.language ?? COUNTRY_LANGUAGE;
  }
}

/** A day as the e-mails write it, in Mexico City: "27 de noviembre de 2026". */
export const day = (at: number, lang: SandboxLanguage) =>
  new Intl.DateTimeFormat(lang, { timeZone: MEXICO_CITY_TIME_ZONE, dateStyle: 'long' }).format(at);

const dayAndTime = (at: number, lang: SandboxLanguage) =>
  new Intl.DateTimeFormat(lang, {
    timeZone: MEXICO_CITY_TIME_ZONE,
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(at);

/** What was paid: each item, any discount, the subtotal, the IVA inside the total, the total. */
function chargeLines(order: OrderRecord, lang: SandboxLanguage): string[] {
  const t = (es: string, en: string) => texts(es, en)[lang];
  const items = order.items.map((item) => {
    const quantity = item.quantity > 1 ? ` × ${item.quantity}` : '';
    return `- ${itemNameIn(item, lang)}${quantity}: ${money(item.amount, lang)}`;
  });
  const tax = ivaIncluded(order.total);
  return [
    ...items,
    ...(order.discount > 0 ? [`${t('Descuento', 'Discount')}: -${money(order.discount, lang)}`] : []),
    `${t('Subtotal (sin IVA)', 'Subtotal (before IVA)')}: ${money(order.total - tax, lang)}`,
    `${t('IVA (16 %)', 'IVA (16%)')}: ${money(tax, lang)}`,
    `${t('Total (IVA incluido)', 'Total (IVA included)')}: ${money(order.total, lang)}`,
  ];
}

/** When and how it was paid, and where its CFDI is asked for (the order's page, core's invoiceOffer). */
function paymentLines(
  order: OrderRecord,
  payment: OrderPayment,
  lang: SandboxLanguage,
  storefrontUrl: string,
  closed: readonly CashPaymentRecord[] = [],
): string[] {
  const t = (es: string, en: string) => texts(es, en)[lang];
  const method =
    payment.method === 'CARD'
      ? t(
          `tarjeta ${payment.brand} terminación ${payment.last4}`,
          `${payment.brand} card ending in ${payment.last4}`,
        )
      : payment.method === 'OXXO'
        ? t('efectivo en OXXO', 'cash at OXXO')
        : t('transferencia SPEI', 'SPEI bank transfer');
  const orderPage = `${storefrontUrl}${managePath(MANAGE_ROUTES.order, order.orderRef)}`;
  return [
    `${t('Fecha de pago', 'Paid on')}: ${dayAndTime(payment.paidAt, lang)} (${MEXICO_CITY_ZONE_NAME[lang]})`,
    `${t('Forma de pago', 'Paid with')}: ${method}`,
    t(
      `¿Necesitas factura (CFDI)? Abre el pedido y elige «Facturar esta compra»: ${orderPage}`,
      `Need an invoice (CFDI)? Open the order and choose "Invoice this purchase": ${orderPage}`,
    ),
    ...closed.map((record) => closedReferenceLine(record, lang)),
  ];
}

/** A reference left open when the order was paid another way: closed, and what happens if paid anyway. */
function closedReferenceLine(record: CashPaymentRecord, lang: SandboxLanguage): string {
  const t = (es: string, en: string) => texts(es, en)[lang];
  return record.method === 'OXXO'
    ? t(
        `La ficha OXXO ${record.reference} de este pedido quedó cerrada: ya no la pagues. Si aun así la pagas, te devolvemos el dinero.`,
        `OXXO voucher ${record.reference} for this order is now closed: do not pay it. If it is paid anyway, we return the money.`,
      )
    : t(
        `La referencia SPEI ${record.reference} de este pedido quedó cerrada: ya no transfieras a ella. Si aun así llega una transferencia, te la devolvemos a la cuenta de origen.`,
        `SPEI reference ${record.reference} for this order is now closed: do not transfer to it. If a transfer arrives anyway, we send it back to the account it came from.`,
      );
}

/** The receipt's subject and body: the line, what was paid, when, how, and the CFDI. */
export function receiptText(
  order: OrderRecord,
  lang: SandboxLanguage,
  storefrontUrl: string,
  payment: OrderPayment,
  closed: readonly CashPaymentRecord[] = [],
): { subject: string; body: string } {
  const t = (es: string, en: string) => texts(es, en)[lang];
  const number = order.msisdn ? formatNationalNumber(order.msisdn) : '';
  return {
    subject: t(`Recibo de tu pago ${order.orderRef}`, `Receipt for your payment ${order.orderRef}`),
    body: [
      t(
        `Recibimos tu pago${number ? ` para tu línea ${number}` : ''}. Pedido ${order.orderRef}.`,
        `We received your payment${number ? ` for your line ${number}` : ''}. Order ${order.orderRef}.`,
      ),
      '',
      ...chargeLines(order, lang),
      '',
      ...paymentLines(order, payment, lang, storefrontUrl, closed),
    ].join('\n'),
  };
}

/** The confirmation's subject and body: what was bought, what it cost, and what happens next. */
export function confirmationText(
  order: OrderRecord,
  line: LineRecord | undefined,
  lang: SandboxLanguage,
  storefrontUrl: string,
  now: number,
  payment?: OrderPayment,
  closed: readonly CashPaymentRecord[] = [],
): { subject: string; body: string } {
  const t = (es: string, en: string) => texts(es, en)[lang];
  const link = (path: string) => `${storefrontUrl}${path}`;
  const lines = [
    t(
      `Recibimos tu pago. Tu pedido ${order.orderRef} está confirmado.`,
      `We received your payment. Your order ${order.orderRef} is confirmed.`,
    ),
    '',
    ...chargeLines(order, lang),
    ...(payment ? paymentLines(order, payment, lang, storefrontUrl, closed) : []),
    '',
  ];
  if (order.portIn) {
    lines.push(
      `${t('Número que traes a Senda', 'Number you are bringing to Senda')}: ${formatNationalNumber(order.portIn.number)}`,
    );
  } else if (order.msisdn) {
    lines.push(`${t('Tu nuevo número', 'Your new number')}: ${formatNationalNumber(order.msisdn)}`);
  }
  if (order.simType === 'esim' && line?.esim) {
    const install = link(managePath(MANAGE_ROUTES.esimInstallOneClick, order.orderRef));
    lines.push(
      `${t('Instala tu eSIM', 'Install your eSIM')}: ${install}`,
      `${t('Código de activación', 'Activation code')}: ${lpaActivationCode(line.esim.smdpAddress, line.esim.matchingId)}`,
      t(
        'No compartas este código ni su código QR: quien los tenga puede instalar tu línea en otro teléfono.',
        'Do not share this code or its QR code: whoever has them can install your line on another phone.',
      ),
    );
  }
  const delivery = order.delivery;
  if (delivery?.method === 'SELF_PICKUP') {
    const store = PICKUP_LOCATIONS.find((location) => location.id === delivery.pickupLocationId);
    lines.push(
      t(
        `Tu SIM estará lista para recoger${store ? ` en ${store.name}, ${store.addressLine1}, ${store.colonia},` : ''} a partir del ${dayAndTime(now + PICKUP_READY_AFTER_MS, lang)} (${MEXICO_CITY_ZONE_NAME['es-MX']}). Lleva una identificación oficial.`,
        `Your SIM will be ready to pick up${store ? ` at ${store.name}, ${store.addressLine1}, ${store.colonia},` : ''} from ${dayAndTime(now + PICKUP_READY_AFTER_MS, lang)} (${MEXICO_CITY_ZONE_NAME['en-US']}). Bring an official ID.`,
      ),
    );
  } else if (delivery) {
    const window = delivery.slotId ? deliveryWindowOf(delivery.slotId) : undefined;
    const when = window
      ? t(
          ` el ${day(Date.parse(`${window.date}T12:00:00Z`), lang)}, entre las ${window.startTime} y las ${window.endTime} (${MEXICO_CITY_ZONE_NAME['es-MX']})`,
          ` on ${day(Date.parse(`${window.date}T12:00:00Z`), lang)}, between ${window.startTime} and ${window.endTime} (${MEXICO_CITY_ZONE_NAME['en-US']})`,
        )
      : '';
    lines.push(
      t(
        `Tu SIM va en camino: la entregaremos en tu domicilio${when}.`,
        `Your SIM is on its way: we will deliver it to your address${when}.`,
      ),
    );
  }
  if (order.simType === 'physical_sim') {
    lines.push(
      `${t('Cuando la tengas, actívala aquí', 'When you have it, activate it here')}: ${link(managePath(MANAGE_ROUTES.simActivation, order.orderRef))}`,
    );
  }
  lines.push('', `${t('Tu pedido', 'Your order')}: ${link(managePath(MANAGE_ROUTES.order, order.orderRef))}`);
  return {
    subject: t(`Tu pedido ${order.orderRef} está confirmado`, `Your order ${order.orderRef} is confirmed`),
    body: lines.join('\n'),
  };
}
