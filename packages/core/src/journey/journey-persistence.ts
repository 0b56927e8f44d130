import * as v from 'valibot';
import type { AnyActorRef, Snapshot } from 'xstate';
import type { JourneyState } from '../stores/journey.store.ts';
import { type NotificationInput, noticeInput } from '../stores/notification.store.ts';
import {
  type KeyValueStorage,
  readRaw,
  removePersisted,
  removePersistedWithPrefix,
  writePersisted,
} from '../stores/persisted-atom.ts';
import { JOURNEY_KEY_PREFIX, journeyStorageKey } from '../stores/storage-keys.ts';
import { STORED_INPUT_LOST_MESSAGE_ID, STORED_INPUT_LOST_NOTICE } from '../stores/stored-input-loss.ts';
import { exitStateKey, IDLE_STATE, initialJourneyContext, type JourneyMachine } from './compile-journey.ts';
import { checkJourneyData, type JourneyData, JourneyDataSchema } from './journey-data.ts';
import type { JourneyDefinition } from './journey-definition.ts';
import { journeyDataAtRest } from './journey-ended-data.ts';
import type { JourneyContext, JourneyInput } from './journey-machine.types.ts';
import { plannedPath, stepApplies } from './journey-navigation.ts';
import { journeyNeighbours } from './journey-neighbours.ts';
import {
  factsFitVocabulary,
  type JourneyFactPatch,
  JourneyFactValuesSchema,
  vocabularyFacts,
} from './journey-vocabulary.ts';

/**
 * Save and resume (the spec's persisted journey state). The XState snapshot and the journey data
 * are saved under one key per journey. On load:
 *
 * - same journey revision and steps: the snapshot is restored as saved;
 * - another revision: the position is migrated by step name (former names included) when every
 *   step the facts lead through before the saved step was reached, so no new step is skipped;
 * - otherwise, or when the save is damaged: the journey restarts at its first step with the
 *   entered data kept, and carries the notice `notifications.journey_restarted`;
 * - a save with nothing usable left (not JSON, no step data): the journey starts fresh with the
 *   notice `notifications.stored_input_lost`.
 *
 * Nothing in storage can make this throw.
 */

export const JOURNEY_PERSISTENCE_FORMAT = 1;
export const JOURNEY_RESTARTED_NOTICE = 'notifications.journey_restarted';
export { journeyStorageKey };

const NullableString = v.nullable(v.string());
const Names = v.array(v.string());

/** How a journey ended (JourneyOutcome), as read from a save or a child's output. */
export const JourneyOutcomeSchema = v.union([
  v.object({ kind: v.literal('final'), step: v.string() }),
  v.object({ kind: v.literal('exit'), exit: v.string(), path: NullableString }),
]);
const OutcomeSchema = v.nullable(JourneyOutcomeSchema);

const SavedContextSchema = v.object({
  journeyId: v.string(),
  revision: v.number(),
  current: NullableString,
  trail: Names,
  reached: Names,
  chosen: v.record(v.string(), v.string()),
  facts: JourneyFactValuesSchema,
  initialFacts: JourneyFactValuesSchema,
  journeyData: JourneyDataSchema,
  notice: NullableString,
  outcome: OutcomeSchema,
  autoStart: v.boolean(),
});

const SavedSnapshotSchema = v.looseObject({
  status: v.picklist(['active', 'done']),
  value: v.string(),
  context: SavedContextSchema,
});

const SavedJourneySchema = v.object({
  format: v.literal(JOURNEY_PERSISTENCE_FORMAT),
  journeyId: v.string(),
  revision: v.number(),
  stepNames: Names,
  savedAt: v.number(),
  snapshot: SavedSnapshotSchema,
  journeyData: JourneyDataSchema,
});
type SavedJourney = v.InferOutput<typeof SavedJourneySchema>;

/** Enough of a damaged save to keep what the customer typed. */
const SalvageSchema = v.object({ journeyData: JourneyDataSchema, journeyId: v.optional(v.string()) });

