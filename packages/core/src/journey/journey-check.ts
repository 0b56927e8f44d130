import * as v from 'valibot';
import { PURCHASE_JOURNEY_VOCABULARY } from './journey-conditions.ts';
import {
  checkJourneyReferences,
  defineJourney,
  type JourneyDefinition,
  JourneyDefinitionError,
} from './journey-definition.ts';
import {
  issuesFromValibot,
  type JourneyFile,
  JourneyFileSchema,
  type JourneyIssue,
} from './journey-file.schema.ts';
import { checkJourneyGraph, type JourneyGraph, journeyGraph } from './journey-graph.ts';
import type { JourneyVocabulary } from './journey-vocabulary.ts';

/** The message id a screen shows when the journey settings cannot be used. */
export const JOURNEY_BROKEN_FILE_MESSAGE = 'errors.journey.broken_file';

export type JourneyCheckResult =
  | { ok: true; journey: JourneyDefinition; graph: JourneyGraph }
  | { ok: false; issues: JourneyIssue[] };

/**
 * Everything journeys:check proves about one document: it matches the schema, its references
 * resolve, every step is reachable and every step can reach an end. Issues carry JSON paths.
 */
export function checkJourneyDocument(
  json: unknown,
  vocabulary: JourneyVocabulary = PURCHASE_JOURNEY_VOCABULARY,
): JourneyCheckResult {
  const parsed = v.safeParse(JourneyFileSchema, json);
  if (!parsed.success) return { ok: false, issues: issuesFromValibot(parsed.issues) };
  const referenceIssues = checkJourneyReferences(parsed.output, vocabulary);
  if (referenceIssues.length) return { ok: false, issues: referenceIssues };
  const journey = defineJourney(parsed.output, vocabulary);
  const graph = journeyGraph(journey);
  const graphIssues = checkJourneyGraph(journey, graph);
  return graphIssues.length ? { ok: false, issues: graphIssues } : { ok: true, journey, graph };
}

/**
 * For the app and the machines: a journey document (from journeys/*.json or the journey-settings
 * call) checked in full, or a JourneyDefinitionError listing what is wrong.
 */
export function loadJourney(
  json: unknown,
  vocabulary: JourneyVocabulary = PURCHASE_JOURNEY_VOCABULARY,
): JourneyDefinition {
  const result = checkJourneyDocument(json, vocabulary);
  if (result.ok) return result.journey;
  const id =
    typeof json === 'object' && json !== null && typeof (json as { id?: unknown }).id === 'string'
      ? (json as { id: string }).id
      : '(no id)';
  throw new JourneyDefinitionError(id, result.issues);
}

export function parseJourneyFile(json: unknown): JourneyFile {
  const parsed = v.safeParse(JourneyFileSchema, json);
  if (parsed.success) return parsed.output;
  throw new JourneyDefinitionError('(unparsed)', issuesFromValibot(parsed.issues));
}
