import { type CatalogueProduct, FEES, findProduct, ivaIncluded } from '../data/catalogue.ts';
import { findInventoryNumber } from '../data/numbers.ts';
import { MAX_PROMO_CODES, PROMO_CODES, type PromoRefusalReason } from '../data/promotions.ts';
import { fail } from './failures.ts';
import type { NumberService } from './numbers.ts';
import type { CartRecord, OrderRecord, PricedItem, PromoResult, UserRecord } from './sandbox-data.schema.ts';
import type { StateStore } from './state-store.ts';

export const CURRENCY = 'MXN';

/** Server order states (core's SERVER_ORDER_STATES): PAY waits for payment, PRO is paid. */
export const ORDER_STATE = { awaitingPayment: 'PAY', paid: 'PRO', cancelled: 'CAN', failed: 'OFL' } as const;
const FINAL_STATES = new Set(['CAN', 'OFL', 'TSU']);

export interface DraftItem {
  itemType: PricedItem['itemType'];
  sku: string;
}

export interface OrderDraft {
  items: readonly DraftItem[];
  promoCodes?: readonly string[] | undefined;
  simType?: string | undefined;
  deliveryMethod?: string | undefined;
  numberType?: string | undefined;
  /** The new number, when it is not given as a NEW_NUMBER item. */
  selectedNumber?: string | undefined;
  channel?: string | undefined;
}

export interface OrderPreview {
  items: PricedItem[];
  promoCodes: PromoResult[];
  subtotal: number;
  discount: number;
  total: number;
  /** The IVA inside `total`. */
  tax: number;
  currency: string;
  productLabel?: string | undefined;
  msisdn?: string | undefined;
}

export interface NewOrderInput extends OrderDraft {
  portIn?: { number: string; donor: string } | undefined;
  deliverySlotId?: string | undefined;
  pickupLocationId?: string | undefined;
  shippingAddress?: Record<string, string> | undefined;
  billingAddress?: Record<string, string> | undefined;
}

/**
 * Prices, carts and orders. The gateway is the price authority: whatever amount the app sends
 * with an item is ignored and the catalogue price is used.
 */
export class OrderService {
  constructor(
    private readonly store: StateStore,
    private readonly numbers: NumberService,
  ) {}

  preview(draft: OrderDraft, user?: UserRecord): OrderPreview {
    const items: PricedItem[] = [];
    let plan: CatalogueProduct | undefined;
    let msisdn = draft.selectedNumber;
    for (const item of draft.items) {
      if (item.itemType === 'PLAN' || item.itemType === 'ADDON' || item.itemType === 'BUNDLE') {
        const product = findProduct(item.sku);
        if (!product || product.kind !== item.itemType) fail('badRequest', { sku: item.sku });
        if (draft.simType && !product.simTypes.includes(draft.simType as never)) {
          fail('badRequest', { sku: item.sku, simType: draft.simType });
        }
        if (product.kind === 'PLAN') {
          if (plan) fail('badRequest', { reason: 'ONE_PLAN_PER_ORDER' });
          plan = product;
        }
        items.push({
          itemType: item.itemType,
          sku: product.sku,
          name: product.name,
          amount: product.price,
          ...(product.label ? { label: product.label } : {}),
        });
      } else if (item.itemType === 'NEW_NUMBER') {
        msisdn = item.sku;
      }
      // FEE and DELIVERY_FEE_SKU lines are the gateway's to add; EXTERNAL_REWARD is not sold.
    }
    if (!plan) fail('badRequest', { reason: 'PLAN_REQUIRED' });
    if (msisdn) {
      const number = findInventoryNumber(msisdn);
      if (!number) fail('badRequest', { number: msisdn });
      items.push({ itemType: 'NEW_NUMBER', sku: number.number, name: number.category, amount: number.price });
    }
    if (draft.simType === 'physical_sim') {
      items.push({ itemType: 'FEE', sku: FEES.physicalSim.sku, name: FEES.physicalSim.name, amount: 0 });
      const fee = draft.deliveryMethod === 'SELF_PICKUP' ? FEES.selfPickup : FEES.doorstepDelivery;
      items.push({ itemType: 'DELIVERY_FEE_SKU', sku: fee.sku, name: fee.name, amount: fee.price });
    }
    const subtotal = round(items.reduce((sum, item) => sum + item.amount, 0));
    const promoCodes = this.applyPromoCodes(draft.promoCodes ?? [], plan, subtotal);
    const discount = round(promoCodes.reduce((sum, promo) => sum + promo.discount, 0));
    const total = round(Math.max(0, subtotal - discount));
    const preview: OrderPreview = {
      items,
      promoCodes,
      subtotal,
      discount,
      total,
      tax: ivaIncluded(total),
      currency: CURRENCY,
      productLabel: plan.label,
      msisdn,
    };
    if (user?.email && user.status === 'ACTIVE') this.saveCart(user, preview);
    return preview;
  }

