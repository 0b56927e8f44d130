import { clabeCheckDigit } from '@senda/core/validation';
import { fail } from './failures.ts';
import { addCalendarDays, mexicoCityDate, mexicoCityStartOfDay } from './mexico-city-time.ts';
import type { OrderService } from './orders.ts';
import type { CashPaymentRecord } from './sandbox-data.schema.ts';
import type { StateStore } from './state-store.ts';

const MINUTE = 60 * 1000;

/**
 * How long a reference can be paid: until 23:59 (Mexico City) of the third calendar day after it
 * was made, as OXXO Pay and SPEI references of Mexican payment providers commonly run (sandbox
 * choice; the spec is silent).
 */
export const CASH_PAYMENT_VALIDITY_DAYS = 3;

/** The sandbox's receiving account for SPEI: STP (646), plaza 180 (Mexico City). */
const SPEI_BANK = { code: '646', plaza: '180', name: 'STP', beneficiary: 'Senda Móvil S.A. de C.V.' };

export type CashRefusal = 'ALREADY_APPLIED' | 'EXPIRED' | 'ORDER_NOT_PAYABLE';

/**
 * How money that was not applied goes back. A SPEI transfer is sent back to the account it came
 * from (the provider knows it). Cash paid at an OXXO counter has no account behind it: it goes back
 * by SPEI to an account the customer names, and the e-mail that says so asks for its CLABE.
 */
export type CashRefundWay = 'SPEI_TO_SENDER' | 'SPEI_TO_NAMED_ACCOUNT';

export type CashArrival =
  | { applied: true; orderRef: string; transactionId: string }
  | { applied: false; orderRef: string; reason: CashRefusal; refund: CashRefundWay };

/**
 * PENDING until paid or expired; CLOSED when its order stopped being payable unpaid by it (paid
 * another way, or cancelled): a closed voucher is no longer offered, and money still paid on it is
 * returned.
 */
export type CashPaymentStatus = 'PENDING' | 'PAID' | 'EXPIRED' | 'CLOSED';

/** The customer is told when a reference is made (the voucher by e-mail) and when money went back. */
export interface CashPaymentNotices {
  created(record: CashPaymentRecord): void;
  returned(record: CashPaymentRecord, reason: CashRefusal, refund: CashRefundWay): void;
}

/**
 * OXXO cash vouchers and SPEI transfer references. One open reference per order and
 * method: asking again answers it. The money arrives when the sandbox is told so
 * (`POST /mocks/cash-payments/confirm`, as the provider's webhook would): applied once to a payable
 * order before the reference expires; a second arrival, one after the expiry, or one for an order
 * already paid another way (a card, the other method) is recorded with its refund, never applied,
 * and the customer is told by e-mail how the money comes back.
 */
export class CashPaymentService {
  /** Set by the sandbox state (order-mail.ts); nothing is sent until then. */
  notices: CashPaymentNotices = { created: () => {}, returned: () => {} };

  constructor(
    private readonly store: StateStore,
    private readonly orders: OrderService,
  ) {}

  create(userId: string, input: { orderRef: string; method: 'OXXO' | 'SPEI' }): CashPaymentRecord {
    // The customer's own order, or one whose pay-by-link they opened while it is open.
    const order = this.orders.getToPay(input.orderRef, userId, 'pay');
    const open = this.forOrder(order.orderRef).find(
      (record) => record.method === input.method && this.status(record) === 'PENDING',
    );
    if (open) return open;
    if (!this.orders.isPayable(order)) fail('cashPaymentNotAvailable', { state: order.state });
    const now = this.store.now();
    const reference =
      input.method === 'OXXO'
        ? `9300${this.store.digits(10)}`
        : // SPEI's numeric reference is 7 digits (banks take no more); unique by the sequence.
          String(this.store.nextSequence() % 10_000_000).padStart(7, '0');
    const record: CashPaymentRecord = {
      reference,
      method: input.method,
      orderRef: order.orderRef,
      userId,
      amount: order.total,
      currency: order.currency,
      createdAt: now,
      expiresAt:
        mexicoCityStartOfDay(addCalendarDays(mexicoCityDate(now), CASH_PAYMENT_VALIDITY_DAYS + 1)) - MINUTE,
      ...(input.method === 'SPEI' ? { clabe: this.newClabe() } : {}),
      arrivals: [],
    };
    this.store.data.cashPayments[record.reference] = record;
    this.store.changed();
    this.notices.created(record);
    return record;
  }

