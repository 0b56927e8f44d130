import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { storybookBuild } from '../../apps/web/tests/storybook/storybook-build.ts';
import type { ProjectTime } from './project-times-reporter.ts';
import { childCpuSeconds, overBudget } from './time-budget.ts';

/**
 * `npm test`: Biome, then two lanes side by side, each printing its lines behind its name:
 * - `browser`: the browser project (its build, then its files on their workers);
 * - `checks`: `tsc -b`, then the unit projects (core, sandbox, web, workspace), then Storybook's
 *   build, and, once the browser lane is over, the stories.
 * The browser files spend most of their time waiting on pages, which leaves the cores to the unit
 * projects. Storybook opens three pages at once, so it waits for the browser files: on CI's two
 * cores, Storybook's pages beside the browser's made browser waits pass their 30 s (the first run
 * of the lanes, with both at once, failed two browser files that pass alone). Each step's and each
 * project's duration is printed (from the run's start), and the run fails past its time budget so
 * that growth shows in the change that causes it. Arguments are handed to one Vitest run after
 * `tsc -b`, as before (`npm test -- --project core`); the budgets apply to whole runs only.
 */
/**
 * How much lower the checks lane runs while the browser lane does (nice 19: the kernel then gives
 * it under a fiftieth of a core the browser side wants; nice 10 gave it about a tenth). The
 * browser files wait on pages drawn by Chromium and served by the sandbox on the same two cores;
 * with the type check and the unit projects at the same priority those waits grew, and the
 * browser span with them, while the unit projects lost nothing by running in the browser side's
 * idle time instead. The browser lane is the run's critical path: the unit projects end about
 * 1,000 s before it on CI's two cores, so they can yield all but idle time.
 */
const BACKGROUND_NICENESS = 19;
const canNice = spawnSync('nice', ['true']).status === 0;

const started = Date.now();
const elapsed = (since: number) => Math.round((Date.now() - since) / 100) / 10;
const vitestArgs = process.argv.slice(2);
const bin = (name: string) => join('node_modules', '.bin', name);
const running = new Set<ChildProcess>();

/** Ends what is still running (each command in its own process group: Vitest's workers, Chromium). */
function stopAll() {
  for (const child of running) {
    if (child.pid === undefined || child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

/** Prints a child's output line by line, each behind `prefix` (lanes running at once stay readable). */
function relay(stream: NodeJS.ReadableStream | null, to: NodeJS.WriteStream, prefix: string) {
  if (!stream) return;
  createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
    to.write(`${prefix}${line}\n`);
  });
}

interface StepResult {
  name: string;
  seconds: number;
  ok: boolean;
  /** The processor time the command used (user + system, its children's included), when measured. */
  cpuSeconds?: number;
}

/** One command to its end; its duration printed, a failure said with its exit status. */
function step(
  name: string,
  command: string,
  args: string[],
  options: {
    env?: NodeJS.ProcessEnv;
    prefix?: string;
    quiet?: boolean;
    yieldToBrowser?: boolean;
    measureCpu?: boolean;
  } = {},
): Promise<StepResult> {
  const at = Date.now();
  const prefix = options.prefix ?? '';
  // The processor time, from bash's `times` once the command is over: unlike its wall time it
  // does not grow when the command yields to the browser lane (the time budget reads it).
  const cpuFile = join(timesDir, `cpu-${name.replace(/\W+/g, '-')}.txt`);
  const [measured, measuredArgs] = options.measureCpu
    ? ['bash', ['-c', `"$@"; code=$?; times > '${cpuFile}'; exit $code`, 'bash', command, ...args]]
    : [command, args];
  // The checks lane runs at a lower priority while the browser files run: a browser wait is a
  // page's latency on a shared core, a unit test's is not (see BACKGROUND_NICENESS).
  const [program, programArgs] =
    options.yieldToBrowser && canNice
      ? ['nice', ['-n', String(BACKGROUND_NICENESS), measured, ...measuredArgs]]
      : [measured, measuredArgs];
  const child = spawn(program, programArgs, {
    env: options.env ?? process.env,
    // quiet: only its errors (Storybook's build lists every file it writes on standard output).
    stdio: options.quiet ? ['ignore', 'ignore', 'pipe'] : prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    detached: true,
  });
  running.add(child);
  relay(child.stdout, process.stdout, prefix);
  relay(child.stderr, process.stderr, prefix);
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(child);
      const seconds = elapsed(at);
      console.info(`${prefix}[test] ${name}: ${seconds} s (at ${elapsed(started)} s from the start)`);
      if (code !== 0) console.error(`${prefix}[test] ${name} failed (exit ${code ?? signal})`);
      let cpuSeconds: number | undefined;
      if (options.measureCpu) {
        try {
          cpuSeconds = childCpuSeconds(readFileSync(cpuFile, 'utf8'));
        } catch {
          // Not written (the command was stopped): nothing measured.
        }
        if (cpuSeconds !== undefined)
          console.info(`${prefix}[test] ${name}: ${cpuSeconds} s of processor time`);
      }
      resolve({ name, seconds, ok: code === 0, ...(cpuSeconds !== undefined ? { cpuSeconds } : {}) });
    });
  });
}

