import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { startStorefrontStack } from '../../../scripts/storefront-stack.ts';
import { type BundleSizes, measureBundle } from './bundle-size.ts';
import { type Gateway, registerCustomer, uniqueEmail, walkJourneyTo } from './journey-driver.ts';
import { measureLibraryFloor } from './library-floor.ts';
import { type LighthouseFigures, medianFigures, runLighthouse } from './lighthouse-run.ts';
import { inProductionEnv } from './production-env.ts';

/**
 * `npm run bench`, web part (issue 5): builds the app as `npm start` does, serves the build
 * compressed with the sandbox gateway behind it, and runs Lighthouse (default mobile settings:
 * simulated slow 4G and a mid-tier phone) three times per page in Debian's Chromium. Prints the
 * median score, LCP, TBT and CLS per page, and the initial JS and largest route chunk in KB gzip,
 * each against its target.
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

const TARGETS = { score: 95, initialJsKb: 130, routeChunkKb: 25 };
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** `BENCH_PAGES=order-summary,login` measures only the pages whose path contains one of these. */
const ONLY = process.env.BENCH_PAGES?.split(',').filter(Boolean);
/** `BENCH_REPORT_DIR=dir` keeps every run's full Lighthouse report there, to study a figure. */
const REPORT_DIR = process.env.BENCH_REPORT_DIR;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

interface PageCase {
  path: string;
  /** Gets the profile to where a customer opening `path` would be. */
  prepare?: (page: Page, origin: string, gateway: Gateway) => Promise<void>;
}

const PAGES: PageCase[] = [
  { path: '/web/pre-checkout' },
  {
    path: '/web/verify-otp/login',
    prepare: async (page, origin, gateway) => {
      const email = uniqueEmail('bench.login');
      await registerCustomer(gateway, email);
      await walkJourneyTo(page, origin, '/web/verify-otp/login', { email, flow: 'login', gateway });
    },
  },
  {
    path: '/web/order-summary',
    prepare: async (page, origin, gateway) => {
      const email = uniqueEmail('bench.signup');
      await walkJourneyTo(page, origin, '/web/order-summary', { email, flow: 'signup', gateway });
    },
  },
];

/**
 * The production build, as `npm run build` makes it, into a folder of the bench's own: a build
 * started meanwhile in apps/web/dist (npm start, the browser tests) cannot swap files under it.
 */
async function buildApp(dist: string) {
  await inProductionEnv(() =>
    build({
      configFile: join(repoRoot, 'vite.config.ts'),
      logLevel: 'error',
      mode: 'production',
      build: { outDir: dist },
    }),
  );
}

/**
 * The static server compresses a file on its first request (brotli at the highest quality is
 * slow) and keeps the result, as a CDN would have it ready. Ask for every file once, so the first
 * measured page does not pay for compression the others get for free.
 */
async function warmUp(origin: string, dist: string) {
  const files = readdirSync(join(dist, 'assets'))
    .filter((file) => !file.endsWith('.map'))
    .map((file) => `/assets/${file}`);
  for (const path of ['/', ...files]) {
    for (const encoding of ['br', 'gzip']) {
      const response = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': encoding } });
      await response.arrayBuffer();
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

async function startServers(dist: string, stateFile: string) {
  const stack = await startStorefrontStack({ dist, stateFile, journeysDir: join(repoRoot, 'journeys') });
  return { origin: stack.storefrontUrl, gateway: { url: stack.gatewayUrl }, close: stack.close };
}

async function launchProfile(profileDir: string, debuggingPort: number): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      `--remote-debugging-port=${debuggingPort}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

interface PageResult {
  path: string;
  runs: LighthouseFigures[];
  median: Omit<LighthouseFigures, 'finalUrl'>;
}

/** A fresh profile with the page prepared in it; a walk that fails is tried once more afresh. */
async function preparedProfile(pageCase: PageCase, origin: string, gateway: Gateway, workDir: string) {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const context = await launchProfile(mkdtempSync(join(workDir, 'profile-')), port);
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      if (pageCase.prepare) {
        await pageCase.prepare(page, origin, gateway);
        // The prepared step must still be there when opened afresh, as Lighthouse will open it.
        await page.goto(`${origin}${pageCase.path}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
        const landed = new URL(page.url()).pathname;
        if (landed !== pageCase.path) throw new Error(`${pageCase.path}: reopening it led to ${landed}`);
      }
      // Nothing of the app runs beside Lighthouse's tab (timers, storage events).
      await page.goto('about:blank');
      return { context, port };
    } catch (error) {
      await context.close();
      if (attempt === 2) throw error;
      console.warn(`  preparing ${pageCase.path} failed (${String(error).split('\n')[0]}); trying once more`);
    }
  }
}

