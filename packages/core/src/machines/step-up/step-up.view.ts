import type { ActorRefFrom, SnapshotFrom } from 'xstate';
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
}

export function stepUpView(snapshot: SnapshotFrom<StepUpMachine>): StepUpView {
  const { context } = snapshot;
  return {
    sending: snapshot.hasTag('busy'),
    sentTo: context.challenge?.sentTo ?? null,
    otp: (snapshot.children.otp as ActorRefFrom<OtpTimerMachine> | undefined) ?? null,
    error: snapshot.matches('failed') ? context.error : null,
  };
}

/** The events the step may send, named for what the customer does. */
export function stepUpSenders(actor: Pick<ActorRefFrom<StepUpMachine>, 'send'>) {
  return { retry: () => actor.send({ type: 'RETRY' }) };
}