  /**
   * The order's latest reference (another customer's order is not found; a payer of its
   * pay-by-link follows the voucher made through it even after the link's own 72 h).
   */
  latestFor(orderRef: string, userId: string): CashPaymentRecord | undefined {
    const order = this.orders.getToPay(orderRef, userId, 'follow');
    return this.forOrder(order.orderRef).sort((a, b) => b.createdAt - a.createdAt)[0];
  }

  status(record: CashPaymentRecord): CashPaymentStatus {
    if (record.paidAt !== undefined) return 'PAID';
    if (this.store.now() > record.expiresAt) return 'EXPIRED';
    const order = this.orders.find(record.orderRef);
    return order && this.orders.isPayable(order) ? 'PENDING' : 'CLOSED';
  }

  /** The money for `reference` arrives now (the provider's confirmation). */
  confirm(reference: string): CashArrival {
    const record = this.store.data.cashPayments[reference];
    if (!record) fail('notFound', { reference });
    const now = this.store.now();
    const refuse = (reason: CashRefusal): CashArrival => {
      const refund: CashRefundWay = record.method === 'SPEI' ? 'SPEI_TO_SENDER' : 'SPEI_TO_NAMED_ACCOUNT';
      record.arrivals.push({
        at: now,
        applied: false,
        reason,
        refund: { amount: record.amount, way: refund },
      });
      this.store.changed();
      this.notices.returned(record, reason, refund);
      return { applied: false, orderRef: record.orderRef, reason, refund };
    };
    const status = this.status(record);
    if (status === 'PAID') return refuse('ALREADY_APPLIED');
    if (status === 'EXPIRED') return refuse('EXPIRED');
    const order = this.orders.find(record.orderRef);
    if (!order || status === 'CLOSED') return refuse('ORDER_NOT_PAYABLE');
    const transactionId = this.store.nextId(`${record.method.toLowerCase()}_`);
    record.paidAt = now;
    record.transactionId = transactionId;
    record.arrivals.push({ at: now, applied: true });
    this.orders.markPaid(order.orderRef, transactionId);
    this.store.changed();
    return { applied: true, orderRef: record.orderRef, transactionId };
  }

  /**
   * The newest reference still open for a line's unpaid order (a renewal paid at OXXO or by SPEI):
   * what the line page says is pending, so the customer is not invited to pay the period twice.
   */
  pendingForLine(accountNumber: string): CashPaymentRecord | undefined {
    return Object.values(this.store.data.cashPayments)
      .filter((record) => {
        const order = this.orders.find(record.orderRef);
        return (
          order?.accountNumber === accountNumber &&
          this.orders.isPayable(order) &&
          this.status(record) === 'PENDING'
        );
      })
      .sort((a, b) => b.createdAt - a.createdAt)[0];
  }

  private forOrder(orderRef: string): CashPaymentRecord[] {
    return Object.values(this.store.data.cashPayments).filter((record) => record.orderRef === orderRef);
  }

  /** 18 digits: bank, plaza, 11 digits of account (unique by the sequence), Banxico's check digit. */
  private newClabe(): string {
    const account = String(this.store.nextSequence()).padStart(11, '0').slice(-11);
    const body = `${SPEI_BANK.code}${SPEI_BANK.plaza}${account}`;
    return `${body}${clabeCheckDigit(body)}`;
  }
}

export const SPEI_RECEIVER = { bank: SPEI_BANK.name, beneficiary: SPEI_BANK.beneficiary } as const;
