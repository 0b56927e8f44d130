import type { MessageId } from '../../i18n/messages/index.ts';
import type { OtpRequestResult } from '../otp-timer/otp-timer.types.ts';

/** A code asked for a new address: kept so a reload on the code step resumes it (the spec's timers). */
export interface PendingEmailChange {
  email: string;
  otpRequest: OtpRequestResult;
  /** The step-up proof the current address gave: the confirm (and a resend) carry it. */
  stepUpToken?: string | undefined;
}

export interface ProfileEmailInput {
  /** The account's address now (the profile's), or '' while unknown. */
  currentEmail: string;
  /** A code asked for before a reload: the code step resumes with it. */
  pending: PendingEmailChange | null;
  /** The OTP timer's saved end for the pending request (after a reload), epoch ms. */
  endsAt?: number | null | undefined;
}

export interface ProfileEmailContext {
  currentEmail: string;
  /** What is typed in the new-address field: kept across a refusal, a reload and "change address". */
  email: string;
  /** The field's message: the spec's rule, the same address, or another account's address. */
  fieldError: MessageId | null;
  /** A refusal not about the field (network, too many codes): shown above the form. */
  formError: MessageId | null;
  pending: PendingEmailChange | null;
  endsAt: number | null;
  /** The address the account has now, once the code proved it. */
  confirmedEmail: string | null;
  /** The current address's approval (step-up proof), once given; spent by the confirm. */
  stepUpToken: string | null;
}

/** The code boxes talk to the OTP timer child (`otp`) directly, as the log-in's do. */
export type ProfileEmailEvent =
  | { type: 'EMAIL.CHANGE'; value: string }
  | { type: 'SUBMIT' }
  /** On the code step or the approval: back to the address, to correct it (the code asked is dropped). */
  | { type: 'CHANGE_ADDRESS' };

export interface ProfileEmailOutput {
  email: string;
}
