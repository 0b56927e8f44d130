import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { flowOfJourney } from '../../navigation/flow-manifests.ts';
import { analyticsPlanChanges } from '../journey-analytics.ts';
import { checkJourneyDocument, loadJourney } from '../journey-check.ts';
import { PURCHASE_JOURNEY_VOCABULARY } from '../journey-conditions.ts';
import type { JourneyIssue } from '../journey-file.schema.ts';
import { journeyMermaid } from '../journey-graph.ts';
import { type ConsentDocuments, journeySettingWarnings } from '../journey-setting-warnings.ts';

/**
 * The work behind `npm run journeys:check`, apart from process handling so tests can call it:
 * every journeys/*.json file is validated; problems are reported as `file: JSON path: reason`;
 * when all files pass, each journey's step graph is printed as Mermaid text. A file is checked
 * against its flow's vocabulary (the flow manifest whose journey it is); a file no flow names,
 * against the purchase's.
 */

export type { ConsentDocuments };

export interface FileReport {
  file: string;
  journeyId?: string;
  issues: JourneyIssue[];
  mermaid?: string;
  summary?: string;
  /**
   * What a product team should know (the file still passes): what the edit does to analytics, and
   * settings the gateway overrides. Each starts with what it is about (`analytics: …`).
   */
  warnings?: string[];
}

/** The file as it was before the edit (the last commit's), when there is one. */
export type PreviousVersion = (path: string) => unknown;

export interface CheckRun {
  ok: boolean;
  reports: FileReport[];
  /** The text for stdout (success) or stderr (failure). */
  output: string;
}

export function journeyFilesIn(target: string): string[] {
  if (statSync(target).isFile()) return [target];
  return readdirSync(target)
    .filter((name) => name.endsWith('.json') && !name.endsWith('.schema.json'))
    .sort()
    .map((name) => join(target, name));
}

function vocabularyOfFile(json: unknown) {
  const id = typeof json === 'object' && json !== null ? (json as { id?: unknown }).id : undefined;
  return (typeof id === 'string' ? flowOfJourney(id)?.vocabulary : undefined) ?? PURCHASE_JOURNEY_VOCABULARY;
}

function jsonSyntaxIssue(error: unknown): JourneyIssue {
  return { path: '$', message: `not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
}

export function checkJourneyFiles(
  files: readonly string[],
  cwd = process.cwd(),
  previousVersion?: PreviousVersion,
  consentDocuments?: ConsentDocuments,
): CheckRun {
  const reports: FileReport[] = [];
  const idOwners = new Map<string, string>();
  for (const path of files) {
    const file = relative(cwd, path) || basename(path);
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      reports.push({ file, issues: [jsonSyntaxIssue(error)] });
      continue;
    }
    const result = checkJourneyDocument(json, vocabularyOfFile(json));
    if (!result.ok) {
      reports.push({ file, issues: result.issues });
      continue;
    }
    const { journey, graph } = result;
    const owner = idOwners.get(journey.id);
    if (owner) {
      reports.push({
        file,
        journeyId: journey.id,
        issues: [{ path: '$.id', message: `id "${journey.id}" is already used by ${owner}` }],
      });
      continue;
    }
    idOwners.set(journey.id, file);
    const screensIssue = screensFromLineIssue(journey);
    if (screensIssue) {
      reports.push({ file, journeyId: journey.id, issues: [screensIssue] });
      continue;
    }
    const exits = journey.file.onboarding.exits?.length ?? 0;
    const previous = previousVersion?.(path);
    const warnings = [
      ...analyticsWarnings(previous, journey).map((warning) => `analytics: ${warning}`),
      ...carriedDataWarnings(previous, journey),
      ...removedScreenWarnings(previous, journey),
      ...journeySettingWarnings(journey, consentDocuments),
    ];
    reports.push({
      file,
      journeyId: journey.id,
      issues: [],
      mermaid: journeyMermaid(journey, graph),
      summary: `${journey.id} (revision ${journey.revision}): ${journey.steps.length} steps, ${exits} exits; every step is reachable from "${journey.firstStep.name}" and every step can reach a final step or an exit`,
      warnings,
    });
  }

  if (files.length === 0) {
    return { ok: false, reports, output: 'journeys:check: no journey files found\n' };
  }
  const failed = reports.filter((report) => report.issues.length > 0);
  if (failed.length > 0) {
    const lines = failed.flatMap((report) =>
      report.issues.map((issue) => `${report.file}: ${issue.path}: ${issue.message}`),
    );
    return {
      ok: false,
      reports,
      output: `journeys:check found ${lines.length} problem${lines.length === 1 ? '' : 's'}:\n${lines.join('\n')}\n`,
    };
  }
  const blocks = reports.map(
    (report) =>
      `✓ ${report.file}: ${report.summary}\n${(report.warnings ?? []).map((warning) => `warning: ${report.file}: ${warning}\n`).join('')}\n\`\`\`mermaid\n${report.mermaid}\n\`\`\`\n`,
  );
  return { ok: true, reports, output: `${blocks.join('\n')}` };
}

