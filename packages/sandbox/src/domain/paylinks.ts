import { fail } from './failures.ts';
import type { OrderService } from './orders.ts';
import type { OrderRecord, PaylinkRecord } from './sandbox-data.schema.ts';
import type { StateStore } from './state-store.ts';

/** Pay-by-link: a link a shop assistant sends so someone else can pay an order. Valid 72 hours. */
export const PAYLINK_TTL_HOURS = 72;

export type PaylinkStatus = 'ACTIVE' | 'PAID' | 'EXPIRED' | 'CANCELLED';

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
      expiresAt: now + PAYLINK_TTL_HOURS * 60 * 60 * 1000,
      cancelled: false,
    };
    this.store.data.paylinks[record.paylinkId] = record;
    this.store.changed();
    return record;
  }

  get(paylinkId: string): { paylink: PaylinkRecord; order: OrderRecord; status: PaylinkStatus } {
    const paylink = this.store.data.paylinks[paylinkId];
    const order = paylink ? this.orders.find(paylink.orderRef) : undefined;
    if (!paylink || !order) fail('notFound', { paylinkId });
    return { paylink, order, status: this.statusOf(paylink, order) };
  }

  private statusOf(paylink: PaylinkRecord, order: OrderRecord): PaylinkStatus {
    if (order.paidTransactionId) return 'PAID';
    if (paylink.cancelled || order.state === 'CAN') return 'CANCELLED';
    if (this.store.now() >= paylink.expiresAt) return 'EXPIRED';
    return 'ACTIVE';
  }
}

/** a***@example.mx: whose order it is, without giving the address away. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
