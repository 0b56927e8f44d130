import { fail } from './failures.ts';
import type { OrderService } from './orders.ts';
import type { OrderRecord, PaylinkRecord, SandboxData } from './sandbox-data.schema.ts';
import type { StateStore } from './state-store.ts';

/** Pay-by-link: a link a shop assistant sends so someone else can pay an order. Valid 72 hours. */
export const PAYLINK_TTL_HOURS = 72;
export const PAYLINK_TTL_MS = PAYLINK_TTL_HOURS * 60 * 60 * 1000;

export type PaylinkStatus = 'ACTIVE' | 'PAID' | 'EXPIRED' | 'CANCELLED';

/**
 * Anyone holding the link pays for the order it names, without that customer's account: they open
 * it (`openForPayer`, with their own session, a guest's when they have none) and from then on the
 * payment calls accept that order from them (`payerHolds`). They never read the order itself: the
 * link's details (order reference, amount, masked e-mail) are all a payer sees.
 */
export class PaylinkService {
  constructor(
    private readonly store: StateStore,
    private readonly orders: OrderService,
  ) {}

  create(orderRef: string): PaylinkRecord {
    const order = this.orders.find(orderRef);
    if (!order || !this.orders.isPayable(order)) fail('orderNotPayable', { orderRef });
    const now = this.store.now();
    const record: PaylinkRecord = {
      paylinkId: this.store.nextId('pl_'),
      orderRef,
      createdAt: now,
      expiresAt: now + PAYLINK_TTL_MS,
      cancelled: false,
      payers: [],
    };
    this.store.data.paylinks[record.paylinkId] = record;
    this.store.changed();
    return record;
  }

  get(paylinkId: string): { paylink: PaylinkRecord; order: OrderRecord; status: PaylinkStatus } {
    const paylink = this.store.data.paylinks[paylinkId];
    const order = paylink ? this.orders.find(paylink.orderRef) : undefined;
    if (!paylink || !order) fail('notFound', { paylinkId });
    return { paylink, order, status: paylinkStatus(paylink, order, this.store.now()) };
  }

  /**
   * `userId` opens the link to pay it. Only an ACTIVE link lets them in; any other answers its
   * status (paid, expired, cancelled) and lets nobody in, so the page says why.
   */
  openForPayer(paylinkId: string, userId: string): ReturnType<PaylinkService['get']> {
    const found = this.get(paylinkId);
    if (found.status === 'ACTIVE' && !found.paylink.payers.includes(userId)) {
      found.paylink.payers.push(userId);
      this.store.changed();
    }
    return found;
  }
}

/**
 * PAID once the order is paid, whichever way (a card, or cash the provider confirmed: both set
 * `paidTransactionId`, and only when the money was applied; a voucher still waiting does not).
 * A paid order stays PAID after the link's 72 h, so a second visit says it was paid, not expired.
 */
export function paylinkStatus(paylink: PaylinkRecord, order: OrderRecord, now: number): PaylinkStatus {
  if (order.paidTransactionId) return 'PAID';
  if (paylink.cancelled || order.state === 'CAN') return 'CANCELLED';
  if (now >= paylink.expiresAt) return 'EXPIRED';
  return 'ACTIVE';
}

/**
 * Whether `userId` opened a link of `orderRef` to pay it. A new payment (`pay`) needs the link
 * still ACTIVE; following one already made (`follow`: a transaction's status, a voucher waiting
 * for its cash) does not, since a voucher made in time stays payable until its own expiry.
 */
export function payerHolds(
  data: Pick<SandboxData, 'paylinks'>,
  order: OrderRecord,
  userId: string,
  purpose: 'pay' | 'follow',
  now: number,
): boolean {
  return Object.values(data.paylinks).some(
    (paylink) =>
      paylink.orderRef === order.orderRef &&
      paylink.payers.includes(userId) &&
      (purpose === 'follow' || paylinkStatus(paylink, order, now) === 'ACTIVE'),
  );
}

/** a***@example.mx: whose order it is, without giving the address away. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
