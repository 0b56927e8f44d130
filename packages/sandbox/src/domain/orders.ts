import { MAX_LINES_PER_CURP } from '@senda/core/validation';
import { type CatalogueProduct, FEES, findProduct, ivaIncluded } from '../data/catalogue.ts';
import { storedName } from '../data/item-names.ts';
import { numberItem, numberItemSku } from '../data/numbers.ts';
import { MAX_PROMO_CODES, PROMO_CODES, type PromoRefusalReason } from '../data/promotions.ts';
import { fail } from './failures.ts';
import type { LineService } from './lines.ts';
import type { NumberService } from './numbers.ts';
import { PaidOrderSteps } from './paid-order-steps.ts';
import { payerHolds } from './paylinks.ts';
import type { PortInService } from './port-in.ts';
import type {
  CartRecord,
  LineRecord,
  OrderRecord,
  PaymentRecord,
  PricedItem,
  PromoResult,
  UserRecord,
} from './sandbox-data.schema.ts';
import type { StateStore } from './state-store.ts';

export const CURRENCY = 'MXN';

/** the spec's Service Order: a charge for a request on an existing line (a plan switch), no new line. */
export const SERVICE_ORDER_TYPE = 'SERVICE_ORDER';
/** The spec's "On App Purchases": an add-on bought for a line already open (a booster). */
export const ON_APP_PURCHASES_TYPE = 'ON_APP_PURCHASES';

/** An order about a line already open (a plan's charge, an add-on): paying it opens no line. */
export const isServiceOrder = (order: Pick<OrderRecord, 'orderType'>): boolean =>
  order.orderType === SERVICE_ORDER_TYPE || order.orderType === ON_APP_PURCHASES_TYPE;

export interface ServiceOrderInput {
  item: { itemType: PricedItem['itemType']; sku: string; amount: number; prorated?: true };
  simType: string;
  msisdn: string;
  /** The line it is for: the line's order history lists it. */
  accountNumber?: string | undefined;
  /** An add-on bought for the line (a booster) is an On App Purchase; a plan's charge a service order. */
  orderType?: typeof SERVICE_ORDER_TYPE | typeof ON_APP_PURCHASES_TYPE | undefined;
}

/** How an order was paid, as its history, its receipt and its CFDI say: the card, or OXXO / SPEI. */
export type OrderPayment =
  | { method: 'CARD'; brand: string; last4: string; paidAt: number }
  | { method: 'OXXO' | 'SPEI'; paidAt: number };

/**
 * Server order states (core's SERVER_ORDER_STATES). PAY waits for payment. Once paid, an eSIM
 * line is provisioned at once and the order is TSU (activated: the app then offers the eSIM
 * installation); a physical SIM order is PRO (paid, being prepared) until the SIM is activated,
 * so it stays a pending order for the app while it travels.
 */
export const ORDER_STATE = {
  awaitingPayment: 'PAY',
  paid: 'PRO',
  activated: 'TSU',
  cancelled: 'CAN',
  failed: 'OFL',
} as const;
const FINAL_STATES = new Set(['CAN', 'OFL', 'TSU']);

export interface DraftItem {
  itemType: PricedItem['itemType'];
  sku: string;
  quantity?: number | undefined;
}

export interface OrderDraft {
  items: readonly DraftItem[];
  promoCodes?: readonly string[] | undefined;
  simType?: string | undefined;
  deliveryMethod?: string | undefined;
  numberType?: string | undefined;
  channel?: string | undefined;
}

export interface OrderPreview {
  items: PricedItem[];
  promoCodes: PromoResult[];
  /** Sum of the lines, IVA included. */
  gross: number;
  discount: number;
  /** What is charged, IVA included. */
  total: number;
  /** The IVA inside `total`. */
  tax: number;
  currency: string;
  productLabel?: string | undefined;
}

export interface NewOrderInput extends OrderDraft {
  orderType?: string | undefined;
  /** The marketplace buyer's session (vendor login) the order is made in. */
  sourceChannel?: 'meli' | undefined;
  /** The store a retail sale is made in; the body's schema requires it on the retail channel. */
  retailStoreId?: string | undefined;
  selectedNumber?: string | undefined;
  portIn?: { number: string; donor: string; requestId: string } | undefined;
  customer?: Record<string, string> | undefined;
  billingAddress?: Record<string, string> | undefined;
  delivery?:
    | {
        method: string;
        address?: Record<string, string> | undefined;
        slotId?: string | undefined;
        pickupLocationId?: string | undefined;
      }
    | undefined;
  /** Auto-renewal agreed to on the order summary: the terms the customer ticked the box for. */
  autoRenewal?: { consent: true; amount: { amount: number }; frequencyDays: number } | undefined;
}

