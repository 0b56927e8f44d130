import { execFileSync } from 'node:child_process';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkJourneyFiles, journeyFilesIn } from './check-journey-files.ts';

/**
 * `npm run journeys:check [path…]`: validates every journey settings file (default: the repo's
 * journeys/ folder). Exit 0 and the Mermaid step graphs on success, with a warning for each
 * analytics event the edit (against the last commit) drops or moves; exit 1 with
 * `file: JSON path: reason` lines on stderr otherwise.
 */
const defaultFolder = fileURLToPath(new URL('../../../../../journeys/', import.meta.url));
const targets = process.argv.slice(2);
const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));

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

try {
  const files = (targets.length ? targets : [defaultFolder]).flatMap(journeyFilesIn);
  const run = checkJourneyFiles(files, process.cwd(), lastCommitted);
  (run.ok ? process.stdout : process.stderr).write(run.output);
  process.exitCode = run.ok ? 0 : 1;
} catch (error) {
  process.stderr.write(`journeys:check: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
