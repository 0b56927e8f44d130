import * as v from 'valibot';
import { LINE_REGISTRY_MAX_ATTEMPTS, type LineRegistry } from '../../gateway/lines/line-registry.ts';
import { CURP_LINE_LIMIT_CODE, errorMessageId } from '../../i18n/error-messages.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { curpMessageId } from '../../validation/curp.ts';

/** The registry's refusals (sandbox failures.ts, this codes). */
export const LINE_REGISTRY_ERRORS = {
  selfieMismatch: 'REGISTRY_IDENTITY_NOT_CONFIRMED',
  attemptsExhausted: 'REGISTRY_ATTEMPTS_EXHAUSTED',
  alreadyRegistered: 'LINE_ALREADY_REGISTERED',
  documentsMissing: 'REGISTRY_DOCUMENTS_MISSING',
} as const;

interface Failure {
  errorCode?: unknown;
  errorId?: unknown;
  status?: unknown;
  body?: unknown;
}
const fieldsOf = (error: unknown): Failure => (typeof error === 'object' && error !== null ? error : {});

const RemainingSchema = v.object({
  failure: v.object({ remainingAttempts: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
});

/** What a refused registration means for the flow. */
export type RegistrationRefusal =
  | { kind: 'mismatch'; attemptsLeft: number | null }
  | { kind: 'in-person' }
  | { kind: 'curp-limit' }
  | { kind: 'other'; messageId: MessageId };

export function registrationRefusal(error: unknown): RegistrationRefusal {
  const fields = fieldsOf(error);
  if (fields.errorCode === LINE_REGISTRY_ERRORS.attemptsExhausted) return { kind: 'in-person' };
  if (fields.errorCode === LINE_REGISTRY_ERRORS.selfieMismatch) {
    const parsed = v.safeParse(RemainingSchema, fields.body);
    return {
      kind: 'mismatch',
      attemptsLeft: parsed.success ? parsed.output.failure.remainingAttempts : null,
    };
  }
  if (fields.errorCode === CURP_LINE_LIMIT_CODE) return { kind: 'curp-limit' };
  if (fields.errorCode === LINE_REGISTRY_ERRORS.alreadyRegistered) {
    return { kind: 'other', messageId: 'line_registry.errors.already_registered' };
  }
  if (fields.errorCode === LINE_REGISTRY_ERRORS.documentsMissing) {
    return { kind: 'other', messageId: 'line_registry.errors.documents_missing' };
  }
  return { kind: 'other', messageId: errorMessageId(fields) };
}

/** The checks still allowed online by the line's data: all of them when it does not say. */
export function attemptsLeftOf(registry: LineRegistry | undefined): number {
  return registry?.status === 'UNREGISTERED' ? registry.attemptsLeft : LINE_REGISTRY_MAX_ATTEMPTS;
}

/** The CURP field's message (core's checkCurp), or null. */
export const registryCurpMessageId = (typed: string): MessageId | null => curpMessageId(typed) ?? null;
