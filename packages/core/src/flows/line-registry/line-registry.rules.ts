import * as v from 'valibot';
import type { Line } from '../../gateway/lines/line.schema.ts';
import { attemptsLeftOf, LINE_REGISTRY_DEADLINE } from '../../gateway/lines/line-registry-status.schema.ts';
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

/** The CURP field's message (core's checkCurp), or null. */
export const registryCurpMessageId = (typed: string): MessageId | null => curpMessageId(typed) ?? null;

/** The end of the registry's deadline day, in Mexico City (UTC−6 all year since 2022). */
const DEADLINE_ENDS_AT = Date.parse(`${LINE_REGISTRY_DEADLINE}T23:59:59.999-06:00`);

type RegistryFacts = Pick<Line, 'orderRef' | 'status' | 'registry'> &
  Partial<Pick<Line, 'orderHistory' | 'activationDate'>>;

/** When the line was bought: its purchase's payment, else its activation; null when not said. */
function boughtAt(line: RegistryFacts): number | null {
  const purchase = line.orderHistory?.find((order) => order.orderRef === line.orderRef);
  const at = purchase?.paidAt ?? line.activationDate;
  return at ? Date.parse(at) : null;
}

/**
 * Why an unregistered line is suspended, in words that fit it: a line that existed on the
 * deadline missed it; a line bought after it had to be registered when it was bought (new lines
 * are registered at purchase), so it cannot have "missed" a date before it existed.
 */
export function registrySuspensionMessageId(line: RegistryFacts): MessageId {
  const at = boughtAt(line);
  return at !== null && at <= DEADLINE_ENDS_AT
    ? 'line_registry.status.suspended'
    : 'line_registry.status.suspended_new_line';
}

/** What the line page says of an unregistered line: in person once the online checks are spent. */
export function registryStatusMessageId(line: RegistryFacts): MessageId {
  if (attemptsLeftOf(line.registry) === 0) return 'line_registry.status.in_person';
  return line.status === 'Suspend' ? registrySuspensionMessageId(line) : 'line_registry.status.unregistered';
}

/**
 * What registering does for the line's service, said of its SIM: a suspended line is lifted at
 * once, but only a SIM in the phone makes calls; an eSIM still to install or a SIM still to
 * activate is named. Nothing for a line that was not suspended (its service did not change).
 */
export function serviceAfterRegistering(line: Pick<Line, 'status' | 'sim'>): MessageId | null {
  if (line.status !== 'Suspend') return null;
  if (line.sim.type === 'esim' && line.sim.installationStatus !== 'INSTALLED') {
    return 'line_registry.done.install_esim';
  }
  if (line.sim.type === 'physical_sim' && line.sim.activationStatus !== 'ACTIVATED') {
    return 'line_registry.done.activate_sim';
  }
  return 'line_registry.done.works_again';
}