/**
 * `session-lost`: the save was made in a session (logged in, or a guest) that this browser no
 * longer has (its token was removed, damaged or never stored). The session ended without a
 * logout, so the caller ends it the way a logout does (the spec: the journey and the order are cleared)
 * and sends the customer to the logout target; resuming would put a logged-out customer on a
 * step whose calls need the session, and the guards would bounce them between it and the login.
 */
export type JourneyRestoreKind = 'fresh' | 'restored' | 'migrated' | 'restarted' | 'session-lost';

export interface JourneyRestore {
  kind: JourneyRestoreKind;
  /** Options for createActor(machine, options): the snapshot to resume from, if any, wins over the input. */
  actorOptions: { input: JourneyInput; snapshot?: Snapshot<unknown> };
  /** A message id to show once, or null. */
  notice: string | null;
}

/**
 * How a restore's notice is shown: keyed by its message id, so it shows once even when the stores
 * already said the same at start-up (lost input in the order and in the journey's save).
 */
export function restoreNoticeInput(messageId: string): NotificationInput {
  if (messageId === STORED_INPUT_LOST_MESSAGE_ID) return noticeInput(STORED_INPUT_LOST_NOTICE);
  return { message: { id: messageId }, type: 'info', key: messageId };
}

/**
 * A journey the app runs on its own (the purchase) is saved as it stands while it runs; once it
 * ended, with only its order's reference (journey-ended-data.ts). A journey another machine runs
 * as its child is saved by that machine, whole, until the request is submitted.
 */
export function saveJourney(storage: KeyValueStorage, journey: JourneyDefinition, actor: AnyActorRef): void {
  const taken = actor.getPersistedSnapshot() as { status?: string; context?: JourneyContext };
  const snapshot = taken.context
    ? {
        ...taken,
        context: { ...taken.context, journeyData: journeyDataAtRest({ ...taken, context: taken.context }) },
      }
    : taken;
  writePersisted(storage, journeyStorageKey(journey.id), journeySaveRecord(journey, snapshot));
}

/**
 * The revision a saved journey is being walked under, when the customer is midway: it is running
 * and they have gone past its first step. A journey saved on its first step, finished, or junk has
 * no revision to keep (null): nothing the customer did depends on its order yet.
 */
export function savedJourneyInProgressRevision(storage: KeyValueStorage, journeyId: string): number | null {
  const raw = readRaw(storage, journeyStorageKey(journeyId));
  if (raw === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const saved = v.safeParse(SavedJourneySchema, json);
  if (!saved.success || saved.output.journeyId !== journeyId) return null;
  const { snapshot } = saved.output;
  return journeyUnderWay(snapshot.status, snapshot.context) ? saved.output.revision : null;
}

/** Whether a journey has gone past its first step and is not over: its revision is kept. */
export function journeyUnderWay(status: string, context: Pick<JourneyContext, 'trail' | 'outcome'>): boolean {
  return status === 'active' && context.outcome === null && context.trail.length > 0;
}

/**
 * A journey's context read from a snapshot that is not typed as one (a child another machine
 * invoked), or null when it is not a journey's: checked like a save. Its facts are the ones the
 * journey holds, its own vocabulary's: none is added.
 */
export function journeyContextOf(snapshot: unknown): JourneyContext | null {
  const parsed = v.safeParse(v.object({ context: SavedContextSchema }), snapshot);
  return parsed.success ? parsed.output.context : null;
}

/**
 * What is saved for a journey: its persisted snapshot with the revision and step names it was
 * taken under. A machine that runs a journey as its child saves the child with this too, so both
 * resume by the same rules (restoreJourneyRecord).
 */
export function journeySaveRecord(journey: JourneyDefinition, persistedSnapshot: unknown) {
  const snapshot = persistedSnapshot as { context?: JourneyContext };
  return {
    format: JOURNEY_PERSISTENCE_FORMAT,
    journeyId: journey.id,
    revision: journey.revision,
    stepNames: journey.steps.map((step) => step.name),
    savedAt: Date.now(),
    snapshot,
    journeyData: snapshot.context?.journeyData ?? {},
  };
}

/** Saves after every change of the actor; returns the function that stops saving. */
export function persistJourney(
  storage: KeyValueStorage,
  journey: JourneyDefinition,
  actor: AnyActorRef,
): () => void {
  const subscription = actor.subscribe(() => saveJourney(storage, journey, actor));
  return () => subscription.unsubscribe();
}

export function clearSavedJourney(storage: KeyValueStorage, journeyId: string): void {
  removePersisted(storage, journeyStorageKey(journeyId));
}

/** Every journey's save, whichever journey files exist: what a logout clears. */
export function clearAllSavedJourneys(storage: KeyValueStorage): void {
  removePersistedWithPrefix(storage, JOURNEY_KEY_PREFIX);
}

const hadSession = (facts: JourneyFactPatch | undefined) =>
  facts?.isLoggedIn === true || facts?.isGuestUser === true;

export function restoreJourney(
  storage: KeyValueStorage,
  journey: JourneyDefinition,
  machine: JourneyMachine,
  input: JourneyInput = {},
): JourneyRestore {
  const raw = readRaw(storage, journeyStorageKey(journey.id));
  if (raw === null) return { kind: 'fresh', actorOptions: { input }, notice: null };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    json = undefined;
  }
  const restored = restoreJourneyRecord(json, journey, machine, input);
  // Nothing in the save could be used: it is removed so it cannot fail again.
  if (restored.kind === 'fresh') clearSavedJourney(storage, journey.id);
  return restored;
}

