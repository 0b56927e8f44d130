import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProjectTime } from './project-times-reporter.ts';

/**
 * `npm test`: Biome, `tsc -b`, then every Vitest project in one run; each step's and each
 * project's duration is printed, and the run fails past its time budget so that growth shows in
 * the change that causes it. Arguments are handed to Vitest (`npm test -- --project core`); the
 * budgets apply to whole runs only.
 */
export const BUDGET_SECONDS = { browser: 15 * 60, total: 30 * 60 } as const;

const started = Date.now();
const elapsed = (since: number) => Math.round((Date.now() - since) / 100) / 10;
const vitestArgs = process.argv.slice(2);

function step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const at = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = elapsed(at);
  console.info(`[test] ${name}: ${seconds} s`);
  if (result.status !== 0) {
    console.error(`[test] ${name} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  return seconds;
}

const bin = (name: string) => join('node_modules', '.bin', name);
const lint = step('lint', bin('biome'), ['check', '.']);
const typecheck = step('typecheck', bin('tsc'), ['-b']);

const timesDir = mkdtempSync(join(tmpdir(), 'senda-test-times-'));
const timesFile = join(timesDir, 'times.json');
step(
  'vitest',
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=./scripts/test-run/project-times-reporter.ts', ...vitestArgs],
  { ...process.env, SENDA_TEST_TIMES: timesFile },
);
const projects = JSON.parse(readFileSync(timesFile, 'utf8')) as ProjectTime[];
rmSync(timesDir, { recursive: true, force: true });

const total = elapsed(started);
console.info(
  `[test] lint ${lint} s, typecheck ${typecheck} s, ${projects
    .map((entry) => `${entry.project} ${entry.wallSeconds} s`)
    .join(', ')}; whole run ${total} s`,
);

if (vitestArgs.length === 0) {
  const over: string[] = [];
  const browser = projects.find((entry) => entry.project === 'browser');
  // The browser tests' own span: the app's build and the unit projects running beside it are
  // counted in the whole run's budget, not here.
  if (browser && browser.spanSeconds > BUDGET_SECONDS.browser)
    over.push(`browser tests took ${browser.spanSeconds} s, budget ${BUDGET_SECONDS.browser} s`);
  if (total > BUDGET_SECONDS.total)
    over.push(`the whole run took ${total} s, budget ${BUDGET_SECONDS.total} s`);
  if (over.length > 0) {
    console.error(
      `[test] over the time budget: ${over.join('; ')}. Move what repeats a check to test:long, or a check to the layer that can make it (README, "Tests").`,
    );
    process.exit(1);
  }
}
