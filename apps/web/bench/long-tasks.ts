import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

/**
 * The long tasks (> 50 ms) of a page's main thread in a Lighthouse trace (`BENCH_REPORT_DIR`), with
 * what runs in each: the scripts evaluated or compiled, the functions called, and the code the
 * trace's CPU samples found running most. TBT is the sum of each long task's time over 50 ms
 * between the first contentful paint and the page becoming interactive, so this list says which
 * piece of the start-up a TBT figure comes from.
 *
 * `npx tsx apps/web/bench/long-tasks.ts [--dist <build>] <dir or trace.json>…` prints it for each
 * trace; with the build the trace ran (the bench's `dist`, kept with `BENCH_REPORT_DIR`), the hot
 * code is named by its source file and function through the build's source maps.
 */

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
}

interface Trace {
  traceEvents: TraceEvent[];
}

export interface LongTask {
  /** Milliseconds after the navigation's start. */
  startMs: number;
  durationMs: number;
  /** What runs in it, the longest first: "EvaluateScript app-abc.js 120 ms". */
  parts: string[];
  /** The code the CPU samples found running most in it: "hydrateRoot react-dom.js 40 ms". */
  hotCode: string[];
}

/** A task longer than this blocks the page; its time over it is TBT. */
export const LONG_TASK_MS = 50;
const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const PART_NAMES = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'v8.produceModuleCache',
  'FunctionCall',
  'TimerFire',
  'FireIdleCallback',
  'EventDispatch',
  'RunMicrotasks',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'GCEvent',
  'MajorGC',
  'MinorGC',
  'V8.GC_MC_BACKGROUND_MARKING',
]);

function shortUrl(url: unknown): string {
  if (typeof url !== 'string' || !url) return '';
  return url.replace(/^[a-z]+:\/\/[^/]+/, '').replace(/^\/assets\//, '');
}

function partLabel(event: TraceEvent): string {
  const data = event.args?.data ?? {};
  const what = [
    shortUrl(data.url ?? data.fileName),
    typeof data.functionName === 'string' && data.functionName ? `${data.functionName}()` : '',
    typeof data.type === 'string' ? data.type : '',
  ]
    .filter(Boolean)
    .join(' ');
  return what ? `${event.name} ${what}` : event.name;
}

/** The renderer main threads (pid:tid) that ran the page's scripts. */
function pageMainThreads(events: TraceEvent[]): Set<string> {
  const main = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const withScripts = new Set(
    events
      .filter((e) => e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  return new Set([...main].filter((thread) => withScripts.has(thread)));
}

interface Sample {
  ts: number;
  label: string;
}

/** Names a place in a built script by its source (file and function), through the build's source maps. */
export type SourceNamer = (url: string, line: number, column: number) => string | undefined;

/** A namer reading `<dist>/assets/<file>.map`, each map read once. */
export function sourceNamer(dist: string): SourceNamer {
  const maps = new Map<string, TraceMap | undefined>();
  return (url, line, column) => {
    const file = join(dist, url.replace(/^[a-z]+:\/\/[^/]+\//, ''));
    if (!maps.has(file)) {
      maps.set(
        file,
        existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : undefined,
      );
    }
    const map = maps.get(file);
    if (!map) return undefined;
    const position = originalPositionFor(map, { line: line + 1, column });
    if (!position.source) return undefined;
    const source = position.source
      .replace(/^.*node_modules\//, '')
      .replace(/^.*?(?=(?:apps|packages)\/)/, '');
    return `${source}:${position.line}${position.name ? ` ${position.name}` : ''}`;
  };
}

/** The CPU profile's samples of one process, each named by the function it was in (self time). */
function cpuSamples(events: TraceEvent[], pid: number, nameSource?: SourceNamer): Sample[] {
  const samples: Sample[] = [];
  const profiles = new Map<string, { ts: number; nodes: Map<number, string> }>();
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.name === 'Profile' && event.id) {
      const start = Number((event.args?.data as { startTime?: number } | undefined)?.startTime ?? event.ts);
      profiles.set(event.id, { ts: start, nodes: new Map() });
    }
    if (event.name !== 'ProfileChunk' || !event.id) continue;
    const profile = profiles.get(event.id);
    if (!profile) continue;
    const data = event.args?.data as
      | {
          cpuProfile?: {
            nodes?: {
              id: number;
              callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number };
            }[];
            samples?: number[];
          };
          timeDeltas?: number[];
        }
      | undefined;
    for (const node of data?.cpuProfile?.nodes ?? []) {
      const { functionName, url, lineNumber = -1, columnNumber = -1 } = node.callFrame;
      const source = url && lineNumber >= 0 ? nameSource?.(url, lineNumber, columnNumber) : undefined;
      profile.nodes.set(node.id, source ?? `${functionName || '(anonymous)'} ${shortUrl(url)}`.trim());
    }
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    ids.forEach((id, i) => {
      profile.ts += deltas[i] ?? 0;
      samples.push({ ts: profile.ts, label: profile.nodes.get(id) ?? '?' });
    });
  }
  return samples.sort((a, b) => a.ts - b.ts);
}

const IDLE_SAMPLES = new Set(['(idle)', '(program)', '(root)']);

/** The trace's long tasks on the page's main thread, in order. */
export function longTasks(trace: Trace, nameSource?: SourceNamer): LongTask[] {
  const events = trace.traceEvents;
  const threads = pageMainThreads(events);
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      threads.has(`${e.pid}:${e.tid}`) &&
      (e.args?.data as { isLoadingMainFrame?: boolean } | undefined)?.isLoadingMainFrame,
  );
  const origin = navigation?.ts ?? Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
  const onThread = events
    .filter((e) => e.ph === 'X' && threads.has(`${e.pid}:${e.tid}`))
    .sort((a, b) => a.ts - b.ts);
  const samples = [...new Set([...threads].map((thread) => Number(thread.split(':')[0])))].flatMap((pid) =>
    cpuSamples(events, pid, nameSource),
  );
  const tasks = onThread.filter((e) => TOP_LEVEL.has(e.name) && (e.dur ?? 0) > LONG_TASK_MS * 1000);
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = onThread.filter(
      (e) => e !== task && e.ts >= task.ts && e.ts < end && PART_NAMES.has(e.name),
    );
    const parts = new Map<string, number>();
    for (const event of inside) {
      const label = partLabel(event);
      parts.set(label, (parts.get(label) ?? 0) + (event.dur ?? 0));
    }
    const hot = new Map<string, number>();
    const taskSamples = samples.filter((s) => s.ts >= task.ts && s.ts < end);
    taskSamples.forEach((sample, i) => {
      const next = taskSamples[i + 1]?.ts ?? end;
      if (IDLE_SAMPLES.has(sample.label)) return;
      hot.set(sample.label, (hot.get(sample.label) ?? 0) + (next - sample.ts));
    });
    const top = (map: Map<string, number>, n: number, minUs: number) =>
      [...map]
        .filter(([, us]) => us >= minUs)
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([label, us]) => `${label} ${Math.round(us / 1000)} ms`);
    return {
      startMs: Math.round((task.ts - origin) / 1000),
      durationMs: Math.round((task.dur ?? 0) / 1000),
      parts: top(parts, 8, 3000),
      hotCode: top(hot, 6, 3000),
    };
  });
}

