import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

/** One project's figures for a run: wall time from the run's start, and its files' own times. */
export interface ProjectTime {
  project: string;
  /**
   * Seconds from the run's start (`SENDA_TEST_RUN_STARTED`, else this Vitest run's; global setups
   * included: the builds) to its last file's end.
   */
  wallSeconds: number;
  /**
   * Seconds from its first file's start to its last file's end: the project's tests, without the
   * build its global setup makes or the time spent waiting for other projects.
   */
  spanSeconds: number;
  /** Seconds its files spent, summed (tests, hooks, collection, setup). */
  fileSeconds: number;
  files: { file: string; seconds: number }[];
  /**
   * Its failed tests (and files that failed outside a test), each with its error's first line:
   * the runner repeats them as the run's last lines, the part of a CI log that is always shown.
   */
  failures: string[];
  /** Its tests that failed, then passed on a retry: listed at the run's end, to be mended. */
  flaky: string[];
}

const firstLine = (message: string | undefined) => (message ?? 'no message').split('\n')[0]?.slice(0, 300);

/** The module's tests that passed only on a retry. */
function flakyOf(testModule: TestModule): string[] {
  return [...testModule.children.allTests()]
    .filter((test) => test.result().state === 'passed' && test.diagnostic()?.flaky)
    .map((test) => `${testModule.relativeModuleId} > ${test.fullName}`);
}

/** The module's failed tests and its own errors (a hook, an import), one line each. */
function failuresOf(testModule: TestModule): string[] {
  const failures: string[] = [];
  for (const error of testModule.errors()) {
    failures.push(`${testModule.relativeModuleId}: ${firstLine(error.message)}`);
  }
  for (const test of testModule.children.allTests()) {
    const result = test.result();
    if (result.state !== 'failed') continue;
    failures.push(
      `${testModule.relativeModuleId} > ${test.fullName}: ${firstLine(result.errors?.[0]?.message)}`,
    );
  }
  return failures;
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;

/**
 * Prints each Vitest project's duration and its slowest files at the end of a run, and writes
 * them to `SENDA_TEST_TIMES` when set (the test runner, scripts/test-run/run-tests.ts, checks
 * them against the budgets).
 */
export default class ProjectTimesReporter implements Reporter {
  private started = Date.now();
  private readonly lastEnd = new Map<string, number>();
  private readonly firstStart = new Map<string, number>();

  onTestRunStart() {
    // `npm test` runs two Vitest processes side by side: both count from the whole run's start.
    this.started = Number(process.env.SENDA_TEST_RUN_STARTED) || Date.now();
  }

  onTestModuleStart(testModule: TestModule) {
    const project = testModule.project.name;
    if (!this.firstStart.has(project)) this.firstStart.set(project, Date.now());
  }

  onTestModuleEnd(testModule: TestModule) {
    this.lastEnd.set(testModule.project.name, Date.now());
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const byProject = new Map<string, ProjectTime>();
    for (const testModule of testModules) {
      const project = testModule.project.name;
      const end = this.lastEnd.get(project) ?? Date.now();
      const entry = byProject.get(project) ?? {
        project,
        wallSeconds: seconds(end - this.started),
        spanSeconds: seconds(end - (this.firstStart.get(project) ?? this.started)),
        fileSeconds: 0,
        files: [],
        failures: [],
        flaky: [],
      };
      entry.failures.push(...failuresOf(testModule));
      entry.flaky.push(...flakyOf(testModule));
      const diagnostic = testModule.diagnostic();
      const ms = diagnostic.duration + diagnostic.collectDuration + diagnostic.setupDuration;
      entry.files.push({ file: testModule.relativeModuleId, seconds: seconds(ms) });
      entry.fileSeconds = seconds(entry.fileSeconds * 1000 + ms);
      byProject.set(project, entry);
    }
    const times = [...byProject.values()].sort((a, b) => a.wallSeconds - b.wallSeconds);
    for (const entry of times) entry.files.sort((a, b) => b.seconds - a.seconds);
    const lines = times.map((entry) => {
      const slowest = entry.files
        .slice(0, 10)
        .map((file) => `${file.file} ${file.seconds} s`)
        .join(', ');
      return `  ${entry.project.padEnd(10)} ${String(entry.wallSeconds).padStart(7)} s from the start, ${entry.spanSeconds} s from its first file, files ${entry.fileSeconds} s (${entry.files.length}); slowest: ${slowest}`;
    });
    console.info(`\nDuration by project\n${lines.join('\n')}\n`);
    const out = process.env.SENDA_TEST_TIMES;
    if (out) writeFileSync(out, JSON.stringify(times, null, 2));
  }
}
