import { EMAIL_IN_USE_CODE, errorMessageId } from '../../i18n/error-messages.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { emailMessageId } from '../../validation/email.ts';

/** The address as the gateway keeps it: trimmed, lower-cased. */
export const normaliseNewEmail = (typed: string): string => typed.trim().toLowerCase();

/**
 * What is wrong with a typed new address, or null: the spec's rule, or the address the account
 * already has (nothing would change, and a code would be mailed for nothing).
 */
export function newEmailMessageId(typed: string, currentEmail: string): MessageId | null {
  const address = typed.trim();
  const rule = emailMessageId(address);
  if (rule) return rule;
  if (currentEmail !== '' && normaliseNewEmail(address) === normaliseNewEmail(currentEmail)) {
    return 'profile_email.errors.same_address';
  }
  return null;
}

const fieldsOf = (error: unknown): { errorCode?: unknown; errorId?: unknown; status?: unknown } =>
  typeof error === 'object' && error !== null ? error : {};

/** Another account has the address (409 EMAIL_IN_USE): the field says so. */
export function isEmailInUse(error: unknown): boolean {
  return fieldsOf(error).errorCode === EMAIL_IN_USE_CODE;
}

/** Any other refusal of the code request, as the catalogue's message. */
export function emailRequestErrorId(error: unknown): MessageId {
  const { errorCode, errorId, status } = fieldsOf(error);
  return errorMessageId({ errorCode, errorId, status });
}