/** Blocking time (each task's time over 50 ms) of the tasks from `fromMs` to `toMs`. */
export function blockingMs(tasks: readonly LongTask[], fromMs = 0, toMs = Number.POSITIVE_INFINITY): number {
  return tasks
    .filter((task) => task.startMs + task.durationMs > fromMs && task.startMs < toMs)
    .reduce((sum, task) => sum + task.durationMs - LONG_TASK_MS, 0);
}

/** Lines for one trace: each long task with its parts, then the count and blocking time. */
export function longTaskLines(
  tasks: readonly LongTask[],
  window?: { fcpMs: number; ttiMs: number },
): string[] {
  const lines = tasks.flatMap((task) => {
    const counted = window && task.startMs + task.durationMs > window.fcpMs && task.startMs < window.ttiMs;
    const mark = window ? (counted ? '*' : ' ') : '';
    return [
      `${mark}${String(task.startMs).padStart(6)} ms  ${String(task.durationMs).padStart(4)} ms`,
      ...task.parts.map((part) => `            ${part}`),
      ...(task.hotCode.length ? [`            hot: ${task.hotCode.join('; ')}`] : []),
    ];
  });
  const total = `${tasks.length} long tasks, ${blockingMs(tasks)} ms over 50 ms`;
  const inWindow = window
    ? `; between FCP (${window.fcpMs} ms) and TTI (${window.ttiMs} ms), marked *: ${blockingMs(tasks, window.fcpMs, window.ttiMs)} ms`
    : '';
  return [...lines, `${total}${inWindow}`];
}

/** FCP and TTI as the run's Lighthouse report observed them, when it is beside the trace. */
function observedWindow(reportPath: string): { fcpMs: number; ttiMs: number } | undefined {
  try {
    const lhr = JSON.parse(readFileSync(reportPath, 'utf8')) as {
      audits: Record<string, { numericValue?: number; details?: { items?: Record<string, number>[] } }>;
    };
    const metrics = lhr.audits.metrics?.details?.items?.[0];
    const fcpMs = metrics?.observedFirstContentfulPaint;
    const ttiMs = lhr.audits.interactive?.numericValue;
    return fcpMs !== undefined && ttiMs !== undefined ? { fcpMs, ttiMs: Math.round(ttiMs) } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The long tasks of one kept run (`<name>.trace.json` beside its report `<name>.json`), with FCP and
 * TTI from the report; named through the build's source maps when `dist` is given.
 */
export function runLongTaskLines(tracePath: string, dist?: string): string[] {
  const trace = JSON.parse(readFileSync(tracePath, 'utf8')) as Trace;
  const tasks = longTasks(trace, dist ? sourceNamer(dist) : undefined);
  return longTaskLines(tasks, observedWindow(tracePath.replace(/\.trace\.json$/, '.json')));
}

function main(args: string[]) {
  const distAt = args.indexOf('--dist');
  const dist = distAt >= 0 ? args[distAt + 1] : undefined;
  const paths = distAt >= 0 ? args.filter((_, i) => i !== distAt && i !== distAt + 1) : args;
  const files = paths.flatMap((path) =>
    path.endsWith('.json')
      ? [path]
      : readdirSync(path)
          .filter((file) => file.endsWith('.trace.json'))
          .sort()
          .map((file) => join(path, file)),
  );
  for (const file of files) console.info([`\n${file}`, ...runLongTaskLines(file, dist)].join('\n'));
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv.slice(2));
