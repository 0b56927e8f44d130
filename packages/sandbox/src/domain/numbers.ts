import {
  findInventoryNumber,
  type InventoryNumber,
  NUMBER_INVENTORY,
  type NumberCategoryCode,
} from '../data/numbers.ts';
import { fail } from './failures.ts';
import type { NumberLock } from './sandbox-data.schema.ts';
import type { StateStore } from './state-store.ts';

export interface NumberSearch {
  category?: NumberCategoryCode | undefined;
  /** The lada the numbers are from; absent: any. */
  areaCode?: string | undefined;
  /** Digits the number goes on with after the lada (from its start without one); any length here. */
  search?: string | undefined;
  limit?: number | undefined;
  /** A golden pattern's code: its numbers alone. */
  goldenCategory?: string | undefined;
  /** Who is asking: their own lock is still offered to them. */
  userId?: string | undefined;
}

/**
 * The number inventory and who holds what. A lock holds a number for one customer for a while; an
 * order turns it into a reservation that lasts until the order is cancelled; payment assigns it
 * for good. Nobody else is offered a number in any of those states.
 */
export class NumberService {
  constructor(private readonly store: StateStore) {}

  search(query: NumberSearch): InventoryNumber[] {
    const start = (query.areaCode ?? '') + (query.search ?? '').replace(/\D/g, '');
    const limit = Math.max(1, Math.min(query.limit ?? 6, 40));
    return NUMBER_INVENTORY.filter(
      (n) =>
        (!query.category || n.category === query.category) &&
        (!query.areaCode || n.areaCode === query.areaCode) &&
        (!query.goldenCategory || n.goldenCategory === query.goldenCategory) &&
        n.number.startsWith(start) &&
        this.isAvailableTo(n.number, query.userId),
    ).slice(0, limit);
  }

  isAvailableTo(number: string, userId: string | undefined): boolean {
    const hold = this.activeHold(number);
    if (!hold) return true;
    return hold.status === 'LOCKED' && hold.userId === userId;
  }

  /**
   * Whether the number can still be had by this customer (the availability call): free, or held by
   * their own live lock, whose end is then told.
   */
  availability(number: string, userId: string): { available: boolean; lockedUntil?: number } {
    if (!findInventoryNumber(number)) fail('notFound', { number });
    if (!this.isAvailableTo(number, userId)) return { available: false };
    const hold = this.activeHold(number);
    return hold ? { available: true, lockedUntil: hold.expiresAt } : { available: true };
  }

  /** One lock per customer: locking a second number lets go of the first. */
  lock(number: string, userId: string): NumberLock {
    const item = findInventoryNumber(number);
    if (!item) fail('notFound', { number });
    if (!this.isAvailableTo(number, userId)) fail('numberNotAvailable', { number });
    for (const hold of Object.values(this.store.data.numberLocks)) {
      if (hold.userId === userId && hold.status === 'LOCKED' && hold.number !== number) {
        delete this.store.data.numberLocks[hold.number];
      }
    }
    const now = this.store.now();
    const lock: NumberLock = {
      number,
      userId,
      lockedAt: now,
      expiresAt: now + this.store.limits.numberLockSeconds * 1000,
      status: 'LOCKED',
    };
    this.store.data.numberLocks[number] = lock;
    this.store.changed();
    return lock;
  }

  /** The customer's live lock on a number, required to order it. */
  /**
   * The number as the customer may order it: locked by them, or reserved by an unpaid order of
   * theirs that the new one replaces (the basket changed on the summary after the order was
   * placed; the app cancels the older order once the new one holds the number).
   */
  requireLock(number: string, userId: string): InventoryNumber {
    const item = findInventoryNumber(number);
    const hold = this.activeHold(number);
    const ownHold = hold?.userId === userId && (hold.status === 'LOCKED' || hold.status === 'RESERVED');
    if (!item || !ownHold) fail('numberLockRequired', { number });
    return item;
  }

  reserveForOrder(number: string, orderRef: string): void {
    const hold = this.store.data.numberLocks[number];
    if (!hold) return;
    hold.status = 'RESERVED';
    hold.orderRef = orderRef;
    this.store.changed();
  }

  assign(number: string): void {
    const hold = this.store.data.numberLocks[number];
    if (!hold) return;
    hold.status = 'ASSIGNED';
    this.store.changed();
  }

  release(number: string): void {
    delete this.store.data.numberLocks[number];
    this.store.changed();
  }

  /**
   * The number goes back only while `orderRef` still holds it: an order replaced by a newer one
   * for the same number (the basket changed on the summary) is cancelled after the new one took
   * the number, which must keep it.
   */
  releaseFromOrder(number: string, orderRef: string): void {
    const hold = this.store.data.numberLocks[number];
    if (hold && hold.orderRef !== undefined && hold.orderRef !== orderRef) return;
    this.release(number);
  }

  holdOf(number: string): NumberLock | undefined {
    return this.activeHold(number);
  }

  private activeHold(number: string): NumberLock | undefined {
    const hold = this.store.data.numberLocks[number];
    if (!hold) return undefined;
    if (hold.status === 'LOCKED' && this.store.now() >= hold.expiresAt) return undefined;
    return hold;
  }
}