/**
 * Prices, carts and orders. The gateway is the price authority: the app names what it wants
 * (item type and sku) and the catalogue gives the price. Lines the app may not choose (FEE,
 * DELIVERY_FEE_SKU) are added by the gateway from the SIM type and delivery method.
 */
export class OrderService {
  constructor(
    private readonly store: StateStore,
    private readonly numbers: NumberService,
    private readonly portIn: PortInService,
    private readonly lines: LineService,
  ) {}

  preview(draft: OrderDraft, user?: UserRecord): OrderPreview {
    const items: PricedItem[] = [];
    let plan: CatalogueProduct | undefined;
    let numberLine = false;
    for (const item of draft.items) {
      const quantity = item.quantity ?? 1;
      if (item.itemType === 'PLAN' || item.itemType === 'ADDON' || item.itemType === 'BUNDLE') {
        const product = findProduct(item.sku);
        if (!product || product.kind !== item.itemType) fail('badRequest', { sku: item.sku });
        if (draft.simType && !product.simTypes.includes(draft.simType as never)) {
          fail('badRequest', { sku: item.sku, simType: draft.simType });
        }
        if (draft.channel && !product.channels.includes(draft.channel as never)) {
          fail('badRequest', { sku: item.sku, channel: draft.channel });
        }
        if (product.kind === 'PLAN') {
          if (plan || quantity !== 1) fail('badRequest', { reason: 'ONE_PLAN_PER_ORDER' });
          plan = product;
        }
        items.push({
          itemType: item.itemType,
          sku: product.sku,
          name: storedName(product.sku),
          amount: round(product.price * quantity),
          quantity,
          ...(product.label ? { label: product.label } : {}),
        });
      } else if (item.itemType === 'NEW_NUMBER') {
        if (draft.numberType === 'PORT_IN' || numberLine) continue;
        const category = numberItem(item.sku);
        if (!category) fail('badRequest', { sku: item.sku });
        items.push({
          itemType: 'NEW_NUMBER',
          sku: category.sku,
          name: storedName(category.sku),
          amount: category.price,
          quantity: 1,
        });
        numberLine = true;
      }
      // FEE and DELIVERY_FEE_SKU lines are the gateway's to add; EXTERNAL_REWARD is not sold.
    }
    if (!plan) fail('badRequest', { reason: 'PLAN_REQUIRED' });
    for (const extra of items) {
      if (
        extra.itemType !== 'PLAN' &&
        extra.itemType !== 'NEW_NUMBER' &&
        !plan.compatibleAddonSkus?.includes(extra.sku)
      ) {
        fail('badRequest', { sku: extra.sku, reason: 'NOT_COMPATIBLE_WITH_PLAN' });
      }
    }
    if (draft.simType === 'physical_sim') {
      items.push({
        itemType: 'FEE',
        sku: FEES.physicalSim.sku,
        name: storedName(FEES.physicalSim.sku),
        amount: 0,
        quantity: 1,
      });
    }
    // A physical SIM ships to the door unless picked up; an eSIM only when its delivery
    // specification sent it through the delivery step (the order then names the method).
    const shipsToTheDoor =
      draft.simType === 'physical_sim'
        ? draft.deliveryMethod !== 'SELF_PICKUP'
        : draft.deliveryMethod === 'DOORSTEP_DELIVERY';
    if (shipsToTheDoor) {
      const fee = FEES.doorstepDelivery;
      items.push({
        itemType: 'DELIVERY_FEE_SKU',
        sku: fee.sku,
        name: storedName(fee.sku),
        amount: fee.price,
        quantity: 1,
      });
    }
    const gross = round(items.reduce((sum, item) => sum + item.amount, 0));
    const promoCodes = this.applyPromoCodes(draft.promoCodes ?? [], plan, gross);
    const discount = round(promoCodes.reduce((sum, promo) => sum + promo.discount, 0));
    const total = round(Math.max(0, gross - discount));
    const preview: OrderPreview = {
      items,
      promoCodes,
      gross,
      discount,
      total,
      tax: ivaIncluded(total),
      currency: CURRENCY,
      productLabel: plan.label,
    };
    if (user?.email && user.status === 'ACTIVE') this.saveCart(user, draft.items);
    return preview;
  }

