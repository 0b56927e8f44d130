import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { STEP_UP_FRESH_LOGIN_MINUTES } from '../../config/constants.ts';
import type { MessageValues } from '../../i18n/message-values.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import type { OtpTimerMachine } from '../otp-timer/otp-timer.machine.ts';
import type { StepUpMachine } from './step-up.machine.ts';

/** What the shared "we sent a code to a••••@example.mx" step renders; it never reads state names. */
export interface StepUpView {
  /** The code is being asked for. */
  sending: boolean;
  /** Where the code went, masked, while one is open. */
  sentTo: string | null;
  /** The OTP timer the code boxes render. */
  otp: ActorRefFrom<OtpTimerMachine> | null;
  /** No code open: why, above "send a new code". */
  error: MessageId | null;
  /**
   * The other proof: a log-in by code minutes old is taken instead of this code. Said on the page
   * so that an owner whose codes someone else keeps spending knows the way round them.
   */
  freshLogin: { messageId: MessageId; values: MessageValues };
}

const FRESH_LOGIN = {
  messageId: 'step_up.fresh_login',
  values: { minutes: STEP_UP_FRESH_LOGIN_MINUTES },
} as const satisfies StepUpView['freshLogin'];

export function stepUpView(snapshot: SnapshotFrom<StepUpMachine>): StepUpView {
  const { context } = snapshot;
  return {
    sending: snapshot.hasTag('busy'),
    sentTo: context.challenge?.sentTo ?? null,
    otp: (snapshot.children.otp as ActorRefFrom<OtpTimerMachine> | undefined) ?? null,
    error: snapshot.matches('failed') ? context.error : null,
    freshLogin: FRESH_LOGIN,
  };
}

/** The events the step may send, named for what the customer does. */
export function stepUpSenders(actor: Pick<ActorRefFrom<StepUpMachine>, 'send'>) {
  return { retry: () => actor.send({ type: 'RETRY' }) };
}
