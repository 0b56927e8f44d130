import { errorMessageId } from '../i18n/error-messages.ts';
import type { MessageId } from '../i18n/messages/index.ts';

/** What a failed sign-up, sign-in or guest code request tells the customer (§8). */
export const NO_ACCOUNT_MESSAGE_ID = 'login.errors.no_account' satisfies MessageId;

const fieldsOf = (error: unknown): { errorId?: unknown; errorCode?: unknown; status?: unknown } =>
  typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};

/**
 * The §8 catalogue decides (422019 pending sign-up, 422005/422006 too many attempts, …). One case
 * the catalogue cannot know: a sign-in for an e-mail with no account answers 404, which on this
 * form means "no account", not "page not found", and the customer is pointed to sign-up.
 */
export function codeRequestErrorMessageId(flow: 'signin' | 'signup' | 'guest', error: unknown): MessageId {
  const fields = fieldsOf(error);
  const known = errorMessageId(fields);
  if (flow === 'signin' && fields.status === 404 && known === errorMessageId({}))
    return NO_ACCOUNT_MESSAGE_ID;
  return known;
}
