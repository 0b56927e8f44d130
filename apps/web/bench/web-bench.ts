import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import type { RollupOutput } from 'rollup';
import { build } from 'vite';
import { startStorefrontStack } from '../../../scripts/storefront-stack.ts';
import { builtMessagesChunk } from '../../../scripts/vite/precompiled-messages.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/browser/chromium.ts';
import { BENCH_PROTOCOL, type BenchCertificate, benchCertificate, readWhole } from './bench-tls.ts';
import {
  accountServicingInFirstLoad,
  BUNDLE_BUDGET,
  type BundleSizes,
  measureBundle,
} from './bundle-size.ts';
import {
  createLineCustomer,
  type Gateway,
  logInThroughUi,
  registerCustomer,
  uniqueEmail,
  walkJourneyTo,
} from './journey-driver.ts';
import { lcpReportLines } from './lcp-report.ts';
import { FLOOR_PAGE, measureLibraryFloor } from './library-floor.ts';
import { type LighthouseFigures, medianFigures, runLighthouse } from './lighthouse-run.ts';
import { inProductionEnv } from './production-env.ts';

/**
 * `npm run bench`, web part (issues 5 and 16): builds the app as `npm start` does, serves the
 * build compressed with the sandbox gateway behind it, and runs Lighthouse (default mobile
 * settings: simulated slow 4G and a mid-tier phone) three times per page in Debian's Chromium.
 * Prints the median score, LCP, TBT and CLS per page, and the initial JS and route chunks in KB
 * gzip, each against its target.
 *
 * The floor page (library-floor.ts: the required libraries in one chunk rendering one heading) is
 * measured in the same run, served by the same server, as a cold visit; each page's LCP is also
 * printed as a multiple of the floor's (target: ≤ 1.0).
 *
 * A missed target is reported, not failed: this is a measurement. Anything that stops the
 * measurement from meaning something (a page that does not render, a step that sends the visitor
 * elsewhere, a Lighthouse runtime error) exits non-zero.
 *
 * Journey steps are reached for real: each page gets its own browser profile, in which the
 * journey is walked through the UI (see journey-driver.ts) up to the page; Lighthouse then opens
 * its own tab in that profile, so the step loads with the customer's stored state, as a reload
 * would. The first step is measured as a first visit (nothing stored). Every run empties the
 * HTTP cache: all the JS is downloaded each time.
 */

/**
 * Issue 33's targets (docs/performance.md); the bundle's from BUNDLE_BUDGET. A page may set a
 * looser LCP target of its own (the line page: its largest paint is the customer's data).
 */
const TARGETS = {
  score: 95,
  lcpOfFloor: 1.0,
  tbtMs: 150,
  cls: 0,
  initialJsKb: BUNDLE_BUDGET.firstLoadTargetKb,
  routeChunkKb: BUNDLE_BUDGET.routeChunkKb,
};
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/**
 * `BENCH_PAGES=order-summary,login` measures only the pages whose path contains one of these (the
 * floor page is always measured: the other pages' LCP is read against it).
 */
const ONLY = process.env.BENCH_PAGES?.split(',').filter(Boolean);
/**
 * `BENCH_THROTTLING=devtools` throttles the browser itself instead of simulating a slow phone (see
 * lighthouse-run.ts): what a prerendered page's first paint really waits for.
 */
const THROTTLING = process.env.BENCH_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
/** `BENCH_REPORT_DIR=dir` keeps every run's full Lighthouse report there, to study a figure. */
const REPORT_DIR = process.env.BENCH_REPORT_DIR;
const CHROMIUM = CHROMIUM_PATH;
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

interface PageCase {
  path: string;
  /**
   * Gets the profile to where a customer opening `path` would be (a walked visit: local storage
   * kept, HTTP cache emptied); may return the query the page is opened with. Absent: a cold visit,
   * nothing stored at all.
   */
  prepare?: (page: Page, origin: string, gateway: Gateway) => Promise<string | undefined>;
  /** The floor page: the reference the others' LCP is read against, not held to the targets. */
  floor?: boolean;
  /** LCP target as a multiple of the floor's, when not TARGETS.lcpOfFloor. */
  lcpOfFloor?: number;
}

/**
 * A first visit can only open the floor and plan selection: a journey step or a signed-in page
 * opened with nothing stored sends the visitor elsewhere, so those are measured as walked visits.
 */
