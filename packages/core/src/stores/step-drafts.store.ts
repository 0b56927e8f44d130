import { atom } from 'jotai/vanilla';
import * as v from 'valibot';
import { scrubCardSecrets } from './card-secrets.ts';
import { type DiscardReason, type KeyValueStorage, persistedAtom } from './persisted-atom.ts';
import { STORE_KEYS } from './storage-keys.ts';
import { withDefault } from './store-schemas.ts';

/**
 * What the customer has typed on a purchase step and not submitted yet (a reload
 * loses nothing). One draft per step of one journey, field by field; the step's submit turns it
 * into the step's journey data and the draft goes (see journey/journey-drafts.ts), and onboarding's
 * reset (logout, local reset, a new purchase) empties them all.
 *
 * Card numbers and security codes never enter a draft: every draft is scrubbed of card-secret keys
 * and card-number-looking values on the way in and on the way out of storage.
 */

/** Which draft: the journey (web, retail) and the step within it. */
export interface StepDraftLocation {
  journeyId: string;
  step: string;
}

/** One step's fields, as JSON. */
export type StepDraft = Record<string, unknown>;
export type StepDrafts = Record<string, StepDraft>;

export const stepDraftKey = ({ journeyId, step }: StepDraftLocation): string => `${journeyId}/${step}`;

const isDraft = (value: unknown): value is StepDraft =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The stored drafts. An entry that is not an object is dropped on its own, so one damaged step
 * does not cost the others; each field is checked by its screen's schema when read back.
 */
export const StepDraftsSchema = v.pipe(
  v.record(v.string(), v.unknown()),
  v.transform((drafts): StepDrafts => {
    const clean: StepDrafts = {};
    for (const [key, draft] of Object.entries(drafts)) {
      if (isDraft(draft)) clean[key] = scrubCardSecrets(draft);
    }
    return clean;
  }),
);

/**
 * A field of a draft read through its schema: `undefined` when there is none or when what is
 * stored is not a value of that field (an older build's shape, a hand edit), so the screen falls
 * back to what it would show without a draft.
 */
export function readDraftField<TSchema extends v.GenericSchema>(
  drafts: StepDrafts,
  where: StepDraftLocation,
  field: string,
  schema: TSchema,
): { value: v.InferOutput<TSchema> } | undefined {
  const draft = drafts[stepDraftKey(where)];
  if (!draft || !Object.hasOwn(draft, field)) return undefined;
  const parsed = v.safeParse(schema, draft[field]);
  return parsed.success ? { value: parsed.output } : undefined;
}

export function writeDraftField(
  drafts: StepDrafts,
  where: StepDraftLocation,
  field: string,
  value: unknown,
): StepDrafts {
  const key = stepDraftKey(where);
  return { ...drafts, [key]: { ...(drafts[key] ?? {}), [field]: value } };
}

export function withoutDraft(drafts: StepDrafts, where: StepDraftLocation): StepDrafts {
  const key = stepDraftKey(where);
  if (!Object.hasOwn(drafts, key)) return drafts;
  const { [key]: _dropped, ...rest } = drafts;
  return rest;
}

export function createStepDraftStore(deps: {
  storage: () => KeyValueStorage;
  onDiscard?: (key: string, reason: DiscardReason) => void;
}) {
  const state = persistedAtom({
    key: STORE_KEYS.stepDrafts,
    schema: withDefault(StepDraftsSchema, () => ({})),
    initial: (): StepDrafts => ({}),
    storage: deps.storage,
    onDiscard: deps.onDiscard,
  });
  return {
    state,
    writeField: atom(null, (_get, set, input: StepDraftLocation & { field: string; value: unknown }) => {
      set(state, (previous) => writeDraftField(previous, input, input.field, input.value));
    }),
    /** The step was submitted (its values are the journey's now) or left with its data. */
    clear: atom(null, (_get, set, where: StepDraftLocation) => {
      set(state, (previous) => withoutDraft(previous, where));
    }),
    reset: atom(null, (_get, set) => {
      set(state, {});
    }),
  };
}
export type StepDraftStore = ReturnType<typeof createStepDraftStore>;
