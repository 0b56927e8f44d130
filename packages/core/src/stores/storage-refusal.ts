import type { Stores } from './create-stores.ts';
import { noticeInput, type RuleNotice } from './notification.store.ts';
import type { SafeStorage } from './safe-storage.ts';
import { STORED_INPUT_LOST_DURATION_MS } from './stored-input-loss.ts';

/**
 * The browser refused to keep a write (a full quota, storage disabled): the page goes on from
 * memory (safe-storage.ts), but a reload or a closed tab loses the purchase, the typed fields and
 * the journey's progress. The customer is told once per page load, when it happens, rather than
 * finding an empty form after a reload.
 */
export const PROGRESS_NOT_KEPT_MESSAGE_ID = 'notifications.progress_not_kept';

export const PROGRESS_NOT_KEPT_NOTICE: RuleNotice = {
  id: PROGRESS_NOT_KEPT_MESSAGE_ID,
  messageId: PROGRESS_NOT_KEPT_MESSAGE_ID,
  type: 'warning',
  // As long as the stored-input notice: both ask the customer to act on what they entered.
  duration: STORED_INPUT_LOST_DURATION_MS,
};

/** Tells the customer, once, when `storage` refuses a write. */
export function tellWhenStorageRefuses(stores: Stores, storage: SafeStorage): void {
  let told = false;
  storage.onWriteRefused(() => {
    if (told) return;
    told = true;
    stores.store.set(stores.notifications.add, noticeInput(PROGRESS_NOT_KEPT_NOTICE));
  });
}