const PAGES: PageCase[] = [
  { path: FLOOR_PAGE, floor: true },
  { path: '/web/pre-checkout' },
  {
    path: '/web/verify-otp/login',
    prepare: async (page, origin, gateway) => {
      const email = uniqueEmail('bench.login');
      await registerCustomer(gateway, email);
      await walkJourneyTo(page, origin, '/web/verify-otp/login', { email, flow: 'login', gateway });
      return undefined;
    },
  },
  {
    path: '/web/order-summary',
    prepare: async (page, origin, gateway) => {
      const email = uniqueEmail('bench.signup');
      await walkJourneyTo(page, origin, '/web/order-summary', { email, flow: 'signup', gateway });
      return undefined;
    },
  },
  {
    // The line page of an existing customer with a line, logged in through the UI.
    path: '/manage/order',
    lcpOfFloor: 1.3,
    prepare: async (page, origin, gateway) => {
      const email = uniqueEmail('bench.line');
      const orderRef = await createLineCustomer(gateway, email);
      await logInThroughUi(page, origin, { email, gateway });
      return `?orderRef=${encodeURIComponent(orderRef)}`;
    },
  },
];

/**
 * The production build, as `npm run build` makes it, into a folder of the bench's own: a build
 * started meanwhile in apps/web/dist (npm start, the browser tests) cannot swap files under it.
 */
async function buildApp(dist: string): Promise<RollupOutput> {
  const output = await inProductionEnv(() =>
    build({
      configFile: join(repoRoot, 'vite.config.ts'),
      logLevel: 'error',
      mode: 'production',
      build: { outDir: dist },
    }),
  );
  if (Array.isArray(output) || !('output' in output)) throw new Error('the build gave no single output');
  return output;
}

/**
 * The static server compresses a file on its first request (brotli at the highest quality is
 * slow) and keeps the result, as a CDN would have it ready. Ask for every file once, so the first
 * measured page does not pay for compression the others get for free.
 */
async function warmUp(origin: string, dist: string, ca?: Buffer) {
  const files = readdirSync(join(dist, 'assets'))
    .filter((file) => !file.endsWith('.map'))
    .map((file) => `/assets/${file}`);
  for (const path of ['/', FLOOR_PAGE, ...files, FLOOR_PAGE.replace('index.html', 'floor.js')]) {
    for (const encoding of ['br', 'gzip']) {
      await readWhole(`${origin}${path}`, { 'accept-encoding': encoding }, ca);
    }
  }
}

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function startServers(dist: string, stateFile: string, tls: BenchCertificate | undefined) {
  const stack = await startStorefrontStack({
    dist,
    stateFile,
    journeysDir: join(repoRoot, 'journeys'),
    ...(tls ? { tls } : {}),
  });
  return { origin: stack.storefrontUrl, gateway: { url: stack.gatewayUrl }, close: stack.close };
}

/** Set once the bench's certificate is made (h2): Chromium trusts that key, no other. */
let trustedSpki: string | undefined;

async function launchProfile(profileDir: string, debuggingPort: number): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      `--remote-debugging-port=${debuggingPort}`,
      ...CHROMIUM_ARGS,
      ...(trustedSpki ? [`--ignore-certificate-errors-spki-list=${trustedSpki}`] : []),
    ],
  });
}

interface PageResult {
  path: string;
  visit: 'cold' | 'walked';
  floor: boolean;
  lcpOfFloor: number;
  runs: LighthouseFigures[];
  median: Omit<LighthouseFigures, 'finalUrl' | 'lcpElement' | 'lcpText' | 'lcpAtFirstPaint'>;
}