/**
 * A saved journey record (journeySaveRecord's shape, already parsed from JSON, unchecked) turned
 * into where the journey resumes: restored, migrated, restarted with the data kept, or `fresh`
 * when nothing in it can be used.
 */
export function restoreJourneyRecord(
  json: unknown,
  journey: JourneyDefinition,
  machine: JourneyMachine,
  input: JourneyInput = {},
): JourneyRestore {
  const fresh: JourneyRestore = { kind: 'fresh', actorOptions: { input }, notice: null };
  const saved = v.safeParse(SavedJourneySchema, json);
  const factsFit =
    saved.success &&
    factsFitVocabulary(journey.vocabulary, saved.output.snapshot.context.facts) &&
    factsFitVocabulary(journey.vocabulary, saved.output.snapshot.context.initialFacts);
  if (!saved.success || !factsFit) {
    const salvage = v.safeParse(SalvageSchema, json);
    if (!salvage.success || (salvage.output.journeyId && salvage.output.journeyId !== journey.id)) {
      // Junk where a save was: its step data is gone, and the customer is told so.
      return { ...fresh, notice: STORED_INPUT_LOST_MESSAGE_ID };
    }
    return restart(journey, machine, salvage.output.journeyData, input.facts, input);
  }
  const save = saved.output;
  if (save.journeyId !== journey.id) return fresh;
  // Only when the caller says what the session is now (the app always does).
  if (input.facts && hadSession(save.snapshot.context.facts) && !hadSession(input.facts)) {
    return { kind: 'session-lost', actorOptions: { input }, notice: null };
  }
  const sameSteps =
    save.revision === journey.revision &&
    save.stepNames.join('\n') === journey.steps.map((s) => s.name).join('\n');
  if (sameSteps && knownState(journey, save.snapshot.value)) {
    const snapshot = { ...(json as { snapshot: object }).snapshot, context: restoredContext(journey, save) };
    return {
      kind: 'restored',
      actorOptions: { input, snapshot: snapshot as unknown as Snapshot<unknown> },
      notice: null,
    };
  }
  // A finished journey saved under another revision has nothing to resume.
  if (save.snapshot.status === 'done') return fresh;
  return (
    migrate(journey, machine, save, input) ??
    restart(journey, machine, save.journeyData, save.snapshot.context.facts, input)
  );
}

function knownState(journey: JourneyDefinition, value: string): boolean {
  return (
    value === IDLE_STATE ||
    journey.step(value) !== undefined ||
    (journey.file.onboarding.exits ?? []).some((exit) => exitStateKey(exit.name) === value)
  );
}

