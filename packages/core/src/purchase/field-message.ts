import type { MessageValues } from '../i18n/message-values.ts';
import type { MessageId } from '../i18n/messages/index.ts';

/** A validation message for one field: an id from the bundles and the values its placeholders need. */
export interface FieldMessage {
  readonly id: MessageId;
  readonly values?: MessageValues;
}

/** Per-field messages of a form; a field with no entry is fine. */
export type FieldErrors<F extends string> = Partial<Record<F, FieldMessage>>;

export interface FormCheck<F extends string> {
  readonly valid: boolean;
  readonly errors: FieldErrors<F>;
}

export const fieldMessage = (id: MessageId, values?: MessageValues): FieldMessage =>
  values ? { id, values } : { id };

export function formCheck<F extends string>(errors: FieldErrors<F>): FormCheck<F> {
  return { valid: Object.keys(errors).length === 0, errors };
}

/** Digits only: what the numeric fields keep of pasted or autofilled text ("55 1234-5678"). */
export const digitsOf = (input: string): string =>
  typeof input === 'string' ? input.replace(/\D/g, '') : '';

/** The gateway's code of a failure, read from any thrown value (GatewayError or a plain object). */
export function failureCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { errorCode?: unknown }).errorCode;
  return typeof code === 'string' && code.trim() !== '' ? code.trim().toUpperCase() : undefined;
}

/** The fields of a failure `errorMessageId` reads, from any thrown value. */
export function failureFields(error: unknown): { errorId?: unknown; errorCode?: unknown; status?: unknown } {
  if (typeof error !== 'object' || error === null) return {};
  const fields = error as Record<string, unknown>;
  return { errorId: fields.errorId, errorCode: fields.errorCode, status: fields.status };
}