/** A fresh profile with the page prepared in it; a walk that fails is tried once more afresh. */
async function preparedProfile(pageCase: PageCase, origin: string, gateway: Gateway, workDir: string) {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const context = await launchProfile(mkdtempSync(join(workDir, 'profile-')), port);
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      let query = '';
      if (pageCase.prepare) {
        query = (await pageCase.prepare(page, origin, gateway)) ?? '';
        // The prepared step must still be there when opened afresh, as Lighthouse will open it.
        await page.goto(`${origin}${pageCase.path}${query}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
        const landed = new URL(page.url()).pathname;
        if (landed !== pageCase.path) throw new Error(`${pageCase.path}: reopening it led to ${landed}`);
      }
      // Nothing of the app runs beside Lighthouse's tab (timers, storage events).
      await page.goto('about:blank');
      return { context, port, query };
    } catch (error) {
      await context.close();
      if (attempt === 2) throw error;
      console.warn(`  preparing ${pageCase.path} failed (${String(error).split('\n')[0]}); trying once more`);
    }
  }
}

async function measurePage(pageCase: PageCase, origin: string, gateway: Gateway, workDir: string) {
  const { context, port, query } = await preparedProfile(pageCase, origin, gateway, workDir);
  try {
    const runs: LighthouseFigures[] = [];
    for (let run = 0; run < RUNS; run++) {
      const figures = await runLighthouse(`${origin}${pageCase.path}${query}`, port, {
        keepLocalStorage: pageCase.prepare !== undefined,
        throttling: THROTTLING,
        reportPath: REPORT_DIR
          ? join(REPORT_DIR, `${pageCase.path.replace(/^\//, '').replaceAll('/', '_')}-${run + 1}.json`)
          : undefined,
      });
      const landed = new URL(figures.finalUrl).pathname;
      if (landed !== pageCase.path) throw new Error(`${pageCase.path}: Lighthouse ended on ${landed}`);
      if (!Number.isFinite(figures.lcpMs)) throw new Error(`${pageCase.path}: no contentful paint`);
      runs.push(figures);
      console.info(
        `  ${pageCase.path} run ${run + 1}/${RUNS}: score ${figures.score}, LCP ${Math.round(figures.lcpMs)} ms, ` +
          `TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)} ` +
          `(CPU benchmark ${Math.round(figures.benchmarkIndex)}); LCP element ${figures.lcpElement}, ` +
          `render delay ${Math.round(figures.renderDelayShare * 100)} %, ` +
          `${figures.kbBeforeLcp.toFixed(0)} KB downloaded before it`,
      );
    }
    return {
      path: pageCase.path,
      visit: pageCase.prepare ? 'walked' : 'cold',
      floor: pageCase.floor === true,
      lcpOfFloor: pageCase.lcpOfFloor ?? TARGETS.lcpOfFloor,
      runs,
      median: medianFigures(runs),
    } satisfies PageResult;
  } finally {
    await context.close();
  }
}

const mark = (ok: boolean) => (ok ? 'ok  ' : 'MISS');
const pad = (value: string, width: number) => value.padEnd(width);
const padLeft = (value: string, width: number) => value.padStart(width);
/** A figure and its mark; the floor's own figures are printed bare (it is the reference). */
const judged = (text: string, width: number, ok: boolean | undefined) =>
  `${padLeft(text, width)} ${ok === undefined ? '    ' : mark(ok)}`;

