import { loadJourneyRevision } from './journey-revision.ts';

/**
 * A flow that runs a journey file (journeys/<id>.json) and is made from it: the file bundled at
 * build, and how the flow makes itself from a file, checking it against its own contract (its
 * vocabulary's conditions, the steps it cannot do without, the steps it submits on). Every such
 * flow reads its journey the same way (loadFlowJourney): the revision its flag names, else the file
 * the journey settings serve (a product team's published edit), else the bundled file.
 */
export interface FlowJourney<TFlow> {
  /** The journey's id: its file's, its journey settings' and its flag's (`journey-revision.<id>`). */
  readonly journeyId: string;
  /** The bundled file's revision. */
  readonly bundledRevision: number;
  /** The flow made from a file; throws (JourneyDefinitionError) when the flow cannot run it. */
  readonly compile: (file: unknown) => TFlow;
  /** The flow made from the bundled file, made once (a bundled file the flow refuses fails the tests). */
  readonly bundled: () => TFlow;
}

const idAndRevision = (file: unknown): { id: unknown; revision: unknown } => {
  const { id, revision } = (file ?? {}) as { id?: unknown; revision?: unknown };
  return { id, revision };
};

/** A flow's journey from its bundled `file` and the flow's `compile`; the bundled flow is made on first use. */
export function flowJourney<TFlow>(file: unknown, compile: (file: unknown) => TFlow): FlowJourney<TFlow> {
  const { id, revision } = idAndRevision(file);
  if (typeof id !== 'string' || typeof revision !== 'number') {
    throw new Error('a bundled journey file needs its id and revision');
  }
  let made: { flow: TFlow } | undefined;
  return {
    journeyId: id,
    bundledRevision: revision,
    compile,
    bundled: () => {
      made ??= { flow: compile(file) };
      return made.flow;
    },
  };
}

/** Where the flow's journey came from. */
export type FlowJourneySource = 'gateway' | 'bundled' | 'revision';

export interface FlowJourneyFiles {
  /** The journey settings (`config-service/v1/journey-settings/<id>`): the published file. */
  published(): Promise<unknown>;
  /** A revision shipped beside the file (journeys/revisions/<id>.r<N>.json), or null: none. */
  revision(revision: number): Promise<unknown> | null;
}

export interface LoadedFlowJourney<TFlow> {
  readonly id: string;
  readonly flow: TFlow;
  readonly revision: number;
  readonly source: FlowJourneySource;
}

/**
 * The flow a customer opening it now runs: the revision `wanted` (the journey's flag) when it was
 * shipped and the flow accepts it, else the published file when the flow accepts it, else the
 * bundled one. A published file or revision the flow refuses (a SIM replacement without its
 * identity check, another journey's file, a settings read that failed) is reported through `warn`
 * and never run: the customer walks the bundled flow instead of a broken one.
 */
export async function loadFlowJourney<TFlow>(
  journey: FlowJourney<TFlow>,
  wanted: number | null,
  files: FlowJourneyFiles,
  warn: (message: string, error: unknown) => void,
): Promise<LoadedFlowJourney<TFlow>> {
  const made = (file: unknown, source: FlowJourneySource): LoadedFlowJourney<TFlow> => {
    const { id } = idAndRevision(file);
    if (id !== journey.journeyId) {
      throw new Error(`the file is journey "${String(id)}", not "${journey.journeyId}"`);
    }
    const flow = journey.compile(file);
    // The flow's compile checked the file: its revision is a whole number.
    return { id: journey.journeyId, flow, revision: idAndRevision(file).revision as number, source };
  };
  let current: Promise<LoadedFlowJourney<TFlow>> | undefined;
  const currentFile = () => {
    current ??= files
      .published()
      .then((file) => made(file, 'gateway'))
      .catch((error: unknown) => {
        warn(
          `[journey] ${journey.journeyId}: the published journey is unusable, running the bundled file`,
          error,
        );
        return {
          id: journey.journeyId,
          flow: journey.bundled(),
          revision: journey.bundledRevision,
          source: 'bundled' as const,
        };
      });
    return current;
  };
  return loadJourneyRevision(
    journey.journeyId,
    wanted,
    {
      current: currentFile,
      revision: (revision) => files.revision(revision)?.then((file) => made(file, 'revision')) ?? null,
    },
    (error) =>
      warn(`[journey] ${journey.journeyId}: revision ${wanted} unusable, running the current file`, error),
  );
}
