import { fileURLToPath } from 'node:url';
import { checkJourneyFiles, journeyFilesIn } from './check-journey-files.ts';

/**
 * `npm run journeys:check [path…]`: validates every journey settings file (default: the repo's
 * journeys/ folder). Exit 0 and the Mermaid step graphs on success; exit 1 with
 * `file: JSON path: reason` lines on stderr otherwise.
 */
const defaultFolder = fileURLToPath(new URL('../../../../../journeys/', import.meta.url));
const targets = process.argv.slice(2);

try {
  const files = (targets.length ? targets : [defaultFolder]).flatMap(journeyFilesIn);
  const run = checkJourneyFiles(files);
  (run.ok ? process.stdout : process.stderr).write(run.output);
  process.exitCode = run.ok ? 0 : 1;
} catch (error) {
  process.stderr.write(`journeys:check: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
