import { RENEW_NOW_WINDOW_DAYS } from '@senda/core/flows/renew-now';
import { fail } from './failures.ts';
import type { LineService } from './lines.ts';
import type { OrderService } from './orders.ts';
import type { LineRecord, OrderRecord, ServiceRequestRecord, UserRecord } from './sandbox-data.schema.ts';
import type { ServiceRequestService } from './service-requests.ts';
import type { StateStore } from './state-store.ts';

const DAY = 24 * 60 * 60 * 1000;
export const RENEWAL_TYPE = 'RENEWAL';

export type RenewalRefusal =
  | 'SIM_NOT_ACTIVATED'
  | 'LINE_INACTIVE'
  | 'NOT_DUE_YET'
  | 'LINE_UNREGISTERED'
  | 'LINE_CLOSING';

/**
 * Renew now: the customer pays the line's plan by hand.
 * - A line in Grace or Suspend may renew (the number is still theirs), and so may an Active line
 *   within its last RENEW_NOW_WINDOW_DAYS (core's figure); an Inactive line may not.
 * - The renewal is a service request WAITING for a service order of one period at the plan's
 *   price (IVA included), paid by card, OXXO or SPEI; the line renews when that order is paid,
 *   once (the order is paid at most once, and the request moves to DONE only from WAITING).
 * - One renewal waits per line: asking again while one waits answers that one (same order), so a
 *   customer who opens Renew now twice is never charged twice.
 * - Dates are Mexico City calendar days (lines.ts: renewalAfter).
 */
export class RenewalService {
  constructor(
    private readonly store: StateStore,
    private readonly lines: LineService,
    private readonly orders: OrderService,
    private readonly requests: ServiceRequestService,
  ) {
    orders.paidServiceSteps.add({
      name: 'renewal',
      moment: 'beforeConfirmation',
      run: (order) => this.applyPaid(order),
    });
  }

  refusal(line: LineRecord): RenewalRefusal | undefined {
    const { status } = this.lines.snapshot(line);
    if (line.activatedAt === undefined) return 'SIM_NOT_ACTIVATED';
    if (status === 'Inactive') return 'LINE_INACTIVE';
    if (this.lines.closing(line)) return 'LINE_CLOSING';
    // Suspended until registered in the line registry; a renewal would not lift it.
    if (line.registry?.status === 'UNREGISTERED') return 'LINE_UNREGISTERED';
    if (status === 'Grace' || status === 'Suspend') return undefined;
    const due = line.periodEndsAt ?? 0;
    return due - this.store.now() <= RENEW_NOW_WINDOW_DAYS * DAY ? undefined : 'NOT_DUE_YET';
  }

  submit(user: UserRecord, line: LineRecord, input: { idempotencyKey: string }): ServiceRequestRecord {
    const repeated = this.requests.byIdempotencyKey(user.id, RENEWAL_TYPE, input.idempotencyKey);
    if (repeated) {
      if (repeated.accountNumber !== line.accountNumber) fail('idempotencyKeyReused');
      return repeated;
    }
    const refusal = this.refusal(line);
    if (refusal) fail('renewalNotEligible', { reason: refusal });
    const waiting = this.waitingOn(line);
    if (waiting) return waiting;
    return this.open(user, line, input.idempotencyKey);
  }

  /**
   * A renewal someone else pays (a recarga, flows/top-up): its own order on the owner's line,
   * whose receipt, voucher and CFDI go to `payerEmail`, not the owner. Any live line may take
   * one, due or not (it adds a period after the one paid), so only `refusal`'s other answers
   * stop it; the owner's own renewal waiting, if any, is left alone.
   */
  submitForPayer(
    owner: UserRecord,
    line: LineRecord,
    input: { idempotencyKey: string; payerEmail: string },
  ): ServiceRequestRecord {
    const repeated = this.requests.byIdempotencyKey(owner.id, RENEWAL_TYPE, input.idempotencyKey);
    if (repeated && repeated.accountNumber === line.accountNumber) return repeated;
    if (repeated) fail('idempotencyKeyReused');
    const refusal = this.refusal(line);
    if (refusal && refusal !== 'NOT_DUE_YET') fail('renewalNotEligible', { reason: refusal });
    return this.open(owner, line, input.idempotencyKey, input.payerEmail);
  }

  private open(user: UserRecord, line: LineRecord, idempotencyKey: string, email?: string) {
    const order = this.orders.createServiceOrder(user, {
      item: { itemType: 'PLAN', sku: line.plan.sku, amount: line.plan.price },
      accountNumber: line.accountNumber,
      simType: line.simType,
      msisdn: line.msisdn,
    });
    if (email !== undefined) order.email = email;
    return this.requests.create(line, {
      type: RENEWAL_TYPE,
      plan: [{ status: 'WAITING', afterMs: 0 }],
      details: {
        orderRef: order.orderRef,
        amount: String(line.plan.price),
        sku: line.plan.sku,
        idempotencyKey,
      },
    });
  }

  /** The renewal date the line gets if its renewal is paid now. */
  renewsUntil(line: LineRecord): number {
    return this.lines.renewalAfterPayment(line, this.store.now());
  }

  /** The renewal already waiting on the line (its order still payable), if any. */
  private waitingOn(line: LineRecord): ServiceRequestRecord | undefined {
    return waitingForPayment(this.requests, this.orders, line, RENEWAL_TYPE);
  }

  /** A renewal's order was paid: the line renews now, once, and the request is DONE. */
  private applyPaid(order: OrderRecord): void {
    const record = Object.values(this.store.data.serviceRequests).find(
      (candidate) => candidate.type === RENEWAL_TYPE && candidate.details?.orderRef === order.orderRef,
    );
    if (!record || this.requests.progress(record).status !== 'WAITING') return;
    const line = this.store.data.lines[record.accountNumber];
    if (!line) return;
    this.lines.renewByPayment(line, order.total);
    this.requests.moveTo(record, 'DONE');
  }
}

/** A request of this type waiting on the line for its order, which is still payable, if any. */
export function waitingForPayment(
  requests: ServiceRequestService,
  orders: OrderService,
  line: LineRecord,
  type: string,
): ServiceRequestRecord | undefined {
  return requests.onLine(line.accountNumber, type).find((record) => {
    const order = record.details?.orderRef ? orders.find(record.details.orderRef) : undefined;
    return requests.progress(record).status === 'WAITING' && order !== undefined && orders.isPayable(order);
  });
}
