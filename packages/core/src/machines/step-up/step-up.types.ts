import type { StepUpAction, StepUpStart } from '../../gateway/session/step-up.ts';
import type { MessageId } from '../../i18n/messages/index.ts';

export interface StepUpInput {
  action: StepUpAction;
  /** The line the action changes; none for the account's own e-mail. */
  accountNumber?: string | undefined;
}

export interface StepUpContext extends StepUpInput {
  /** The code's request and where it went (masked), while one is open. */
  challenge: { requestId: string; expiresIn: number; sentTo: string } | null;
  /** Why no code is open (out of tries, a refused request): shown above "send a new code". */
  error: MessageId | null;
  stepUpToken: string | null;
}

export type StepUpEvent =
  /** Out of tries or refused: ask for a new code. */
  { type: 'RETRY' };

export interface StepUpOutput {
  /** The proof the action's calls carry (X-Step-Up-Token). */
  stepUpToken: string;
}

export type { StepUpStart };
