import type { MessageId } from '../../i18n/messages/index.ts';
import type { FieldErrors } from '../../purchase/field-message.ts';

/** The details a transfer starts from (§2 number transfer). */
export type PortInField = 'donor' | 'number' | 'nip';
export type PortInFieldErrors = FieldErrors<PortInField>;

/** A transfer already verified on an earlier visit to the step (journey data), to start from. */
export interface PortInRestored {
  donorId: string;
  number: string;
  requestId: string;
}

export interface PortInInput {
  /** The number's length from the port-in config (Mexico: 10); unknown until it loads. */
  numberLength?: number | null;
  /** Details typed before (journey data), so a customer coming back finds them. */
  donorId?: string;
  number?: string;
  restored?: PortInRestored | null;
}

export interface PortInContext {
  donorId: string;
  number: string;
  nip: string;
  /** One entry per OTP box (OtpBoxes' value). */
  otp: string[];
  numberLength: number | null;
  /** The port-in code request: its id is what the order cites once verified. */
  requestId: string | null;
  expiresIn: number | null;
  /** Field messages show after the first attempt to go on, not while the customer types. */
  showFieldErrors: boolean;
  showOtpError: boolean;
  /** A refusal from the gateway, shown above the button. */
  errorMessageId: MessageId | null;
  /** Which field a refusal is about, so the message sits under it. */
  errorField: PortInField | null;
  /** Set when a new code was sent on request, for a short confirmation. */
  codeResent: boolean;
}

export interface NumberCheckInput {
  number: string;
  donor: string;
}
export interface NumberCheckResult {
  valid: boolean;
  reason?: string | undefined;
}
export interface CodeRequestInput {
  number: string;
  donor: string;
  nip: string;
}
export interface CodeRequestResult {
  requestId: string;
  /** Seconds; absent when the gateway does not say. */
  expiresIn?: number | undefined;
}
export interface CodeCheckInput {
  requestId: string;
  otpCode: string;
}
export interface CodeCheckResult {
  verified: boolean;
}

export type PortInEvent =
  | { type: 'DONOR.CHANGE'; value: string }
  | { type: 'NUMBER.CHANGE'; value: string }
  | { type: 'NIP.CHANGE'; value: string }
  | { type: 'OTP.CHANGE'; boxes: readonly string[] }
  | { type: 'NUMBER_LENGTH.SET'; value: number | null }
  /** The step's primary button: send the code, or check it. */
  | { type: 'SUBMIT' }
  | { type: 'RESEND' }
  /** Back to the details (a different number, donor or NIP). */
  | { type: 'EDIT' };

/** Emitted once, when the code is accepted: the screen stores the transfer and moves on. */
export interface PortInVerifiedEmitted {
  type: 'verified';
  number: string;
  donorId: string;
  requestId: string;
}