function printReport(
  results: PageResult[],
  sizes: BundleSizes,
  floorKb: number,
  servicingInFirstLoad: string[],
) {
  const floor = results.find((result) => result.floor);
  const lines = [
    '',
    `Lighthouse ${RUNS}× per page, mobile (${THROTTLING === 'devtools' ? 'slow 4G and 4× CPU slowdown applied by DevTools' : 'simulated slow 4G, 4× CPU slowdown'}), median, served over ${BENCH_PROTOCOL === 'h2' ? 'TLS and HTTP/2' : 'plain HTTP/1.1'}. Targets:`,
    `score ≥ ${TARGETS.score}, LCP ≤ ${TARGETS.lcpOfFloor.toFixed(1)} × the floor's (the line page 1.3), TBT ≤ ${TARGETS.tbtMs} ms, CLS ${TARGETS.cls}.`,
    `cold = first visit, nothing stored; walked = the journey walked in the profile first (storage kept),`,
    `HTTP cache emptied on every run.`,
    '',
    `${pad('page', 26)}${pad('visit', 7)}${padLeft('score', 6)}     ${padLeft('LCP', 8)}${padLeft('× floor', 9)}     ` +
      `${padLeft('TBT', 8)}     ${padLeft('CLS', 6)}     ${padLeft('CPU', 5)}   runs (score / LCP s)`,
  ];
  for (const result of results) {
    const { score, lcpMs, tbtMs, cls, benchmarkIndex } = result.median;
    const target = result.floor ? undefined : true;
    const ofFloor = floor ? lcpMs / floor.median.lcpMs : Number.NaN;
    lines.push(
      `${pad(result.floor ? 'floor (library-floor)' : result.path, 26)}${pad(result.visit, 7)}` +
        judged(String(score), 6, target && score >= TARGETS.score) +
        padLeft(`${(lcpMs / 1000).toFixed(2)} s`, 8) +
        judged(`×${ofFloor.toFixed(2)}`, 9, target && ofFloor <= result.lcpOfFloor) +
        judged(`${Math.round(tbtMs)} ms`, 8, target && tbtMs <= TARGETS.tbtMs) +
        judged(cls.toFixed(3), 6, target && cls <= TARGETS.cls) +
        padLeft(String(Math.round(benchmarkIndex)), 5) +
        `   ${result.runs.map((run) => `${run.score} / ${(run.lcpMs / 1000).toFixed(2)}`).join(', ')}`,
    );
  }
  lines.push(
    `CPU = Lighthouse's benchmark index of this machine during the runs (median); simulated throttling scales`,
    `the work it observes, so a busy machine (other builds, browsers) reads as a slower phone.`,
  );
  const messages = sizes.chunks.filter((chunk) => builtMessagesChunk(chunk.file));
  const isArea = (chunk: { file: string }) => builtMessagesChunk(chunk.file)?.area !== 'main';
  const routeChunks = sizes.chunks.filter((chunk) => !messages.includes(chunk));
  const overTarget = routeChunks.filter((chunk) => chunk.kb > TARGETS.routeChunkKb);
  const kb = (chunk: { file: string; kb: number }) =>
    `${chunk.file.replace(/^assets\//, '')} ${chunk.kb.toFixed(1)}`;
  lines.push(
    '',
    `initial JS           ${padLeft(sizes.initialJsKb.toFixed(1), 6)} KB gzip  (target ≤ ${TARGETS.initialJsKb})  ${mark(
      sizes.initialJsKb <= TARGETS.initialJsKb,
    )}  ${sizes.initialFiles.join(', ')}`,
    `  of which the required libraries alone (library-floor.entry.ts) ${floorKb.toFixed(1)} KB, our code ${(
      sizes.initialJsKb - floorKb
    ).toFixed(1)} KB`,
    `  account servicing in the first load: ${servicingInFirstLoad.length} modules  (target 0)  ${mark(
      servicingInFirstLoad.length === 0,
    )}${servicingInFirstLoad.length ? `  ${servicingInFirstLoad.slice(0, 5).join(', ')}` : ''}`,
    `route and lazy chunks (target ≤ ${TARGETS.routeChunkKb} KB gzip each)  ${mark(overTarget.length === 0)}  ` +
      `${routeChunks.length} chunks, ${overTarget.length} over; largest: ${routeChunks.slice(0, 8).map(kb).join(', ')} KB`,
    `messages, one language per visit: its main chunk beside the first route, ${messages
      .filter((chunk) => !isArea(chunk))
      .map(kb)
      .join(', ')} KB; areas with the pages that show them: ${messages.filter(isArea).map(kb).join(', ')} KB`,
    '',
  );
  console.info(lines.join('\n'));
}

async function main() {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  const workDir = mkdtempSync(join(tmpdir(), 'senda-bench-'));
  let servers: Awaited<ReturnType<typeof startServers>> | undefined;
  try {
    const dist = join(workDir, 'dist');
    console.info('web bench: building the app…');
    const output = await buildApp(dist);
    const sizes = measureBundle(dist);
    const floorKb = await measureLibraryFloor(dist);
    const tls = BENCH_PROTOCOL === 'h2' ? benchCertificate(workDir) : undefined;
    trustedSpki = tls?.spkiHash;
    servers = await startServers(dist, join(workDir, 'gateway-state.json'), tls);
    await warmUp(servers.origin, dist, tls?.cert);
    const results: PageResult[] = [];
    if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true });
    const pages = PAGES.filter(
      (pageCase) => pageCase.floor || !ONLY || ONLY.some((part) => pageCase.path.includes(part)),
    );
    for (const pageCase of pages) {
      console.info(
        `web bench: ${pageCase.path}${pageCase.prepare ? ' (walking the journey there first)' : ''}`,
      );
      results.push(await measurePage(pageCase, servers.origin, servers.gateway, workDir));
    }
    printReport(results, sizes, floorKb, accountServicingInFirstLoad(output));
    console.info(lcpReportLines(results, dist).join('\n'));
  } finally {
    await servers?.close();
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(
      `web bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exit(1);
  },
);
