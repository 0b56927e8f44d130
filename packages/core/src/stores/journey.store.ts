import { atom } from 'jotai/vanilla';
import * as v from 'valibot';
import { type KeyValueStorage, persistedAtom } from './persisted-atom.ts';
import { STORE_KEYS } from './storage-keys.ts';
import { nullableText, withDefault } from './store-schemas.ts';

/**
 * The persisted journey position. Only the shape: moving through the steps is the journey
 * engine's job, which writes here through `state`.
 */
export const JourneyStateSchema = v.object({
  /** What each step collected, keyed by step name; each step's own schema owns the inside. */
  journeyData: withDefault(v.record(v.string(), v.unknown()), () => ({})),
  /** -1 until the journey starts (the spec: start sets 0 only from -1). */
  currentStepIndex: withDefault(v.pipe(v.number(), v.integer(), v.minValue(-1)), () => -1),
  currentStep: nullableText(),
  nextStep: nullableText(),
  nextNextStep: nullableText(),
  previousStep: nullableText(),
  previousPreviousStep: nullableText(),
  /** The two extra steps an eSIM journey looks at: third forward and third back. */
  esimThirdNextStep: nullableText(),
  esimThirdPreviousStep: nullableText(),
});
export type JourneyState = v.InferOutput<typeof JourneyStateSchema>;

export const journeyDefaults = (): JourneyState => v.parse(JourneyStateSchema, {});

/**
 * Journey settings: an onboarding part plus other settings. Kept loose here; the journey
 * engine validates the definitions it compiles.
 */
export const JourneySettingsSchema = v.nullable(v.looseObject({ onboarding: v.optional(v.unknown()) }));
export type JourneySettings = v.InferOutput<typeof JourneySettingsSchema>;

export function createJourneyStore(deps: { storage: () => KeyValueStorage }) {
  const state = persistedAtom({
    key: STORE_KEYS.navigation,
    schema: JourneyStateSchema,
    initial: journeyDefaults,
    storage: deps.storage,
  });
  const settings = persistedAtom({
    key: STORE_KEYS.journeySettings,
    schema: withDefault(JourneySettingsSchema, () => null),
    initial: null,
    storage: deps.storage,
  });
  return {
    state,
    settings,
    setStepData: atom(null, (_get, set, step: string, data: unknown) => {
      set(state, (previous) => ({ ...previous, journeyData: { ...previous.journeyData, [step]: data } }));
    }),
    /** Reset restores the initial state. */
    reset: atom(null, (_get, set) => {
      set(state, journeyDefaults());
    }),
  };
}
export type JourneyStore = ReturnType<typeof createJourneyStore>;