/**
 * A flow whose manifest caps the screens from the line page (termination: LFPC art. 76 Bis wants
 * cancelling as easy as buying): the line page, then every step of the file (an upper bound, as
 * a step with a condition may be skipped but never adds one), the last of which sends the request.
 */
export function screensFromLineIssue(journey: {
  id: string;
  steps: readonly unknown[];
}): JourneyIssue | null {
  const max = flowOfJourney(journey.id)?.maxScreensFromLine;
  const screens = 1 + journey.steps.length;
  if (max === undefined || screens <= max) return null;
  return {
    path: '$.onboarding.steps',
    message: `this flow takes ${screens} screens from the line page to a sent request (the line page and ${journey.steps.length} steps); its manifest allows at most ${max}`,
  };
}

/** Analytics changes against the previous version; none when there is none or it is not valid. */
function analyticsWarnings(previous: unknown, journey: ReturnType<typeof loadJourney>): string[] {
  if (previous === undefined) return [];
  try {
    return analyticsPlanChanges(loadJourney(previous, vocabularyOfFile(previous)), journey);
  } catch {
    return [];
  }
}

/** The previous version's steps (name and route); none when there is none or it is not valid. */
function stepsBefore(previous: unknown): { name: string; route: string }[] {
  if (previous === undefined) return [];
  try {
    return loadJourney(previous, vocabularyOfFile(previous)).steps.map(({ name, route }) => ({
      name,
      route,
    }));
  } catch {
    return [];
  }
}

/** Steps of the previous version this one no longer has (a step renamed by `formerNames` is kept). */
function removedSteps(previous: unknown, journey: ReturnType<typeof loadJourney>) {
  const renamed = new Set(journey.steps.flatMap((step) => step.formerNames ?? []));
  return stepsBefore(previous).filter((step) => !journey.step(step.name) && !renamed.has(step.name));
}

/**
 * Steps the edit removes whose choices the order carries on (the vocabulary's `carriedData`): a
 * returning customer's choice from them is dropped, which the product team should know.
 */
function carriedDataWarnings(previous: unknown, journey: ReturnType<typeof loadJourney>): string[] {
  const removed = new Set(removedSteps(previous, journey).map((step) => step.name));
  return Object.entries(journey.vocabulary.carriedData)
    .filter(([step]) => removed.has(step))
    .map(
      ([step, what]) =>
        `data: step "${step}" was removed: ${what} are dropped from a returning customer's order, since no page would let them change it`,
    );
}

/**
 * Steps the edit removes: their screen stays in the app and in Storybook, but no customer of this
 * journey reaches it any more (its stories for this journey show "Not in the journey"). A
 * developer can delete it once no journey file uses it; a product team may have meant a rename
 * (`formerNames`) or a `when` instead.
 */
function removedScreenWarnings(previous: unknown, journey: ReturnType<typeof loadJourney>): string[] {
  return removedSteps(previous, journey).map(
    (step) =>
      `screen: step "${step.name}" was removed: no customer of "${journey.id}" reaches its screen (${step.route}) any more; the screen and its Storybook stories stay, unused by this journey (to keep it for some customers, give it a "when" instead)`,
  );
}
