import { execFileSync } from 'node:child_process';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONSENT_SETTINGS } from '@senda/sandbox';
import {
  type ConsentDocuments,
  checkJourneyFiles,
  consentDocumentsFromFile,
  journeyFilesIn,
} from '../packages/core/src/journey/cli/check-journey-files.ts';

/**
 * `npm run journeys:check [--consent-settings <file.json>] [path…]`: validates every journey
 * settings file (default: the repo's journeys/ folder). Exit 0 and the Mermaid step graphs on
 * success, with a warning for each analytics event the edit (against the last commit) drops or
 * moves, and for a setting the gateway overrides; exit 1 with `file: JSON path: reason` lines on
 * stderr otherwise.
 *
 * The gateway's side of the terms (its consent settings) is the sandbox's, the gateway the build
 * runs against unless told otherwise; `--consent-settings` reads another gateway's answer saved
 * as JSON (the `result` of config-service/v1/consent-settings).
 */
const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const defaultFolder = fileURLToPath(new URL('../journeys/', import.meta.url));

/** The file as the last commit has it, to warn about what the edit changes; none outside git. */
function lastCommitted(path: string): unknown {
  try {
    const text = execFileSync('git', ['show', `HEAD:${relative(repoRoot, path)}`], {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function parseArguments(args: readonly string[]): { targets: string[]; consentFile: string | undefined } {
  const targets: string[] = [];
  let consentFile: string | undefined;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] as string;
    if (arg === '--consent-settings') {
      consentFile = args[index + 1];
      if (consentFile === undefined) throw new Error('--consent-settings needs a JSON file');
      index += 1;
    } else targets.push(arg);
  }
  return { targets, consentFile };
}

function consentDocuments(file: string | undefined): ConsentDocuments {
  return file === undefined ? CONSENT_SETTINGS.documents : consentDocumentsFromFile(file);
}

try {
  const { targets, consentFile } = parseArguments(process.argv.slice(2));
  const files = (targets.length ? targets : [defaultFolder]).flatMap(journeyFilesIn);
  const run = checkJourneyFiles(files, process.cwd(), lastCommitted, consentDocuments(consentFile));
  (run.ok ? process.stdout : process.stderr).write(run.output);
  process.exitCode = run.ok ? 0 : 1;
} catch (error) {
  process.stderr.write(`journeys:check: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
