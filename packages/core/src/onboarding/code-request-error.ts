import { errorMessageId } from '../i18n/error-messages.ts';
import type { MessageId } from '../i18n/messages/index.ts';

/**
 * What a failed sign-up, sign-in or guest code request tells the customer (§8): the catalogue
 * decides (422019 pending sign-up; 422005/422006 too many attempts or too many codes for this
 * e-mail; 422024 too many codes). Whether the e-mail has an account is never among the answers:
 * the gateway answers a sign-in for an unknown e-mail like any other and says so in the mail.
 */
export function codeRequestErrorMessageId(error: unknown): MessageId {
  return errorMessageId(typeof error === 'object' && error !== null ? error : {});
}
