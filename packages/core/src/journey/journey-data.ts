import * as v from 'valibot';

/**
 * What the customer entered on each step, keyed by step name (§3 journeyData). Values must be
 * JSON: the journey is saved to storage and restored after a reload.
 */
export type JourneyStepData = Record<string, unknown>;
export type JourneyData = Record<string, JourneyStepData>;

export const JourneyDataSchema = v.record(v.string(), v.record(v.string(), v.unknown()));

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

/** Merges a step's new values over what it had, so going back and forth keeps earlier input. */
export function withStepData(
  journeyData: JourneyData,
  step: string | null,
  data: JourneyStepData | undefined,
): JourneyData {
  if (step === null || data === undefined) return journeyData;
  return { ...journeyData, [step]: { ...(journeyData[step] ?? {}), ...sanitizeStepData(data) } };
}
