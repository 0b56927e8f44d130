import * as v from 'valibot';
import { type NumberCategory, NumberCategorySchema } from '../gateway/enums.ts';
import { isListedLada } from '../i18n/mexican-ladas.ts';
import type { NumberTypeChoice } from './connection-details.rules.ts';
import { NumberTypeChoiceSchema } from './connection-details.rules.ts';

/** A field kept only when it has the right shape: one bad value does not cost the others. */
const kept = <TSchema extends v.GenericSchema>(schema: TSchema) => v.fallback(v.optional(schema), undefined);
const text = kept(v.pipe(v.string(), v.nonEmpty()));

/**
 * What the connection-details step keeps in the journey to refill the form (never the NIP: it is
 * a secret for 5 days). Journey data comes from storage, so it is read through these fields (the
 * journey's step-data schema for this step is made of them).
 */
export const CONNECTION_STEP_DATA_ENTRIES = {
  numberType: kept(NumberTypeChoiceSchema),
  category: kept(NumberCategorySchema),
  /** The golden pattern of a premium number. */
  golden: text,
  search: kept(v.string()),
  /** The city (lada) the list was for; one no longer on the list is none. */
  lada: kept(v.pipe(v.string(), v.check(isListedLada))),
  number: text,
  lockedUntil: text,
  donorId: text,
  /** The donor was the number check's finding (the portability database), not the customer's choice. */
  donorFromNumber: kept(v.boolean()),
  transferNumber: text,
  requestId: text,
};

/** The form's start: the same fields, the search box empty when none was kept. */
export const ConnectionStepDataSchema = v.object({
  ...CONNECTION_STEP_DATA_ENTRIES,
  search: v.fallback(v.optional(v.string(), ''), ''),
});
export type ConnectionStepData = v.InferOutput<typeof ConnectionStepDataSchema>;

/** The step's journey data as the form reads it; anything unreadable is an empty form. */
export function readConnectionStepData(data: unknown): ConnectionStepData {
  const parsed = v.safeParse(ConnectionStepDataSchema, data);
  return parsed.success ? parsed.output : { search: '' };
}

/** The step's data once a new number is chosen (new-number machine's `chosen`). */
export const newNumberStepData = (chosen: {
  number: string;
  lockedUntil: string;
  category: NumberCategory | undefined;
  golden?: string | undefined;
  search: string;
  lada: string;
}): Record<string, unknown> & { numberType: NumberTypeChoice } => ({
  numberType: 'new_number',
  ...(chosen.category ? { category: chosen.category } : {}),
  ...(chosen.golden ? { golden: chosen.golden } : {}),
  search: chosen.search,
  lada: chosen.lada,
  number: chosen.number,
  lockedUntil: chosen.lockedUntil,
});

/** The step's data once a transfer is verified (port-in machine's `verified`). */
export const transferStepData = (verified: {
  number: string;
  donorId: string;
  donorFromNumber?: boolean;
  requestId: string;
}): Record<string, unknown> & { numberType: NumberTypeChoice } => ({
  numberType: 'number_transfer',
  donorId: verified.donorId,
  ...(verified.donorFromNumber ? { donorFromNumber: true } : {}),
  transferNumber: verified.number,
  requestId: verified.requestId,
});