  create(user: UserRecord, input: NewOrderInput): OrderRecord {
    const preview = this.preview(input);
    const numberType = input.portIn ? 'PORT_IN' : 'NEW';
    if (numberType === 'NEW') {
      if (!preview.msisdn) fail('badRequest', { reason: 'NUMBER_REQUIRED' });
      this.numbers.requireLock(preview.msisdn, user.id);
    }
    const now = this.store.now();
    const orderRef = this.newOrderRef(now);
    const free = preview.total === 0;
    const order: OrderRecord = {
      orderRef,
      userId: user.id,
      ...(user.email ? { email: user.email } : {}),
      orderType: 'SIM_ONLY',
      state: free ? ORDER_STATE.paid : ORDER_STATE.awaitingPayment,
      status: free ? 'PLACED' : 'CREATED',
      items: preview.items,
      promoCodes: preview.promoCodes,
      total: preview.total,
      currency: CURRENCY,
      ...(preview.productLabel ? { productLabel: preview.productLabel } : {}),
      simType: input.simType ?? 'esim',
      numberType,
      ...(numberType === 'NEW' && preview.msisdn ? { msisdn: preview.msisdn } : {}),
      ...(input.portIn ? { portIn: input.portIn, msisdn: input.portIn.number } : {}),
      ...(input.deliveryMethod ? { deliveryMethod: input.deliveryMethod } : {}),
      ...(input.deliverySlotId ? { deliverySlotId: input.deliverySlotId } : {}),
      ...(input.pickupLocationId ? { pickupLocationId: input.pickupLocationId } : {}),
      ...(input.shippingAddress ? { shippingAddress: input.shippingAddress } : {}),
      ...(input.billingAddress ? { billingAddress: input.billingAddress } : {}),
      createdAt: now,
      updatedAt: now,
    };
    this.store.data.orders[orderRef] = order;
    if (numberType === 'NEW' && preview.msisdn) {
      this.numbers.reserveForOrder(preview.msisdn, orderRef);
      if (free) this.numbers.assign(preview.msisdn);
    }
    for (const cart of this.pendingCartsOf(user.id)) {
      cart.status = 'CONVERTED';
      cart.orderRef = orderRef;
      cart.updatedAt = now;
    }
    this.store.changed();
    return order;
  }

  get(orderRef: string, userId: string): OrderRecord {
    const order = this.store.data.orders[orderRef];
    if (!order || order.userId !== userId) fail('notFound', { orderRef });
    return order;
  }

  listFor(userId: string): OrderRecord[] {
    return Object.values(this.store.data.orders)
      .filter((order) => order.userId === userId)
      .sort((a, b) => b.createdAt - a.createdAt);
  }

  isPayable(order: OrderRecord): boolean {
    return order.state === ORDER_STATE.awaitingPayment;
  }

  markPaid(orderRef: string, transactionId: string): OrderRecord {
    const order = this.store.data.orders[orderRef];
    if (!order) fail('notFound', { orderRef });
    order.state = ORDER_STATE.paid;
    order.status = 'PLACED';
    order.paidTransactionId = transactionId;
    order.updatedAt = this.store.now();
    if (order.numberType === 'NEW' && order.msisdn) this.numbers.assign(order.msisdn);
    this.store.changed();
    return order;
  }

  cancel(orderRef: string, userId: string): OrderRecord {
    const order = this.get(orderRef, userId);
    if (FINAL_STATES.has(order.state) || order.state === ORDER_STATE.paid) fail('orderNotCancellable');
    order.state = ORDER_STATE.cancelled;
    order.status = 'CANCELLED';
    order.updatedAt = this.store.now();
    if (order.numberType === 'NEW' && order.msisdn) this.numbers.release(order.msisdn);
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
  private saveCart(user: UserRecord, preview: OrderPreview): void {
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
    cart.items = preview.items;
    cart.total = preview.total;
    cart.updatedAt = now;
    if (preview.productLabel) cart.productLabel = preview.productLabel;
    this.store.data.carts[cart.id] = cart;
    this.store.changed();
  }

  private applyPromoCodes(codes: readonly string[], plan: CatalogueProduct, subtotal: number): PromoResult[] {
    const results: PromoResult[] = [];
    const seen = new Set<string>();
    let applied = 0;
    let remaining = subtotal;
    const refuse = (code: string, reason: PromoRefusalReason) =>
      results.push({ code, status: 'REFUSED', reason, discount: 0 });
    for (const raw of codes) {
      const code = raw.trim().toUpperCase();
      if (seen.has(code)) {
        refuse(code, 'DUPLICATE');
        continue;
      }
      seen.add(code);
      // §4: a trial plan takes no promo codes.
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
        refuse(code, 'MAX_REACHED');
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
