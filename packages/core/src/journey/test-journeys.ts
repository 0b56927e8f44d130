import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getSimplePaths } from '@xstate/graph';
import { createActor } from 'xstate';
import { compileJourney } from './compile-journey.ts';
import { vocabularyOfJourney } from './flow-vocabularies.ts';
import { checkJourneyDocument, loadJourney } from './journey-check.ts';
import { PURCHASE_JOURNEY_VOCABULARY } from './journey-conditions.ts';
import type { JourneyDefinition } from './journey-definition.ts';
import type { JourneyFile } from './journey-file.schema.ts';
import { type JourneyGraphEdge, journeyGraph } from './journey-graph.ts';
import type { JourneyEmitted, JourneyEvent, JourneyInput } from './journey-machine.types.ts';
import type { JourneyVocabulary } from './journey-vocabulary.ts';

/**
 * Test helpers: the repo's journey files, loaded the way the app loads them. Not public API.
 * SENDA_JOURNEYS_FOLDER points them at another copy of journeys/: the workspace test of the
 * journey editor's export runs these tests on a folder holding the exported file.
 */
export const JOURNEYS_FOLDER = process.env.SENDA_JOURNEYS_FOLDER
  ? `${process.env.SENDA_JOURNEYS_FOLDER.replace(/\/$/, '')}/`
  : fileURLToPath(new URL('../../../../journeys/', import.meta.url));

export function journeyFileNames(): string[] {
  return readdirSync(JOURNEYS_FOLDER)
    .filter((name) => name.endsWith('.json') && !name.endsWith('.schema.json'))
    .sort();
}

/**
 * The engine's own journeys (`fixtures/`): the engine's tests walk these, so a product team's edit
 * of a file in journeys/ never breaks a test of the engine. `purchase` is the web purchase as it
 * stood when the engine's tests were written (every kind of step, condition, alternative and
 * exit); it changes only with the engine.
 */
const FIXTURES_FOLDER = fileURLToPath(new URL('./fixtures/', import.meta.url));

export function readFixtureJson(name: 'purchase' = 'purchase'): JourneyFile {
  return JSON.parse(readFileSync(`${FIXTURES_FOLDER}${name}.fixture.json`, 'utf8')) as JourneyFile;
}

export function loadFixtureJourney(name: 'purchase' = 'purchase'): JourneyDefinition {
  return loadJourney(readFixtureJson(name));
}

/**
 * A copy of a journey file with these steps in this order: each the file's step of that name (or
 * its first step, renamed), with what is given changed (a route, final), for a test of a refused edit.
 */
export function journeyWithSteps(
  file: JourneyFile,
  steps: readonly { name: string; route?: string; final?: boolean }[],
): JourneyFile {
  const shipped = file.onboarding.steps;
  return {
    ...file,
    onboarding: {
      ...file.onboarding,
      steps: steps.map((step) => ({
        ...(shipped.find((candidate) => candidate.name === step.name) ?? shipped[0]),
        ...step,
      })) as JourneyFile['onboarding']['steps'],
    },
  };
}

/** A fresh, mutable copy of a journey file's JSON (tests edit copies, never the file). */
export function readJourneyJson(fileName: string): JourneyFile {
  return JSON.parse(readFileSync(`${JOURNEYS_FOLDER}${fileName}`, 'utf8')) as JourneyFile;
}

/**
 * The vocabulary a journey file is checked against, as journeys:check and the flow's machine do:
 * its flow's (flow-vocabularies.ts), or the purchase's for a file no flow names.
 */
export const vocabularyOfFile = (file: { id: string }) =>
  vocabularyOfJourney(file.id) ?? PURCHASE_JOURNEY_VOCABULARY;

/**
 * The purchase's facts and conditions without the steps the purchase cannot do without: for the
 * small made-up journeys that test the engine's shapes (a plan, a delivery, a final step), which
 * are no purchase and carry no payment.
 */
export const PURCHASE_CONDITIONS_ONLY: JourneyVocabulary = {
  ...PURCHASE_JOURNEY_VOCABULARY,
  neededSteps: {},
  stepsAfter: {},
};

/** A journey file (as shipped or an edited copy) loaded with its own flow's vocabulary. */
export function loadJourneyFile(file: JourneyFile): JourneyDefinition {
  return loadJourney(file, vocabularyOfFile(file));
}

export function loadRepoJourney(fileName: string): JourneyDefinition {
  return loadJourneyFile(readJourneyJson(fileName));
}

/** A started actor over a compiled journey, with every emitted event recorded. */
export function startJourney(journey: JourneyDefinition, input?: JourneyInput) {
  const machine = compileJourney(journey);
  const emitted: JourneyEmitted[] = [];
  const actor = createActor(machine, { input });
  actor.on('*', (event) => emitted.push(event as JourneyEmitted));
  actor.start();
  const step = () => actor.getSnapshot().context.current;
  return { machine, actor, emitted, step, snapshot: () => actor.getSnapshot() };
}

/** The step of a journey file at an index or with a name; throws so tests fail loudly on a typo. */
export function stepAt(
  file: JourneyFile,
  where: number | string,
): JourneyFile['onboarding']['steps'][number] {
  const steps = file.onboarding.steps;
  const step = typeof where === 'number' ? steps[where] : steps.find((s) => s.name === where);
  if (!step) throw new Error(`no step ${String(where)} in ${file.id}`);
  return step;
}