  create(user: UserRecord, input: NewOrderInput): OrderRecord {
    // The line this order opens is registered to the buyer's CURP: an 11th is refused before
    // anything is reserved or paid.
    const curp = input.customer?.curp;
    if (curp && !this.lines.hasRoomForLine(curp)) fail('curpLineLimit', { maxLines: MAX_LINES_PER_CURP });
    const numberType = input.numberType === 'PORT_IN' ? 'PORT_IN' : 'NEW';
    let msisdn: string | undefined;
    let items = [...input.items];
    if (numberType === 'NEW') {
      if (!input.selectedNumber) fail('badRequest', { reason: 'NUMBER_REQUIRED' });
      const number = this.numbers.requireLock(input.selectedNumber, user.id);
      // The number line is the locked number's (its golden pattern's, else its category's), whatever
      // the app sent.
      items = items.filter((item) => item.itemType !== 'NEW_NUMBER');
      items.push({ itemType: 'NEW_NUMBER', sku: numberItemSku(number) });
      msisdn = number.number;
    } else {
      if (!input.portIn) fail('badRequest', { reason: 'PORT_IN_REQUIRED' });
      this.portIn.requireVerified(input.portIn.requestId, input.portIn.number);
      msisdn = input.portIn.number;
    }
    const preview = this.preview({ ...input, numberType, items });
    if (input.simType === 'physical_sim' && !input.delivery)
      fail('badRequest', { reason: 'DELIVERY_REQUIRED' });

    const now = this.store.now();
    const orderRef = this.newOrderRef(now);
    const free = preview.total === 0;
    const paidState = input.simType === 'physical_sim' ? ORDER_STATE.paid : ORDER_STATE.activated;
    const order: OrderRecord = {
      orderRef,
      userId: user.id,
      ...(user.email ? { email: user.email } : {}),
      orderType: input.orderType ?? 'SIM_ONLY',
      state: free ? paidState : ORDER_STATE.awaitingPayment,
      status: free ? paidStatus(paidState) : 'CREATED',
      items: preview.items,
      promoCodes: preview.promoCodes,
      discount: preview.discount,
      total: preview.total,
      currency: CURRENCY,
      ...(preview.productLabel ? { productLabel: preview.productLabel } : {}),
      simType: input.simType ?? 'esim',
      numberType,
      msisdn,
      ...(input.portIn ? { portIn: { number: input.portIn.number, donor: input.portIn.donor } } : {}),
      ...(input.channel ? { channel: input.channel } : {}),
      ...(input.retailStoreId ? { retailStoreId: input.retailStoreId } : {}),
      ...(input.sourceChannel ? { sourceChannel: input.sourceChannel } : {}),
      ...(input.delivery ? { delivery: compact(input.delivery) } : {}),
      ...(input.customer ? { customer: input.customer } : {}),
      ...(input.billingAddress ? { billingAddress: input.billingAddress } : {}),
      ...(input.autoRenewal
        ? {
            autoRenewal: {
              consentAt: now,
              amount: input.autoRenewal.amount.amount,
              frequencyDays: input.autoRenewal.frequencyDays,
            },
          }
        : {}),
      createdAt: now,
      updatedAt: now,
    };
    this.store.data.orders[orderRef] = order;
    if (numberType === 'NEW') {
      this.numbers.reserveForOrder(msisdn, orderRef);
      if (free) this.numbers.assign(msisdn);
    }
    if (free) this.lines.openForPaidOrder(order);
    for (const cart of this.pendingCartsOf(user.id)) {
      cart.status = 'CONVERTED';
      cart.orderRef = orderRef;
      cart.updatedAt = now;
    }
    this.store.changed();
    return order;
  }

