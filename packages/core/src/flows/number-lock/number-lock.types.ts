import type { MessageId } from '../../i18n/messages/index.ts';
import type { NumberLock } from './gateway/number-lock.ts';

export interface NumberLockInput {
  accountNumber: string;
}

export interface NumberLockContext extends NumberLockInput {
  /** The account's address's proof for NUMBER_UNLOCK, kept for a retry of the same change. */
  stepUpToken: string | null;
  /** Why the last attempt failed (the gateway's refusal in words). */
  error: MessageId | null;
}

export type NumberLockEvent = { type: 'RETRY' };

export interface NumberLockUnlockInput {
  accountNumber: string;
  stepUpToken: string;
}

export type { NumberLock };