async function measurePage(pageCase: PageCase, origin: string, gateway: Gateway, workDir: string) {
  const { context, port } = await preparedProfile(pageCase, origin, gateway, workDir);
  try {
    const runs: LighthouseFigures[] = [];
    for (let run = 0; run < RUNS; run++) {
      const figures = await runLighthouse(`${origin}${pageCase.path}`, port, {
        keepLocalStorage: pageCase.prepare !== undefined,
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
          `TBT ${Math.round(figures.tbtMs)} ms (CPU benchmark ${Math.round(figures.benchmarkIndex)})`,
      );
    }
    return { path: pageCase.path, runs, median: medianFigures(runs) } satisfies PageResult;
  } finally {
    await context.close();
  }
}

const mark = (ok: boolean) => (ok ? 'ok  ' : 'MISS');
const pad = (value: string, width: number) => value.padEnd(width);
const padLeft = (value: string, width: number) => value.padStart(width);

function printReport(results: PageResult[], sizes: BundleSizes, floorKb: number) {
  const lines = [
    '',
    `Lighthouse ${RUNS}× per page, mobile (simulated slow 4G, 4× CPU slowdown), median; target score ≥ ${TARGETS.score}`,
    '',
    `${pad('page', 24)}${padLeft('score', 6)}${padLeft('LCP', 9)}${padLeft('TBT', 8)}${padLeft('CLS', 7)}` +
      `${padLeft('CPU', 6)}   runs (score)`,
  ];
  for (const result of results) {
    const { score, lcpMs, tbtMs, cls, benchmarkIndex } = result.median;
    lines.push(
      `${pad(result.path, 24)}${padLeft(String(score), 6)}${padLeft(`${(lcpMs / 1000).toFixed(2)} s`, 9)}` +
        `${padLeft(`${Math.round(tbtMs)} ms`, 8)}${padLeft(cls.toFixed(3), 7)}${padLeft(String(Math.round(benchmarkIndex)), 6)}` +
        `   ${result.runs.map((run) => run.score).join(' / ')}  ${mark(score >= TARGETS.score)}`,
    );
  }
  lines.push(
    `CPU = Lighthouse's benchmark index of this machine during the runs (median); simulated throttling scales`,
    `the work it observes, so a busy machine (other builds, browsers) reads as a slower phone.`,
  );
  const messages = sizes.chunks.filter((chunk) => /^assets\/[a-z]{2}-[A-Z]{2}-/.test(chunk.file));
  lines.push(
    '',
    `initial JS           ${padLeft(sizes.initialJsKb.toFixed(1), 6)} KB gzip  (target ≤ ${TARGETS.initialJsKb})  ${mark(
      sizes.initialJsKb <= TARGETS.initialJsKb,
    )}  ${sizes.initialFiles.join(', ')}`,
    `  of which the required libraries alone (library-floor.entry.ts) ${floorKb.toFixed(1)} KB, our code ${(
      sizes.initialJsKb - floorKb
    ).toFixed(1)} KB`,
    `largest lazy chunk   ${padLeft(sizes.largestChunkKb.toFixed(1), 6)} KB gzip  (target ≤ ${TARGETS.routeChunkKb})   ${mark(
      sizes.largestChunkKb <= TARGETS.routeChunkKb,
    )}  ${sizes.largestChunk}`,
    `messages, one language per visit, loaded beside the first route: ${messages
      .map((chunk) => `${chunk.file.replace(/^assets\//, '')} ${chunk.kb.toFixed(1)} KB`)
      .join(', ')}`,
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
    await buildApp(dist);
    const sizes = measureBundle(dist);
    const floorKb = await measureLibraryFloor();
    servers = await startServers(dist, join(workDir, 'gateway-state.json'));
    await warmUp(servers.origin, dist);
    const results: PageResult[] = [];
    if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true });
    const pages = PAGES.filter((pageCase) => !ONLY || ONLY.some((part) => pageCase.path.includes(part)));
    for (const pageCase of pages) {
      console.info(
        `web bench: ${pageCase.path}${pageCase.prepare ? ' (walking the journey there first)' : ''}`,
      );
      results.push(await measurePage(pageCase, servers.origin, servers.gateway, workDir));
    }
    printReport(results, sizes, floorKb);
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