function restoredContext(journey: JourneyDefinition, save: SavedJourney): JourneyContext {
  const context = save.snapshot.context;
  return {
    ...context,
    journeyId: journey.id,
    revision: journey.revision,
    facts: vocabularyFacts(journey.vocabulary, context.facts),
    initialFacts: vocabularyFacts(journey.vocabulary, context.initialFacts),
    journeyData: checkJourneyData(save.journeyData, journey.vocabulary.stepData),
  };
}

function migrate(
  journey: JourneyDefinition,
  machine: JourneyMachine,
  save: SavedJourney,
  input: JourneyInput,
): JourneyRestore | null {
  const context = save.snapshot.context;
  const rename = (names: readonly string[]) =>
    names.map((name) => journey.currentName(name)).filter((name): name is string => name !== undefined);
  const current = context.current === null ? undefined : journey.currentName(context.current);
  if (current === undefined || journey.step(current)?.final) return null;
  const facts = vocabularyFacts(journey.vocabulary, context.facts);
  const reached = [...new Set(rename(context.reached))];
  if (!stepApplies(journey, current, facts, {})) return null;
  const path = plannedPath(journey, facts);
  const at = path.indexOf(current);
  // Only resume where every step the journey now leads through before this one was done.
  if (at < 0 || path.slice(0, at).some((name) => !reached.includes(name))) return null;
  const migrated: JourneyContext = {
    ...initialJourneyContext(journey, { facts: context.initialFacts }),
    current,
    trail: path.slice(0, at),
    reached,
    facts,
    journeyData: renameData(journey, save.journeyData),
  };
  return {
    kind: 'migrated',
    actorOptions: { input, snapshot: machine.resolveState({ value: current, context: migrated }) },
    notice: null,
  };
}

function restart(
  journey: JourneyDefinition,
  machine: JourneyMachine,
  journeyData: JourneyData,
  facts: JourneyFactPatch | undefined,
  input: JourneyInput,
): JourneyRestore {
  const first = journey.firstStep.name;
  const context: JourneyContext = {
    ...initialJourneyContext(journey, { facts, notice: JOURNEY_RESTARTED_NOTICE }),
    current: first,
    reached: [first],
    journeyData: renameData(journey, journeyData),
  };
  return {
    kind: 'restarted',
    actorOptions: { input, snapshot: machine.resolveState({ value: first, context }) },
    notice: JOURNEY_RESTARTED_NOTICE,
  };
}

/**
 * Entered data follows renamed steps; data of removed steps is kept (it may feed a later step).
 * Each step's data is then read by its schema under its current name.
 */
function renameData(journey: JourneyDefinition, data: JourneyData): JourneyData {
  const renamed: JourneyData = {};
  for (const [name, values] of Object.entries(data)) {
    const target = journey.currentName(name) ?? name;
    renamed[target] = { ...(renamed[target] ?? {}), ...values };
  }
  return checkJourneyData(renamed, journey.vocabulary.stepData);
}

/**
 * The spec's persisted journey state (stores/journey.store.ts) for a journey snapshot: journeyData,
 * the current step index and the neighbours. The app mirrors it into the journey store.
 */
export function toJourneyStoreState(
  journey: JourneyDefinition,
  snapshot: { status?: string; context: JourneyContext },
): JourneyState {
  const { context } = snapshot;
  const neighbours = journeyNeighbours(journey, context.current, context);
  return {
    journeyData: journeyDataAtRest(snapshot),
    currentStepIndex: neighbours.currentStepIndex,
    currentStep: neighbours.currentStep,
    nextStep: neighbours.nextStep,
    nextNextStep: neighbours.nextNextStep,
    previousStep: neighbours.previousStep,
    previousPreviousStep: neighbours.previousPreviousStep,
    esimThirdNextStep: neighbours.thirdForwardStep,
    esimThirdPreviousStep: neighbours.thirdBackStep,
  };
}
