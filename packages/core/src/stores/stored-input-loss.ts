import type { RuleNotice } from './notification.store.ts';
import type { DiscardReason } from './persisted-atom.ts';

/**
 * Stored state that could not be read back is replaced by defaults (persisted-atom.ts): the app
 * keeps working, but where the value was something the customer entered (the order being bought,
 * the steps' typed fields, a journey's step data) they must be told, or they go on with an empty
 * address they believe is filled in ("a notice appears where the customer lost something").
 * Keys without customer input (locale, cached config, the navigation mirror) fall back silently.
 */
export const STORED_INPUT_LOST_MESSAGE_ID = 'notifications.stored_input_lost';

/**
 * Longer than the default five seconds: it is added while the app starts, before the first screen
 * has loaded its chunks on a slow phone, and it asks the customer to check what they entered.
 */
export const STORED_INPUT_LOST_DURATION_MS = 15_000;

export const STORED_INPUT_LOST_NOTICE: RuleNotice = {
  // The message id as key: the journey's restore says the same (journey-persistence.ts), once.
  id: STORED_INPUT_LOST_MESSAGE_ID,
  messageId: STORED_INPUT_LOST_MESSAGE_ID,
  type: 'warning',
  duration: STORED_INPUT_LOST_DURATION_MS,
};

/**
 * A discard that cost the customer something stored: a value read from storage, not a write the
 * schema refused (that one never reached storage and the atom kept its previous value).
 */
export const lostStoredInput = (reason: DiscardReason): boolean => reason !== 'rejected-write';
