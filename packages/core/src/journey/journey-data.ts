import * as v from 'valibot';
import type { StepDataSchemas } from './journey-vocabulary.ts';

/**
 * What the customer entered on each step, keyed by step name (the spec's journeyData). Values must be
 * JSON: the journey is saved to storage and restored after a reload.
 */
export type JourneyStepData = Record<string, unknown>;
export type JourneyData = Record<string, JourneyStepData>;

/**
 * A step's data checked by the step's schema (`schemas`, the journey vocabulary's stepData), or
 * null when it has another shape. A step without a schema keeps any object.
 */
export function checkedStepData(
  schemas: StepDataSchemas,
  step: string,
  data: unknown,
): Record<string, unknown> | null {
  // Not left to the schemas: a valibot object takes an array too, and copies its indexes as keys.
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const schema = Object.hasOwn(schemas, step) ? schemas[step] : undefined;
  if (!schema) return data as Record<string, unknown>;
  const parsed = v.safeParse(schema, data);
  return parsed.success ? (parsed.output as Record<string, unknown>) : null;
}

/**
 * For a collect machine written by hand (a form, card update's steps): its steps' data has no
 * schema here, the machine's own readers check it where it is used.
 */
export const NO_STEP_SCHEMAS: StepDataSchemas = Object.freeze({});

/**
 * Each step's data read through that step's schema: a step whose data has another shape (an older
 * build's, a hand-edited save) is left out, so only that step starts again empty.
 */
export function checkJourneyData(
  data: Readonly<Record<string, unknown>>,
  schemas: StepDataSchemas,
): JourneyData {
  const checked: JourneyData = {};
  for (const [step, values] of Object.entries(data)) {
    const stepData = checkedStepData(schemas, step, values);
    if (stepData) checked[step] = stepData;
  }
  return checked;
}

/**
 * Journey data as read from storage or a child's snapshot, before its journey reads it: each
 * step's data an object, whatever its fields (the journey that runs it checks them by its
 * vocabulary's schemas as it starts or restores).
 */
export const JourneyDataSchema = v.pipe(
  v.record(v.string(), v.unknown()),
  v.transform((data) => checkJourneyData(data, NO_STEP_SCHEMAS)),
);

/**
 * Card numbers and security codes never reach state or storage (house rule): a screen that hands
 * its whole form to the journey by mistake loses these keys here rather than leaking them.
 */
const FORBIDDEN_KEY = /^(card_?number|cardNo|pan|cvv|cvc|cvv2|security_?code|securityCode|card_?cvv)$/i;

function scrub(value: unknown, depth: number): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([key]) => !FORBIDDEN_KEY.test(key))
      .map(([key, item]) => [key, scrub(item, depth + 1)]),
  );
}

export function sanitizeStepData(data: JourneyStepData): JourneyStepData {
  return scrub(data, 0) as JourneyStepData;
}

/**
 * Merges a step's new values over what it had, so going back and forth keeps earlier input; the
 * result is checked by the step's schema, and data of another shape leaves the step empty.
 */
export function withStepData(
  journeyData: JourneyData,
  step: string | null,
  data: JourneyStepData | undefined,
  schemas: StepDataSchemas,
): JourneyData {
  if (step === null || data === undefined) return journeyData;
  const merged = { ...(journeyData[step] ?? {}), ...sanitizeStepData(data) };
  return { ...journeyData, [step]: checkedStepData(schemas, step, merged) ?? {} };
}