  /**
   * A service order: one priced line the gateway worked out (a prorated plan difference), waiting
   * for payment; paying it runs `paidServiceSteps` instead of opening a line.
   */
  createServiceOrder(user: UserRecord, input: ServiceOrderInput, at = this.store.now()): OrderRecord {
    const now = at;
    const orderRef = this.newOrderRef(now);
    const amount = round(input.item.amount);
    const order: OrderRecord = {
      orderRef,
      userId: user.id,
      ...(user.email ? { email: user.email } : {}),
      orderType: input.orderType ?? SERVICE_ORDER_TYPE,
      state: ORDER_STATE.awaitingPayment,
      status: 'CREATED',
      items: [
        {
          itemType: input.item.itemType,
          sku: input.item.sku,
          name: storedName(input.item.sku),
          amount,
          quantity: 1,
          ...(input.item.prorated ? { prorated: true as const } : {}),
        },
      ],
      promoCodes: [],
      discount: 0,
      total: amount,
      currency: CURRENCY,
      simType: input.simType,
      numberType: 'NEW',
      msisdn: input.msisdn,
      ...(input.accountNumber ? { accountNumber: input.accountNumber } : {}),
      createdAt: now,
      updatedAt: now,
    };
    this.store.data.orders[orderRef] = order;
    this.store.changed();
    return order;
  }

  /**
   * An automatic renewal charged the line's card at `at` (lines.ts): the charge is a service order
   * for one period, paid then by that card, as a renewal paid by hand is; it goes through
   * `markPaid`, so it is in the line's order history, gets the receipt and can be invoiced.
   */
  recordRenewalCharge(line: LineRecord, charge: { at: number; amount: number }): OrderRecord | undefined {
    return this.recordCardCharge(line, {
      at: charge.at,
      item: { itemType: 'PLAN', sku: line.plan.sku, amount: charge.amount },
    });
  }

  /**
   * A charge of the line's stored card the customer agreed to beforehand (an automatic renewal, an
   * automatic booster): an order for the item, paid then by that card, through `markPaid`.
   */
  recordCardCharge(
    line: LineRecord,
    charge: {
      at: number;
      item: ServiceOrderInput['item'];
      orderType?: ServiceOrderInput['orderType'];
      /** Told of the order before it is paid (what its payment applies must know it first). */
      before?: (order: OrderRecord) => void;
    },
  ): OrderRecord | undefined {
    const user = this.store.data.users[line.userId];
    const card = line.card;
    if (!user || !card) return undefined;
    const order = this.createServiceOrder(
      user,
      {
        item: charge.item,
        simType: line.simType,
        msisdn: line.msisdn,
        accountNumber: line.accountNumber,
        orderType: charge.orderType,
      },
      charge.at,
    );
    // A merchant-initiated charge of the stored card: no token, no 3-D Secure, no idempotency key.
    const payment: PaymentRecord = {
      transactionId: this.store.nextId('txn_'),
      orderRef: order.orderRef,
      userId: user.id,
      amount: order.total,
      currency: order.currency,
      paymentMethod: 'CARD',
      brand: card.brand,
      last4: card.last4,
      ...(card.expiryMonth !== undefined ? { expiryMonth: card.expiryMonth } : {}),
      ...(card.expiryYear !== undefined ? { expiryYear: card.expiryYear } : {}),
      outcome: card.outcome,
      status: 'SUCCESS',
      polls: 0,
      createdAt: charge.at,
      updatedAt: charge.at,
    };
    this.store.data.payments[payment.transactionId] = payment;
    charge.before?.(order);
    return this.markPaid(order.orderRef, payment.transactionId, charge.at);
  }

  /** How a paid order was paid (undefined before it is, or for a $0 order nothing paid). */
  paymentOf(order: OrderRecord): OrderPayment | undefined {
    const transactionId = order.paidTransactionId;
    if (!transactionId) return undefined;
    const paidAt = order.paidAt ?? order.updatedAt;
    // cash-payments.ts names an arrival's transaction by its method.
    if (transactionId.startsWith('oxxo_')) return { method: 'OXXO', paidAt };
    if (transactionId.startsWith('spei_')) return { method: 'SPEI', paidAt };
    const payment = this.store.data.payments[transactionId];
    return payment ? { method: 'CARD', brand: payment.brand, last4: payment.last4, paidAt } : undefined;
  }

  /** The line's paid orders, newest first: the purchase that opened it and each service order for it. */
  paidForLine(line: LineRecord): OrderRecord[] {
    return (
      Object.values(this.store.data.orders)
        .filter(
          (order) =>
            order.userId === line.userId &&
            (order.orderRef === line.orderRef || order.accountNumber === line.accountNumber) &&
            order.paidTransactionId !== undefined,
        )
        // Paid in the same instant: the later order (its reference's sequence) first.
        .sort(
          (a, b) =>
            (b.paidAt ?? b.updatedAt) - (a.paidAt ?? a.updatedAt) || b.orderRef.localeCompare(a.orderRef),
        )
    );
  }

