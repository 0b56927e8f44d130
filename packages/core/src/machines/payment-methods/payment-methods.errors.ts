import { errorMessageId } from '../../i18n/error-messages.ts';
import type { MessageId } from '../../i18n/messages/index.ts';

/** The sentence for a refused change or card (the spec's and the 4228xx codes), from the gateway error's fields. */
export function refusalMessageId(error: unknown): MessageId {
  const fields = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  return errorMessageId({ errorId: fields.errorId, errorCode: fields.errorCode, status: fields.status });
}
