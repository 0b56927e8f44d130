import { checkJourneyDocument } from './journey-check.ts';
import type { JourneyDefinition } from './journey-definition.ts';
import { journeyEditWarnings } from './journey-edit-warnings.ts';
import { analyticsEventsOf, type JourneyIssue } from './journey-file.schema.ts';
import { journeyGraph, journeyMermaid } from './journey-graph.ts';
import { plannedPath } from './journey-navigation.ts';
import { type ConsentDocuments, journeySettingWarnings } from './journey-setting-warnings.ts';
import {
  type JourneyFactDomains,
  type JourneyFactValues,
  type JourneyVocabulary,
  vocabularyFacts,
} from './journey-vocabulary.ts';

/** One step as a product team reads it: where it is, when it applies, what it sends. */
export interface PreviewStep {
  /** Where the step is in the file (`$.onboarding.steps[3]`), as the checks point at it. */
  readonly path: string;
  readonly name: string;
  readonly route: string;
  readonly layout: string;
  /** Its conditions, each with the sentence the vocabulary gives it; empty: always applies. */
  readonly when: readonly { readonly name: string; readonly description: string }[];
  readonly alternatives: readonly string[];
  readonly next: string | undefined;
  /** The named exits it may leave the journey through, with the route each leads to (if fixed). */
  readonly exits: readonly { readonly name: string; readonly route: string | undefined }[];
  /** The analytics events it sends, comma-separated; undefined when it sends none. */
  readonly analyticsEvent: string | undefined;
  readonly final: boolean;
  readonly entry: boolean;
}

export type JourneyPreview =
  | { readonly ok: false; readonly issues: readonly JourneyIssue[] }
  | {
      readonly ok: true;
      readonly journey: JourneyDefinition;
      readonly steps: readonly PreviewStep[];
      /** What journeys:check warns: the edit against the previous version, then the settings. */
      readonly warnings: readonly string[];
      /** The facts a walk-through can choose, each with its values (default first). */
      readonly facts: JourneyFactDomains;
      readonly mermaid: string;
    };

/**
 * What the Storybook journey preview shows for a journey file: the checks' verdict (the same
 * `journeys:check` gives, issues at their JSON path), the steps in order with their conditions in
 * words, the settings warnings, and the facts to walk it with. Pure: the preview renders it.
 */
export function previewJourney(
  json: unknown,
  vocabulary: JourneyVocabulary,
  consentDocuments?: ConsentDocuments,
  /** The file's previous version (the last commit's), to warn about what the edit changes. */
  previous?: unknown,
): JourneyPreview {
  const result = checkJourneyDocument(json, vocabulary);
  if (!result.ok) return { ok: false, issues: result.issues };
  const { journey } = result;
  return {
    ok: true,
    journey,
    steps: journey.steps.map((step, index) => ({
      path: `$.onboarding.steps[${index}]`,
      name: step.name,
      route: step.route,
      layout: step.layout,
      when: (step.when ?? []).map((name) => ({
        name,
        description: vocabulary.conditions[name]?.description ?? name,
      })),
      alternatives: step.alternatives ?? [],
      next: step.next,
      exits: (step.exits ?? []).map((name) => ({ name, route: journey.exit(name)?.route })),
      analyticsEvent: analyticsEventsOf(step).join(', ') || undefined,
      final: step.final === true,
      entry: step.entry === true,
    })),
    warnings: [
      ...journeyEditWarnings(previous, journey),
      ...journeySettingWarnings(journey, consentDocuments),
    ],
    facts: vocabulary.facts,
    mermaid: journeyMermaid(journey, journeyGraph(journey)),
  };
}

/**
 * The steps a customer with these facts walks, first to last, going forward each time (the
 * engine's own rule): the preview's walk-through. Facts left out take their defaults.
 */
export function previewWalk(journey: JourneyDefinition, facts: Partial<JourneyFactValues>): string[] {
  return plannedPath(journey, vocabularyFacts(journey.vocabulary, facts));
}
