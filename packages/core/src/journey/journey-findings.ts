import { checkJourneyDocument } from './journey-check.ts';
import type { JourneyDefinition } from './journey-definition.ts';
import { journeyEditNotes } from './journey-edit-warnings.ts';
import type { JourneyIssueRule } from './journey-file.schema.ts';
import { type ConsentDocuments, journeySettingNotes } from './journey-setting-warnings.ts';
import type { JourneyVocabulary } from './journey-vocabulary.ts';

/** A rule of journeys:check that warns without refusing the file. */
export type JourneyWarningRule =
  | 'analytics-dropped'
  | 'analytics-moved'
  | 'analytics-now-after'
  | 'analytics-now-before'
  | 'choice-dropped'
  | 'screen-unreached'
  | 'setting-unread'
  | 'terms-overridden';

/**
 * One thing journeys:check says about a file, for a page to say in its reader's language: the
 * rule, the step it concerns (by name; a removed step's name for what its removal does), and the
 * names and values the sentence needs. `message` is journeys:check's own English sentence.
 */
export interface JourneyFinding {
  readonly severity: 'error' | 'warning';
  /** `schema`: the file does not have the format (its message is the only explanation). */
  readonly rule: JourneyIssueRule | JourneyWarningRule | 'schema';
  readonly step: string | undefined;
  readonly path: string;
  readonly params: Readonly<Record<string, string>>;
  readonly message: string;
}

export interface JourneyFindings {
  /** The file passes journeys:check (warnings do not fail it). */
  readonly ok: boolean;
  readonly journey: JourneyDefinition | undefined;
  readonly findings: readonly JourneyFinding[];
}

const STEP_PATH = /^\$\.onboarding\.steps\[(\d+)\]/;

/** The name of the step a JSON path points into, read from the document as it is. */
function stepAtPath(json: unknown, path: string): string | undefined {
  const index = STEP_PATH.exec(path)?.[1];
  if (index === undefined) return undefined;
  const steps = (json as { onboarding?: { steps?: { name?: unknown }[] } }).onboarding?.steps;
  const name = steps?.[Number(index)]?.name;
  return typeof name === 'string' ? name : undefined;
}

/**
 * Every rule `npm run journeys:check` applies to a journey document, as findings: its refusals
 * (schema, references, order, reachability) and, for a file that passes, its warnings against
 * the shipped version (analytics, dropped choices, unreached screens) and about its settings.
 */
export function journeyFindings(
  json: unknown,
  vocabulary: JourneyVocabulary,
  { previous, consentDocuments }: { previous?: unknown; consentDocuments?: ConsentDocuments } = {},
): JourneyFindings {
  const result = checkJourneyDocument(json, vocabulary);
  if (!result.ok) {
    return {
      ok: false,
      journey: undefined,
      findings: result.issues.map((issue) => ({
        severity: 'error',
        rule: issue.rule ?? 'schema',
        step: issue.params?.step ?? stepAtPath(json, issue.path),
        path: issue.path,
        params: issue.params ?? {},
        message: issue.message,
      })),
    };
  }
  const { journey } = result;
  const pathOf = (step: string) => {
    const index = journey.steps.findIndex((s) => s.name === step);
    return index < 0 ? '$.onboarding.steps' : `$.onboarding.steps[${index}]`;
  };
  const warning = (
    rule: JourneyWarningRule,
    step: string | undefined,
    params: Record<string, string>,
    message: string,
    path = step === undefined ? '$' : pathOf(step),
  ): JourneyFinding => ({ severity: 'warning', rule, step, path, params, message });
  const edits = journeyEditNotes(previous, journey).map((note) => {
    if (note.kind === 'data') return warning('choice-dropped', note.step, { what: note.what }, note.what);
    if (note.kind === 'screen')
      return warning(
        'screen-unreached',
        note.step,
        { route: note.route },
        `no customer reaches ${note.route}`,
      );
    const { change } = note;
    switch (change.kind) {
      case 'dropped':
        return warning(
          'analytics-dropped',
          change.step,
          { event: change.event },
          `"${change.event}" is no longer sent`,
        );
      case 'moved':
        return warning(
          'analytics-moved',
          change.step,
          { event: change.event, from: change.from },
          `"${change.event}" moves from "${change.from}"`,
        );
      default:
        return warning(
          change.kind === 'now-after' ? 'analytics-now-after' : 'analytics-now-before',
          change.step,
          { event: change.event, steps: change.steps.join(', ') },
          `"${change.event}" ${change.kind === 'now-after' ? 'now comes after' : 'now comes before'} ${change.steps.join(', ')}`,
        );
    }
  });
  const settings = journeySettingNotes(journey, consentDocuments).map((note) =>
    note.kind === 'unread'
      ? warning(
          'setting-unread',
          undefined,
          { setting: note.setting },
          `settings.${note.setting} has no effect`,
          `$.settings.${note.setting}`,
        )
      : warning(
          'terms-overridden',
          undefined,
          { mode: note.journeyMode, effective: note.effectiveMode },
          `customers get ${note.effectiveMode}`,
          '$.settings.termsAcceptanceMode',
        ),
  );
  return { ok: true, journey, findings: [...edits, ...settings] };
}
