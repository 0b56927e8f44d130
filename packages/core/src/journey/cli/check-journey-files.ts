import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import * as v from 'valibot';
import { ConsentSettingsSchema } from '../../gateway/config/consent-settings.ts';
import { flowOfJourney } from '../../navigation/flow-manifests.ts';
import { vocabularyOfJourney } from '../flow-vocabularies.ts';
import { checkJourneyDocument } from '../journey-check.ts';
import { PURCHASE_JOURNEY_VOCABULARY } from '../journey-conditions.ts';
import { journeyEditWarnings } from '../journey-edit-warnings.ts';
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

/**
 * Another gateway's consent settings, saved as JSON (the `result` of
 * config-service/v1/consent-settings): their documents, or an error naming the file.
 */
export function consentDocumentsFromFile(path: string): ConsentDocuments {
  const parsed = v.safeParse(ConsentSettingsSchema, JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) {
    throw new Error(
      `${path}: not consent settings: ${parsed.issues.map((issue) => issue.message).join('; ')}`,
    );
  }
  return parsed.output.documents;
}

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
  return (typeof id === 'string' ? vocabularyOfJourney(id) : undefined) ?? PURCHASE_JOURNEY_VOCABULARY;
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
      ...journeyEditWarnings(previous, journey),
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
