import type { MessageId } from '../../i18n/messages/index.ts';
import type { FieldErrors } from '../../purchase/field-message.ts';

/** The details a transfer starts from (the spec's number transfer). */
export type PortInField = 'donor' | 'number' | 'nip';
export type PortInFieldErrors = FieldErrors<PortInField>;

/** A transfer already verified on an earlier visit to the step (journey data), to start from. */
export interface PortInRestored {
  donorId: string;
  number: string;
  requestId: string;
  /** The donor came from the number check, not from the customer (see PortInContext). */
  donorFromNumber?: boolean;
}

export interface PortInInput {
  /** The number's length from the port-in config (Mexico: 10); unknown until it loads. */
  numberLength?: number | null;
  /** Details typed before (journey data), so a customer coming back finds them. */
  donorId?: string;
  number?: string;
  /** The donor typed before was the number check's finding, not the customer's choice. */
  donorFromNumber?: boolean;
  restored?: PortInRestored | null;
}

/** An operator a number can come from, as the donor list names it. */
export interface PortInDonor {
  id: string;
  name: string;
}

export interface PortInContext {
  /** The donor list once read: the order keeps the donor's name with its id. */
  donors: PortInDonor[];
  donorId: string;
  /**
   * The donor came from the number check (the portability database), not from the customer: a
   * different number drops it, since it was that number's operator.
   */
  donorFromNumber: boolean;
  number: string;
  nip: string;
  /** One entry per OTP box (OtpBoxes' value). */
  otp: string[];
  numberLength: number | null;
  /**
   * Whether the operator texts a code to the number (the port-in config's `otpRequired`; true
   * until the config says otherwise). Without it the NIP from 051, itself texted to the line,
   * is the proof: the button checks and goes on, and no code is asked.
   */
  otpRequired: boolean;
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
  /** The operator that holds the number today, when the portability database knows it. */
  donor?: string | undefined;
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
  /**
   * False when the operator sent no code (its port-in config asks none): the eligibility answered
   * is the proof and the request id is what the order cites. Absent means a code was sent.
   */
  codeSent?: boolean | undefined;
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
  /** The port-in config's `otpRequired`, once read. */
  | { type: 'OTP_REQUIRED.SET'; value: boolean }
  | { type: 'DONORS.SET'; donors: readonly PortInDonor[] }
  /** The step's primary button: send the code, or check it. */
  | { type: 'SUBMIT' }
  | { type: 'RESEND' }
  /** Back to the details (a different number, donor or NIP). */
  | { type: 'EDIT' };

/** The transfer the order keeps (choosePortIn), written through the provided `recordTransfer`. */
export interface RecordTransferParams {
  number: string;
  donor: PortInDonor;
  requestId: string;
}

/** What the step's draft keeps as it is typed (never the NIP nor the SMS code). */
export interface PortInDraft {
  donorId: string;
  number: string;
  /** The donor is the number check's finding: a reload brings it back as found, not as chosen. */
  donorFromNumber: boolean;
}

/**
 * Emitted when the code is accepted, and on Next from a transfer verified before: the order holds
 * the transfer by then, and the screen moves the journey on.
 */
export interface PortInVerifiedEmitted {
  type: 'verified';
  number: string;
  donorId: string;
  donorFromNumber: boolean;
  requestId: string;
}
