import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';

/** The figures the bench reports, from one Lighthouse mobile run (simulated slow 4G, mid-tier phone). */
export interface LighthouseFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Where the page ended up: a journey step that sends the visitor elsewhere was not measured. */
  finalUrl: string;
  /**
   * Lighthouse's measure of this machine's CPU at the time. Simulated throttling scales the main
   * thread work it observed, so a busy machine reads as a slow phone: below ~1000, TBT and LCP
   * are inflated.
   */
  benchmarkIndex: number;
  /**
   * Which element was the largest contentful paint (Lighthouse's label for it, e.g. the heading's
   * text): what a first paint from HTML must contain to move LCP.
   */
  lcpElement: string;
  /** The LCP element's whole text as Lighthouse labels it (to look for in the page's HTML). */
  lcpText: string;
  /**
   * Lighthouse's LCP breakdown: the share of LCP after the first byte and the element's own load
   * (for text, everything after the first byte): what the page's scripts and rendering cost the
   * largest paint. The target for a page painted from its HTML: ≤ 30 %.
   */
  renderDelayShare: number;
  /**
   * The largest paint was the page's first contentful paint (as observed, before the model). On a
   * prerendered page that paint is the HTML's: no script draws anything before the app hydrates.
   * Lighthouse cannot name an element the page has since replaced (a frame's, once the page is
   * there): this still tells where it came from.
   */
  lcpAtFirstPaint: boolean;
  /**
   * What the page had downloaded when its largest paint was observed (KB transferred, every
   * request that ended by then). Lighthouse's simulation (Lantern) puts each of those requests in
   * the graph of that paint, whether or not the paint needed it, and plays them over slow 4G's
   * 1.6 Mbit/s, shared among the requests in flight: these bytes set most of a page's simulated LCP
   * (about 5 ms a KB).
   */
  kbBeforeLcp: number;
}

type StorageTypes = NonNullable<Parameters<typeof lighthouse>[1]>['clearStorageTypes'];

/**
 * What Lighthouse clears before each run: its own default list (service workers, Cache Storage,
 * file systems, shader cache), and it always empties the HTTP cache too, so every run downloads
 * everything as a first visit does. Local storage and IndexedDB are not in the list, so a journey
 * step prepared in the same profile is still where the customer left it.
 */
const CLEARED_STORAGE: StorageTypes = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'];
/** A first visit: nothing stored by an earlier run either. */
const CLEARED_EVERYTHING: StorageTypes = [
  ...(CLEARED_STORAGE ?? []),
  'local_storage',
  'indexeddb',
  'cookies',
];

export interface LighthouseRunOptions {
  /** Keep the origin's local storage (a journey step prepared in the profile); else a first visit. */
  keepLocalStorage: boolean;
  /** Where to write Lighthouse's whole report (JSON), to study a figure; none when absent. */
  reportPath?: string;
  /**
   * `simulate` (Lighthouse's default): the load is observed unthrottled and replayed in a model of
   * a slow phone. `devtools`: the same slow 4G and 4× CPU applied to the browser while it loads, so
   * a paint that really comes before the scripts is measured as such (a prerendered page; the
   * model counts scripts that had arrived by the observed paint as its dependencies).
   */
  throttling?: 'simulate' | 'devtools';
}

/**
 * Runs Lighthouse's default mobile configuration against a Chromium already running with a
 * remote-debugging port. With `keepLocalStorage`, a page that needs a journey in progress can be
 * prepared first in the same browser profile; the HTTP cache is emptied either way.
 */
export async function runLighthouse(
  url: string,
  port: number,
  { keepLocalStorage, reportPath, throttling = 'simulate' }: LighthouseRunOptions,
): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttlingMethod: throttling,
    clearStorageTypes: keepLocalStorage ? CLEARED_STORAGE : CLEARED_EVERYTHING,
    // With a report kept, its trace also samples the JS stacks: which code a long task runs.
    ...(reportPath ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (reportPath) {
    writeFileSync(reportPath, JSON.stringify(lhr));
    // The trace shows which task a TBT figure comes from (open it in DevTools' Performance panel).
    writeFileSync(reportPath.replace(/\.json$/, '.trace.json'), JSON.stringify(result.artifacts.Trace));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details;
  const lcpMs = audit('largest-contentful-paint');
  // Without a named element (the page replaced it) the audit has no phases: for text, the render
  // delay is then what it is by Lighthouse's own definition, LCP after the (simulated) first byte.
  const metrics = (lhr.audits.metrics?.details as { items?: MetricsItem[] } | undefined)?.items?.[0];
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs,
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    finalUrl: lhr.finalDisplayedUrl,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lcpElement: lcpElementLabel(lcpDetails),
    lcpText: (findNode(lcpDetails)?.nodeLabel ?? '').replace(/\s+/g, ' ').trim(),
    renderDelayShare: (renderDelayMs(lcpDetails) ?? lcpMs - (metrics?.timeToFirstByte ?? Number.NaN)) / lcpMs,
    lcpAtFirstPaint:
      metrics?.observedLargestContentfulPaint !== undefined &&
      metrics.observedLargestContentfulPaint === metrics.observedFirstContentfulPaint,
    kbBeforeLcp: kbEndedBy(lhr.audits['network-requests']?.details, metrics?.observedLargestContentfulPaint),
  };
}

interface MetricsItem {
  timeToFirstByte?: number;
  observedFirstContentfulPaint?: number;
  observedLargestContentfulPaint?: number;
}

/** KB transferred by the requests that ended by `ms` (the network-requests audit's rows). */
function kbEndedBy(details: unknown, ms: number | undefined): number {
  if (ms === undefined) return Number.NaN;
  const rows = (details as { items?: Array<{ networkEndTime?: number; transferSize?: number }> } | undefined)
    ?.items;
  return (rows ?? [])
    .filter((row) => row.networkEndTime !== undefined && row.networkEndTime <= ms)
    .reduce((sum, row) => sum + (row.transferSize ?? 0) / 1024, 0);
}

/** The "Render Delay" row of the LCP element audit's phase table (its second table). */
function renderDelayMs(details: unknown): number | undefined {
  const tables = (details as { items?: Array<{ items?: Array<Record<string, unknown>> }> } | undefined)
    ?.items;
  for (const row of tables?.flatMap((table) => table.items ?? []) ?? []) {
    if (row.phase === 'Render Delay' && typeof row.timing === 'number') return row.timing;
  }
  return undefined;
}

/** The LCP element audit's node, as "<selector> “<label>”"; its details nest a table in a list. */
function lcpElementLabel(details: unknown): string {
  const node = findNode(details);
  if (!node) return 'unknown (the page replaced it)';
  const label = (node.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 60);
  return `${node.selector ?? node.snippet ?? '?'} “${label}”`;
}

interface NodeDetails {
  selector?: string;
  snippet?: string;
  nodeLabel?: string;
}

function findNode(value: unknown): NodeDetails | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  if (record.type === 'node') return record as NodeDetails;
  for (const child of Object.values(record)) {
    const found = Array.isArray(child) ? child.map(findNode).find(Boolean) : findNode(child);
    if (found) return found;
  }
  return undefined;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export function medianFigures(
  runs: LighthouseFigures[],
): Omit<LighthouseFigures, 'finalUrl' | 'lcpElement' | 'lcpText' | 'lcpAtFirstPaint'> {
  return {
    renderDelayShare: median(runs.map((run) => run.renderDelayShare)),
    kbBeforeLcp: median(runs.map((run) => run.kbBeforeLcp)),
    score: median(runs.map((run) => run.score)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)),
  };
}
