import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { MessageId } from '../../i18n/messages/index.ts';
import type { StepUpMachine } from '../../machines/step-up/step-up.machine.ts';
import type { NumberLockMachine } from './number-lock.machine.ts';

export type NumberLockScreen =
  | 'checking'
  | 'check-failed'
  /** The account's address approves (the shared step-up step). */
  | 'approve'
  | 'sending'
  | 'failed'
  | 'unlocked'
  | 'not-locked';

export interface NumberLockView {
  screen: NumberLockScreen;
  /** The step-up child while the address approves. */
  stepUp: ActorRefFrom<StepUpMachine> | null;
  /** The refusal's words, on the failed screens. */
  errorId: MessageId | null;
  canRetry: boolean;
}

const SCREENS = {
  checking: 'checking',
  checkFailed: 'check-failed',
  approving: 'approve',
  unlocking: 'sending',
  failed: 'failed',
  unlocked: 'unlocked',
  notLocked: 'not-locked',
} as const satisfies Record<string, NumberLockScreen>;

export function numberLockView(snapshot: SnapshotFrom<NumberLockMachine>): NumberLockView {
  const state = snapshot.value as keyof typeof SCREENS;
  return {
    screen: SCREENS[state],
    stepUp: snapshot.children.stepUp ?? null,
    errorId: snapshot.context.error,
    canRetry: snapshot.can({ type: 'RETRY' }),
  };
}
