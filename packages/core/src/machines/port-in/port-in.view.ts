import type { SnapshotFrom } from 'xstate';
import type { MessageId } from '../../i18n/messages/index.ts';
import { type FieldMessage, fieldMessage } from '../../purchase/field-message.ts';
import type { portInMachine } from './port-in.machine.ts';
import { portInFieldErrors, portInOtpComplete } from './port-in.rules.ts';
import type { PortInEvent, PortInFieldErrors } from './port-in.types.ts';

/** Which part of the transfer the customer is in: the details form, the code, or done. */
export type PortInStage = 'details' | 'code' | 'verified';
/**
 * What the step's primary button does in that part: on the details, send the code, or, where the
 * operator asks none, check the transfer and go on (`check_transfer`).
 */
export type PortInPrimaryAction = 'send_code' | 'check_transfer' | 'verify_code' | 'continue';

export interface PortInView {
  stage: PortInStage;
  primaryAction: PortInPrimaryAction;
  /**
   * Whether the primary button is enabled. The details form keeps it on and shows what is
   * missing when pressed (a disabled button explains nothing); the code keeps it off until all
   * six digits are in (OTP: Next stays disabled until the code is valid).
   */
  primaryEnabled: boolean;
  /** A call is running; the button that started it shows its loading state. */
  busy: 'send_code' | 'verify_code' | 'resend' | null;
  fieldErrors: PortInFieldErrors;
  otpError: FieldMessage | undefined;
  /** A refusal not about one field (a server error, a wrong code). */
  errorMessageId: MessageId | null;
  codeResent: boolean;
  canResend: boolean;
  /** The chosen operator's name, as the donor list names it (its id until the list is read). */
  donorName: string;
  /** The operator shown was found from the number (the portability database), not chosen. */
  donorFoundFromNumber: boolean;
  setDonor: (id: string) => void;
  setNumber: (value: string) => void;
  setNip: (value: string) => void;
  setOtp: (boxes: readonly string[]) => void;
  /** The step's primary button: send the code, check it, or go on once verified. */
  submit: () => void;
  resend: () => void;
  edit: () => void;
}

type PortInSnapshot = SnapshotFrom<typeof portInMachine>;

/** A port-in snapshot as the screen shows it, with the events it may send (zag's `connect`). */
export function portInView(snapshot: PortInSnapshot, send: (event: PortInEvent) => void): PortInView {
  const { context } = snapshot;
  const stage: PortInStage = snapshot.matches('verified')
    ? 'verified'
    : snapshot.matches('codeSent') || snapshot.matches('verifyingCode') || snapshot.matches('resendingCode')
      ? 'code'
      : 'details';
  const busy =
    snapshot.matches('checkingNumber') || snapshot.matches('requestingCode')
      ? 'send_code'
      : snapshot.matches('verifyingCode')
        ? 'verify_code'
        : snapshot.matches('resendingCode')
          ? 'resend'
          : null;

  const fieldErrors: PortInFieldErrors = context.showFieldErrors
    ? portInFieldErrors(context, { numberLength: context.numberLength, donorFromNumber: true })
    : {};
  // A refusal about one field (an expired NIP) sits under that field, where the fix is typed.
  if (context.errorMessageId && context.errorField && stage === 'details') {
    fieldErrors[context.errorField] = fieldMessage(context.errorMessageId);
  }
  const generalError =
    context.errorMessageId && (context.errorField === null || stage !== 'details')
      ? context.errorMessageId
      : null;

  return {
    stage,
    primaryAction:
      stage === 'details'
        ? context.otpRequired
          ? 'send_code'
          : 'check_transfer'
        : stage === 'code'
          ? 'verify_code'
          : 'continue',
    primaryEnabled: busy === null && (stage !== 'code' || portInOtpComplete(context.otp)),
    busy,
    fieldErrors,
    otpError:
      context.showOtpError && !portInOtpComplete(context.otp)
        ? fieldMessage('validation.otp.incomplete')
        : undefined,
    errorMessageId: generalError,
    codeResent: context.codeResent,
    canResend: stage === 'code' && busy === null,
    donorName: context.donors.find((donor) => donor.id === context.donorId)?.name ?? context.donorId,
    donorFoundFromNumber: context.donorFromNumber && context.donorId !== '',
    setDonor: (value) => send({ type: 'DONOR.CHANGE', value }),
    setNumber: (value) => send({ type: 'NUMBER.CHANGE', value }),
    setNip: (value) => send({ type: 'NIP.CHANGE', value }),
    setOtp: (boxes) => send({ type: 'OTP.CHANGE', boxes }),
    submit: () => send({ type: 'SUBMIT' }),
    resend: () => send({ type: 'RESEND' }),
    edit: () => send({ type: 'EDIT' }),
  };
}