/** Reads a stored string that a test just wrote; throws when it is missing. */
export function storedJson<T>(storage: { getItem(key: string): string | null }, key: string): T {
  const raw = storage.getItem(key);
  if (raw === null) throw new Error(`nothing stored under ${key}`);
  return JSON.parse(raw) as T;
}

/** A model event: a journey event with the step (or exit state) the model says it leads to. */
export type ModelEvent = JourneyEvent & { expected?: string };

/**
 * The model for model-based tests: the events journeys:check's step graph allows from a snapshot,
 * each carrying the facts that make it happen and where it must land. Edges reached only through
 * an earlier choice (viaChoice) are left to the SWITCH events that make that choice.
 */
export function modelEvents(journey: JourneyDefinition, edges: JourneyGraphEdge[]) {
  return (snapshot: { status: string; value: unknown }): ModelEvent[] => {
    if (snapshot.status !== 'active') return [];
    if (snapshot.value === 'idle') return [{ type: 'START', expected: journey.firstStep.name }];
    return edges
      .filter((edge) => edge.from === snapshot.value && !edge.viaChoice)
      .map((edge): ModelEvent => {
        if (edge.kind === 'switch')
          return { type: 'SWITCH', to: edge.to, facts: edge.witness ?? {}, expected: edge.to };
        if (edge.kind === 'exit')
          return { type: 'EXIT', exit: edge.to.slice('exit:'.length), expected: edge.to };
        return { type: 'NEXT', facts: edge.witness ?? {}, expected: edge.to };
      });
  };
}

/** Steps are the model's states: a path is a sequence of steps, whatever the context on the way. */
export const byStep = (snapshot: { value: unknown }) => String(snapshot.value);

/** Every simple path of the model from the start, and those that end (final step or exit). */
export function modelPaths(journey: JourneyDefinition) {
  const machine = compileJourney(journey);
  const graph = journeyGraph(journey);
  const events = modelEvents(journey, graph.edges);
  const paths = getSimplePaths(machine, { events, serializeState: byStep });
  const complete = paths.filter((path) => path.state.status === 'done');
  return { machine, graph, events, paths, complete };
}

/** A journey file as a product team might leave it after an edit, with what was done to it. */
export interface JourneyEdit {
  label: string;
  file: JourneyFile;
}

type FileStep = JourneyFile['onboarding']['steps'][number];

const withSteps = (file: JourneyFile, steps: FileStep[]): JourneyFile => ({
  ...file,
  revision: file.revision + 1,
  onboarding: { ...file.onboarding, steps },
});

/** Steps other steps name (`next`, `alternatives`): moving or dropping them is a bigger edit. */
const namedByOthers = (file: JourneyFile) =>
  new Set(
    file.onboarding.steps.flatMap((step) => [
      ...(step.next ? [step.next] : []),
      ...(step.alternatives ?? []),
    ]),
  );

/**
 * Two edits of a journey file that journeys:check accepts, found from the file itself so they
 * follow it as it changes: the last optional step (one with conditions) that can move one place
 * earlier does (in a file without one, the last step that can: a service flow's steps all
 * apply), and the last optional step that can go is removed. The tests of the shipped journeys
 * run on these copies too, so a test that only passes on the shipped order fails here. A file
 * where nothing can move or go (two steps, the last the review) has no edit.
 */
export function journeyEdits(fileName: string): JourneyEdit[] {
  const file = readJourneyJson(fileName);
  const steps = file.onboarding.steps;
  const named = namedByOthers(file);
  const accepted = (edited: JourneyFile) => checkJourneyDocument(edited, vocabularyOfFile(edited)).ok;
  const edits: JourneyEdit[] = [];
  const movable = (step: FileStep | undefined, optionalOnly: boolean) =>
    step !== undefined && !step.final && !named.has(step.name) && (!optionalOnly || !!step.when?.length);
  move: for (const optionalOnly of [true, false]) {
    for (let at = steps.length - 1; at >= 1; at--) {
      const [before, step] = [steps[at - 1], steps[at]];
      if (!before || !movable(step, optionalOnly) || !movable(before, false) || !step) continue;
      const moved = [...steps];
      moved[at - 1] = step;
      moved[at] = before;
      const edited = withSteps(file, moved);
      if (accepted(edited)) {
        edits.push({ label: `${step.name} moved before ${before.name}`, file: edited });
        break move;
      }
    }
  }
  for (let at = steps.length - 1; at >= 1; at--) {
    const step = steps[at];
    if (!step?.when?.length || step.final || named.has(step.name)) continue;
    const edited = withSteps(
      file,
      steps.filter((_, index) => index !== at),
    );
    if (accepted(edited)) {
      edits.push({ label: `${step.name} removed`, file: edited });
      break;
    }
  }
  return edits;
}

/** Every journey file as shipped, then each with its edits: what the JSON-following tests run on. */
export function shippedAndEditedJourneys(): { label: string; file: JourneyFile }[] {
  return journeyFileNames().flatMap((fileName) => [
    { label: fileName, file: readJourneyJson(fileName) },
    ...journeyEdits(fileName).map((edit) => ({ label: `${fileName} (${edit.label})`, file: edit.file })),
  ]);
}
