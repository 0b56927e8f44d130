import { errorMessageId } from '../i18n/error-messages.ts';
import type { MessageId } from '../i18n/messages/index.ts';

/**
 * The message for a failed page load. A 404 on a thing the page names (an order, a paylink) says
 * so when the page has a sentence for it; everything else is the spec's catalogue's answer.
 */
export function loadErrorMessageId(error: unknown, options: { notFound?: MessageId } = {}): MessageId {
  const fields = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  if (options.notFound && fields.status === 404) return options.notFound;
  return errorMessageId({ errorId: fields.errorId, errorCode: fields.errorCode, status: fields.status });
}
