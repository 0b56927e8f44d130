import { fail } from './failures.ts';
import type { OrderService } from './orders.ts';
import type { CodeRequester } from './otp-address-guard.ts';
import { RequesterWindow } from './requester-window.ts';
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
  /**
   * Unknown ids asked for, per device and per client address: ids are a known sequence plus 31
   * random bits, so without a limit one address could walk them (600 of 600 were answered 404 and
   * never 429). Past the limit the caller gets 429 with Retry-After, for a real link too.
   */
  private readonly misses: RequesterWindow;

  constructor(
    private readonly store: StateStore,
    private readonly orders: OrderService,
  ) {
    this.misses = new RequesterWindow(
      store,
      () => store.data.paylinkMisses ?? [],
      (events) => {
        store.data.paylinkMisses = events;
      },
      () => ({
        windowSeconds: store.limits.linkCodeWindowSeconds,
        perDevice: store.limits.paylinkMissesPerDevice,
        perClientAddress: store.limits.paylinkMissesPerClientAddress,
        unidentifiedShareOne: false,
      }),
    );
  }

  /** `get` as a caller from outside asks it: unknown ids are counted, and limited per caller. */
  getFrom(paylinkId: string, requester: CodeRequester): ReturnType<PaylinkService['get']> {
    const wait = this.misses.waitFor(requester);
    if (wait !== undefined) fail('paylinkTriesExceeded', { retryAfterSeconds: wait });
    const paylink = this.store.data.paylinks[paylinkId];
    if (!paylink || !this.orders.find(paylink.orderRef)) this.misses.record(requester);
    return this.get(paylinkId);
  }

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
  openForPayer(
    paylinkId: string,
    userId: string,
    requester: CodeRequester,
  ): ReturnType<PaylinkService['get']> {
    const found = this.getFrom(paylinkId, requester);
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
