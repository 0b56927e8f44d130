import type { Line } from '../../gateway/lines/line.schema.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { managePath } from '../../navigation/order-paths.ts';
import { NUMBER_LOCK_LINE_ACTION } from './flow.ts';
import type { NumberLock } from './gateway/number-lock.ts';

/** What tapping the switch does: turn the lock on at once, or open the page that turns it off. */
export type NumberLockTap = { kind: 'lock' } | { kind: 'unlock'; path: string };

export interface NumberLockSwitch {
  readonly on: boolean;
  readonly labelId: MessageId;
  readonly stateId: MessageId;
  readonly descriptionId: MessageId;
  /** Said under an active lock: turning it off asks for a code. */
  readonly hintId: MessageId | null;
  readonly tap: NumberLockTap;
}

/**
 * The line page's switch: on protects in one tap (nothing to approve: it only takes a
 * possibility away); off leads to the page where the account's address approves it.
 */
export function numberLockSwitch(
  lock: Pick<NumberLock, 'locked'>,
  line: Pick<Line, 'orderRef'>,
): NumberLockSwitch {
  return {
    on: lock.locked,
    labelId: NUMBER_LOCK_LINE_ACTION.labelId,
    stateId: lock.locked ? 'number_lock.action.on' : 'number_lock.action.off',
    descriptionId: 'number_lock.action.description',
    hintId: lock.locked ? 'number_lock.action.turn_off_hint' : null,
    tap: lock.locked
      ? { kind: 'unlock', path: managePath(NUMBER_LOCK_LINE_ACTION.path, line.orderRef) }
      : { kind: 'lock' },
  };
}

/** The lock with its new state, what the switch shows while the change is being saved. */
export const withNumberLock = (lock: NumberLock, locked: boolean): NumberLock => ({ ...lock, locked });