  /**
   * What is done when a service order is paid: each service applies its own request (the plan
   * switched, the SIM sent) before the receipt mail the sandbox state adds.
   */
  readonly paidServiceSteps = new PaidOrderSteps<[OrderRecord]>();

  /**
   * What is done when a purchase is paid, with the line it opened: its confirmation mail (added by
   * the sandbox state) and the steps wings add before or after it (their `<flow>.service.ts`).
   */
  readonly paidPurchaseSteps = new PaidOrderSteps<[OrderRecord, LineRecord]>();

  get(orderRef: string, userId: string): OrderRecord {
    const order = this.store.data.orders[orderRef];
    if (!order || order.userId !== userId) fail('notFound', { orderRef });
    return order;
  }

  /**
   * The order a payment call names, for its caller: their own, or one they opened a pay-by-link
   * for (paylinks.ts: `pay` while the link is open, `follow` a payment made through it). Anyone
   * else's is not found, as with `get`.
   */
  getToPay(orderRef: string, userId: string, purpose: 'pay' | 'follow'): OrderRecord {
    const order = this.store.data.orders[orderRef];
    if (
      order &&
      (order.userId === userId || payerHolds(this.store.data, order, userId, purpose, this.store.now()))
    ) {
      return order;
    }
    fail('notFound', { orderRef });
  }

  find(orderRef: string): OrderRecord | undefined {
    return this.store.data.orders[orderRef];
  }

  listFor(userId: string): OrderRecord[] {
    return Object.values(this.store.data.orders)
      .filter((order) => order.userId === userId)
      .sort((a, b) => b.createdAt - a.createdAt);
  }

  isPayable(order: OrderRecord): boolean {
    return order.state === ORDER_STATE.awaitingPayment;
  }

  /** What is still to pay: the total until paid, then nothing. */
  paymentDue(order: OrderRecord): number {
    return this.isPayable(order) ? order.total : 0;
  }

  markPaid(orderRef: string, transactionId: string, at = this.store.now()): OrderRecord {
    const order = this.store.data.orders[orderRef];
    if (!order) fail('notFound', { orderRef });
    order.paidAt = at;
    if (isServiceOrder(order)) {
      order.state = ORDER_STATE.activated;
      order.status = 'COMPLETED';
      order.paidTransactionId = transactionId;
      order.updatedAt = at;
      this.paidServiceSteps.run(order);
      this.store.changed();
      return order;
    }
    order.state = order.simType === 'physical_sim' ? ORDER_STATE.paid : ORDER_STATE.activated;
    order.status = paidStatus(order.state);
    order.paidTransactionId = transactionId;
    order.updatedAt = this.store.now();
    if (order.numberType === 'NEW' && order.msisdn) this.numbers.assign(order.msisdn);
    const line = this.lines.openForPaidOrder(order);
    this.paidPurchaseSteps.run(order, line);
    this.store.changed();
    return order;
  }

  /** The store hands a pick-up order's SIM to its customer (the store's record of it). */
  handOver(order: OrderRecord): OrderRecord {
    if (order.delivery?.method !== 'SELF_PICKUP') fail('badRequest', { reason: 'NOT_A_PICKUP' });
    order.delivery.collectedAt = this.store.now();
    order.updatedAt = this.store.now();
    this.store.changed();
    return order;
  }

  /**
   * SIM activate: the physical SIM that reached the customer is checked against the line's
   * and switched on; the order is then activated (TSU) and no longer pending for the app.
   */
  activateSim(orderRef: string, userId: string, iccid: string) {
    const order = this.get(orderRef, userId);
    const line = this.lines.activateSim(this.lines.ofOrder(orderRef, userId), iccid);
    order.state = ORDER_STATE.activated;
    order.status = paidStatus(order.state);
    order.updatedAt = this.store.now();
    this.store.changed();
    return line;
  }

  cancel(orderRef: string, userId: string): OrderRecord {
    const order = this.get(orderRef, userId);
    if (FINAL_STATES.has(order.state) || !this.isPayable(order)) fail('orderNotCancellable');
    order.state = ORDER_STATE.cancelled;
    order.status = 'CANCELLED';
    order.updatedAt = this.store.now();
    // A service order's number is its line's: only a purchase's own new number goes back.
    if (!isServiceOrder(order) && order.numberType === 'NEW' && order.msisdn) {
      this.numbers.releaseFromOrder(order.msisdn, order.orderRef);
    }
    this.store.changed();
    return order;
  }

