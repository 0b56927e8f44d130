import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { MessageId } from '../../i18n/messages/index.ts';
import { WEBVIEW_CLOSE_ROUTES } from '../../navigation/routes.ts';
import type { OtpTimerMachine } from '../otp-timer/otp-timer.machine.ts';
import type { StepUpMachine } from '../step-up/step-up.machine.ts';
import type { ProfileEmailMachine } from './profile-email.machine.ts';

export interface ProfileEmailView {
  /**
   * address: the new-address form; approve: the current address's code (the shared step-up);
   * code: the code sent to the new address; done: the address changed.
   */
  screen: 'address' | 'approve' | 'code' | 'done';
  currentEmail: string;
  /** What is typed in the field. */
  email: string;
  fieldError: MessageId | null;
  formError: MessageId | null;
  /** The code is being asked for. */
  sending: boolean;
  /** Where the code went (the code screen), or the new address (done). */
  sentTo: string | null;
  /** The OTP timer on the code screen: the purchase's boxes and countdown render it. */
  otp: ActorRefFrom<OtpTimerMachine> | null;
  /** The step-up on the approve screen (the shared step renders it). */
  stepUp: ActorRefFrom<StepUpMachine> | null;
}

/** What /profile/email shows, read from a snapshot; the screen never reads state names. */
export function profileEmailView(snapshot: SnapshotFrom<ProfileEmailMachine>): ProfileEmailView {
  const { context } = snapshot;
  const done = snapshot.status === 'done';
  const code = snapshot.matches('verifying');
  const approve = snapshot.matches('approving');
  const stepUp = (snapshot.children.stepUp as ActorRefFrom<StepUpMachine> | undefined) ?? null;
  return {
    screen: done ? 'done' : code ? 'code' : approve ? 'approve' : 'address',
    currentEmail: context.currentEmail,
    email: context.email,
    fieldError: context.fieldError,
    formError: context.formError,
    // Asking the current address for its code is part of "sending".
    sending: snapshot.hasTag('busy') || (stepUp?.getSnapshot().hasTag('busy') ?? false),
    sentTo: done ? context.confirmedEmail : (context.pending?.email ?? null),
    otp: (snapshot.children.otp as ActorRefFrom<OtpTimerMachine> | undefined) ?? null,
    stepUp,
  };
}

/** The events the page may send, named for what the customer does. */
export function profileEmailSenders(actor: Pick<ActorRefFrom<ProfileEmailMachine>, 'send'>) {
  return {
    type: (value: string) => actor.send({ type: 'EMAIL.CHANGE', value }),
    submit: () => actor.send({ type: 'SUBMIT' }),
    changeAddress: () => actor.send({ type: 'CHANGE_ADDRESS' }),
  };
}
export type ProfileEmailSenders = ReturnType<typeof profileEmailSenders>;

/**
 * Where a changed address leads: in the operator's app (webview), the spec's /profileUpdateEmailSuccess,
 * which tells the app and closes the webview; in a browser, nowhere (the page says it is done).
 */
export function profileEmailExit(view: Pick<ProfileEmailView, 'screen'>, webview: boolean): string | null {
  return view.screen === 'done' && webview ? WEBVIEW_CLOSE_ROUTES.profileUpdateEmailSuccess : null;
}
