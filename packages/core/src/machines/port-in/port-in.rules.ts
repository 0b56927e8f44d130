import { errorMessageId } from '../../i18n/error-messages.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { digitsOf, failureCode, failureFields, fieldMessage } from '../../purchase/field-message.ts';
import { isValidPortabilityNip, isValidTransferNumber } from '../../validation/numbers.ts';
import { isOtpComplete } from '../../validation/otp.ts';
import type { PortInField, PortInFieldErrors } from './port-in.types.ts';

/**
 * The details form of a transfer: the donor chosen, the number (the spec: at most 12 characters, and
 * exactly the configured length once the port-in config says it) and the 4-digit NIP the
 * customer got from 051. With `donorFromNumber` the donor may be left empty: the number check
 * answers it (the purchase; a re-initiation names it).
 */
export function portInFieldErrors(
  fields: { donorId: string; number: string; nip: string },
  options: { numberLength?: number | null; donorFromNumber?: boolean } = {},
): PortInFieldErrors {
  const errors: PortInFieldErrors = {};
  if (fields.donorId.trim() === '' && !options.donorFromNumber)
    errors.donor = fieldMessage('validation.port_in.donor_required');
  if (fields.number === '') errors.number = fieldMessage('validation.required');
  else if (!isValidTransferNumber(fields.number))
    errors.number = fieldMessage('validation.number.transfer_length');
  else if (options.numberLength && digitsOf(fields.number).length !== options.numberLength) {
    errors.number = fieldMessage('validation.port_in.number_length', { length: options.numberLength });
  }
  if (fields.nip === '') errors.nip = fieldMessage('validation.required');
  else if (!isValidPortabilityNip(fields.nip)) errors.nip = fieldMessage('validation.number.nip');
  return errors;
}

export const portInDetailsValid = (
  fields: { donorId: string; number: string; nip: string },
  options: { numberLength?: number | null; donorFromNumber?: boolean } = {},
): boolean => Object.keys(portInFieldErrors(fields, options)).length === 0;

/** OTP boxes as a code, once all six hold a digit. */
export const portInOtpComplete = (boxes: readonly string[]): boolean => isOtpComplete(boxes);

/** Refusals of the port-in calls that have a sentence of their own, and the field they are about. */
const PORT_IN_FAILURES: Readonly<Record<string, { messageId: MessageId; field: PortInField | null }>> = {
  INVALID_NIP: { messageId: 'errors.port_in.nip_invalid', field: 'nip' },
  NIP_EXPIRED: { messageId: 'errors.port_in.nip_expired', field: 'nip' },
  PORT_IN_NOT_ELIGIBLE: { messageId: 'errors.port_in.not_eligible', field: 'number' },
};

/**
 * What a failed port-in call says, and under which field. A number check answers `valid: false`
 * with its reason rather than failing; both come through here. Codes the port-in table does not
 * know (a wrong OTP, a server error) get the spec's catalogue's message and no field.
 */
export function portInFailure(error: unknown): { messageId: MessageId; field: PortInField | null } {
  const code = failureCode(error);
  const known = code === undefined ? undefined : PORT_IN_FAILURES[code];
  if (known) return known;
  return { messageId: errorMessageId(failureFields(error)), field: null };
}

/** A `valid: false` number check, read like a failure with the same code. */
export function portInRefusal(reason: string | undefined): {
  messageId: MessageId;
  field: PortInField | null;
} {
  const known = reason === undefined ? undefined : PORT_IN_FAILURES[reason.trim().toUpperCase()];
  return known ?? { messageId: 'errors.port_in.not_eligible', field: 'number' };
}