  attachKyc(orderRef: string, userId: string, submissionId: string): void {
    const order = this.get(orderRef, userId);
    order.kycSubmissionId = submissionId;
    this.store.changed();
  }

  /** Carts for an e-mail; PENDING ones older than the cart lifetime are reported EXPIRED. */
  cartsByEmail(email: string, status?: string): CartRecord[] {
    const address = email.trim().toLowerCase();
    const ttl = this.store.limits.cartTtlDays * 24 * 60 * 60 * 1000;
    const now = this.store.now();
    const carts = Object.values(this.store.data.carts).filter((cart) => cart.email === address);
    for (const cart of carts) {
      if (cart.status === 'PENDING' && now - cart.updatedAt > ttl) cart.status = 'EXPIRED';
    }
    return carts
      .filter((cart) => !status || cart.status === status)
      .sort((a, b) => b.updatedAt - a.updatedAt);
  }

  private pendingCartsOf(userId: string): CartRecord[] {
    return Object.values(this.store.data.carts).filter(
      (cart) => cart.userId === userId && cart.status === 'PENDING',
    );
  }

  /** A previewed basket is the customer's pending cart until it becomes an order. */
  private saveCart(user: UserRecord, chosen: readonly DraftItem[]): void {
    const now = this.store.now();
    const [existing] = this.pendingCartsOf(user.id);
    const cart: CartRecord = existing ?? {
      id: this.store.nextId('cart_'),
      userId: user.id,
      status: 'PENDING',
      items: [],
      total: 0,
      createdAt: now,
      updatedAt: now,
      ...(user.email ? { email: user.email } : {}),
    };
    cart.items = chosen
      .filter((item) => item.itemType !== 'FEE' && item.itemType !== 'DELIVERY_FEE_SKU')
      .map((item) => ({
        itemType: item.itemType,
        sku: item.sku,
        name: storedName(item.sku),
        amount: 0,
        quantity: item.quantity ?? 1,
      }));
    cart.updatedAt = now;
    const plan = chosen.find((item) => item.itemType === 'PLAN');
    const label = plan ? findProduct(plan.sku)?.label : undefined;
    if (label) cart.productLabel = label;
    this.store.data.carts[cart.id] = cart;
    this.store.changed();
  }

  private applyPromoCodes(codes: readonly string[], plan: CatalogueProduct, gross: number): PromoResult[] {
    const results: PromoResult[] = [];
    const seen = new Set<string>();
    let applied = 0;
    let remaining = gross;
    const refuse = (code: string, reason: PromoRefusalReason) =>
      results.push({ code, status: 'REFUSED', reason, discount: 0 });
    for (const raw of codes) {
      const code = raw.trim().toUpperCase();
      if (seen.has(code)) {
        refuse(code, 'DUPLICATE');
        continue;
      }
      seen.add(code);
      // A trial plan takes no promo codes.
      if (plan.label === 'trial_plan') {
        refuse(code, 'NOT_APPLICABLE_TRIAL');
        continue;
      }
      const promo = PROMO_CODES.find((candidate) => candidate.code === code);
      if (!promo) {
        refuse(code, 'INVALID_CODE');
        continue;
      }
      if (this.store.now() > promo.validUntil) {
        refuse(code, 'EXPIRED');
        continue;
      }
      if (applied >= MAX_PROMO_CODES) {
        refuse(code, 'LIMIT_REACHED');
        continue;
      }
      const wanted =
        'percentOffPlan' in promo.discount
          ? (plan.price * promo.discount.percentOffPlan) / 100
          : promo.discount.amountOff;
      const discount = round(Math.min(wanted, remaining));
      remaining = round(remaining - discount);
      applied += 1;
      results.push({ code, status: 'APPLIED', discount });
    }
    return results;
  }

  /** SND-YYMMDD-NNNNN: readable over the phone, unique by the state's sequence. */
  private newOrderRef(now: number): string {
    const date = new Date(now).toISOString().slice(2, 10).replace(/-/g, '');
    return `SND-${date}-${String(this.store.nextSequence()).padStart(5, '0')}`;
  }
}

const round = (value: number): number => Math.round(value * 100) / 100;

/** The app's status for a paid order: COMPLETED once the line is active, PLACED while it ships. */
const paidStatus = (state: string) => (state === ORDER_STATE.activated ? 'COMPLETED' : 'PLACED');

function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}