const timesDir = mkdtempSync(join(tmpdir(), 'senda-test-times-'));

/** A Vitest run whose per-project times (counted from the run's start) land in `times-<name>.json`. */
function vitest(
  name: string,
  args: string[],
  prefix = '',
  env: NodeJS.ProcessEnv = {},
  yieldToBrowser = false,
): Promise<StepResult> {
  return step(
    name,
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=./scripts/test-run/project-times-reporter.ts', ...args],
    {
      prefix,
      yieldToBrowser,
      env: {
        ...process.env,
        ...env,
        SENDA_TEST_TIMES: join(timesDir, `times-${name}.json`),
        SENDA_TEST_RUN_STARTED: String(started),
      },
    },
  );
}

function readTimes(name: string): ProjectTime[] {
  try {
    return JSON.parse(readFileSync(join(timesDir, `times-${name}.json`), 'utf8')) as ProjectTime[];
  } catch {
    return [];
  }
}

/**
 * Steps one after another; a failure ends the lane. A type error ends the other lane too (nothing
 * is tested on code that does not compile, as before); a failed test lets the other lane finish,
 * so one run reports every failure, as a single Vitest run did.
 */
async function lane(steps: { run: () => Promise<StepResult>; failureStopsAll?: boolean }[]) {
  const results: StepResult[] = [];
  for (const next of steps) {
    const result = await next.run();
    results.push(result);
    if (!result.ok) {
      if (next.failureStopsAll) stopAll();
      break;
    }
  }
  return results;
}

function finish(results: StepResult[], projects: ProjectTime[]) {
  rmSync(timesDir, { recursive: true, force: true });
  const total = elapsed(started);
  projects.sort((a, b) => a.wallSeconds - b.wallSeconds);
  console.info(
    `[test] ${results.map((result) => `${result.name} ${result.seconds} s`).join(', ')}; ${projects
      .map((entry) => `${entry.project} ends at ${entry.wallSeconds} s`)
      .join(', ')}; whole run ${total} s`,
  );
  const flaky = projects.flatMap((entry) => entry.flaky.map((line) => `  [${entry.project}] ${line}`));
  if (flaky.length > 0)
    console.info(`[test] passed only on a retry (flaky, to be mended):\n${flaky.join('\n')}`);
  const failed = results.filter((result) => !result.ok);
  if (failed.length > 0) {
    // On standard output and last: a CI log shown only in part still names what failed.
    const failures = projects.flatMap((entry) =>
      entry.failures.map((line) => `  [${entry.project}] ${line}`),
    );
    console.info(
      `[test] FAILED: ${failed.map((result) => result.name).join(', ')}${failures.length > 0 ? `\n${failures.join('\n')}` : ''}`,
    );
    process.exit(1);
  }
  if (vitestArgs.length > 0) return;
  const browser = projects.find((entry) => entry.project === 'browser');
  const typecheck = results.find((result) => result.name === 'typecheck' && result.ok);
  const { over, summary } = overBudget({ browserSpan: browser?.spanSeconds, total }, typecheck?.cpuSeconds);
  console.info(`[test] time: ${summary}`);
  if (over.length > 0) {
    console.info(
      `[test] over the time budget: ${over.join('; ')}. Move what repeats a check to test:long, or a check to the layer that can make it (docs/testing.md).`,
    );
    process.exit(1);
  }
}

const lint = await step('lint', bin('biome'), ['check', '.']);
if (!lint.ok) finish([lint], []);

const typecheck = (options: { prefix?: string; yieldToBrowser?: boolean } = {}) => ({
  run: () => step('typecheck', bin('tsc'), ['-b'], { ...options, measureCpu: true }),
  failureStopsAll: true,
});

if (vitestArgs.length > 0) {
  const results = [lint, ...(await lane([typecheck(), { run: () => vitest('vitest', vitestArgs) }]))];
  finish(results, readTimes('vitest'));
} else {
  // The production build too, in global setup before the files start (production-build.ts).
  const browserRun = lane([
    {
      run: () =>
        vitest('browser', ['--project', 'browser'], '[browser] ', { SENDA_PRODUCTION_PREBUILD: '1' }),
    },
  ]);
  const unitProjects = ['core', 'sandbox', 'web', 'workspace'].flatMap((name) => ['--project', name]);
  const [browserLane, checksLane] = await Promise.all([
    browserRun,
    lane([
      typecheck({ prefix: '[checks] ', yieldToBrowser: true }),
      { run: () => vitest('units', unitProjects, '[checks] ', {}, true) },
      // Built while the browser files run (a build waits on nothing), tested once they are over.
      {
        run: () =>
          step('storybook build', storybookBuild.command, storybookBuild.args, {
            env: storybookBuild.env,
            prefix: '[checks] ',
            quiet: true,
            yieldToBrowser: true,
          }),
      },
      {
        run: async () => {
          await browserRun;
          return vitest('storybook', ['--project', 'storybook'], '[checks] ', {
            SENDA_SKIP_STORYBOOK_BUILD: '1',
          });
        },
      },
    ]),
  ]);
  finish(
    [lint, ...checksLane, ...browserLane],
    [...readTimes('units'), ...readTimes('browser'), ...readTimes('storybook')],
  );
}
