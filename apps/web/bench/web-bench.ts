import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fileStorage, journeysFromDirectory, startGatewayHttpServer } from '@senda/sandbox/node';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import type { RollupOutput } from 'rollup';
import { build } from 'vite';
import { startNginx } from '../../../scripts/nginx-server.ts';
import { startStorefrontStack } from '../../../scripts/storefront-stack.ts';
import { builtMessagesChunk } from '../../../scripts/vite/precompiled-messages.ts';
import { SANDBOX_DEPLOY_CONFIG } from '../../../scripts/vite/sandbox-deploy-config.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/browser/chromium.ts';
import { type BenchCertificate, benchCertificate, readWhole } from './bench-tls.ts';
import {
  accountServicingInFirstLoad,
  BUNDLE_BUDGET,
  type BundleSizes,
  measureBundle,
} from './bundle-size.ts';
import { interactionWalkLines, runInteractionWalks } from './interaction-walk.ts';
import { type Gateway, scenarioLink, uniqueEmail, walkJourneyTo } from './journey-driver.ts';
import { lcpReportLines } from './lcp-report.ts';
import { FLOOR_PAGE, measureLibraryFloor } from './library-floor.ts';
import { type LighthouseFigures, medianFigures, runLighthouse } from './lighthouse-run.ts';
import { runLongTaskLines } from './long-tasks.ts';
import { inProductionEnv } from './production-env.ts';

/**
 * `npm run bench`, web part: builds the app as `npm run build` does (the production build), serves
 * it compressed with the sandbox gateway behind it and the sandbox's deploy config (storefront-stack.ts), and runs Lighthouse (default mobile
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
 * The targets (docs/performance.md); the bundle's from BUNDLE_BUDGET. A page may set its own (the
 * pages opened from outside are held to a higher score).
 */
const TARGETS = {
  score: 90,
  lcpOfFloor: 1.0,
  tbtMs: 200,
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
 * The browser itself is throttled (DevTools' slow 4G and CPU ×4, see lighthouse-run.ts): what a
 * prerendered page's first paint really waits for. `BENCH_THROTTLING=simulate` has Lighthouse
 * simulate it from an unthrottled load instead, which counts every script that had arrived before
 * the observed paint as needed by it.
 */
const THROTTLING = process.env.BENCH_THROTTLING === 'simulate' ? 'simulate' : 'devtools';
/**
 * `BENCH_WALK=only` runs only the walks (interaction-walk.ts: INP and the waits between steps);
 * `BENCH_WALK=off` leaves them out.
 */
const WALK = process.env.BENCH_WALK === 'only' ? 'only' : process.env.BENCH_WALK === 'off' ? 'off' : 'on';
/** `BENCH_REPORT_DIR=dir` keeps every run's full Lighthouse report there, to study a figure. */
const REPORT_DIR = process.env.BENCH_REPORT_DIR;
const CHROMIUM = CHROMIUM_PATH;
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

interface PageCase {
  /** The address opened (its path; a link adds its query). */
  path: string;
  /** Where the visit ends up, when not `path`: a step nobody can open cold goes to the journey's first. */
  landsOn?: string;
  /**
   * Gets the profile to where a customer opening `path` would be (a walked visit: local storage
   * kept, HTTP cache emptied); may return the query the page is opened with. Absent: a cold visit,
   * nothing stored at all.
   */
  prepare?: (page: Page, origin: string, gateway: Gateway) => Promise<string | undefined>;
  /** A cold visit by a link (an e-mail's): the query it carries, made once for every run. */
  link?: (gateway: Gateway) => Promise<string>;
  /** Lighthouse score target, when not TARGETS.score: a page opened from a link or an app's close target. */
  score?: number;
  /**
   * The sandbox as the page needs it during its runs only (the floor page sends no gateway call),
   * undone after them: the maintenance page stays only while maintenance is on.
   */
  sandbox?: { on: (gateway: Gateway) => Promise<void>; off: (gateway: Gateway) => Promise<void> };
}

/** The score the line page, the e-mailed links' pages and the close pages are held to. */
const FROM_OUTSIDE_SCORE = 95;

/** The sandbox's maintenance switch (`/mocks/maintenance`): on for every visitor while set. */
const maintenance = (enabled: boolean) => async (gateway: Gateway) => {
  const answer = await fetch(`${gateway.url}/mocks/maintenance`, { method: enabled ? 'POST' : 'DELETE' });
  if (!answer.ok) throw new Error(`maintenance not switched ${enabled ? 'on' : 'off'}: ${answer.status}`);
};

/** A cold visit by one of a scenario's links (its query, made once for every run). */
const linkQuery =
  (scenario: string, link: 'paylink' | 'rescheduleDelivery') =>
  async (gateway: Gateway): Promise<string> =>
    new URL(await scenarioLink(gateway, uniqueEmail('bench.link'), scenario, link), 'http://link.invalid')
      .search;

/**
 * Every page as a visitor opens it from outside: cold (nothing stored), by a link, or with the
 * journey in progress (walked). Each is measured alternately with the floor page, so a page and
 * its floor share the machine's state of the moment.
 */
const PAGES: PageCase[] = [
  { path: '/web/pre-checkout' },
  { path: '/web/login' },
  { path: '/web/signup' },
  // Nothing in progress: the boot script goes to plan selection before any module runs.
  { path: '/web/verify-otp/login', landsOn: '/web/pre-checkout' },
  { path: '/web/order-summary', landsOn: '/web/pre-checkout' },
  {
    path: '/web/order-summary',
    prepare: async (page, origin, gateway) => {
      const email = uniqueEmail('bench.signup');
      await walkJourneyTo(page, origin, '/web/order-summary', { email, flow: 'signup', gateway });
      return undefined;
    },
  },
  {
    // The line page from the scenario's link (as an e-mail's: it signs the customer in).
    path: '/manage/order',
    score: FROM_OUTSIDE_SCORE,
    link: async (gateway) => {
      const link = await scenarioLink(gateway, uniqueEmail('bench.line'));
      return new URL(link, 'http://link.invalid').search;
    },
  },
  // During maintenance, where the app and the gateway send every visitor.
  { path: '/maintenance', sandbox: { on: maintenance(true), off: maintenance(false) } },
  // A webview close target, opened in a plain browser (no app closes it).
  { path: '/closewebview', score: FROM_OUTSIDE_SCORE },
  // The e-mailed links, which do not sign in: pay-by-link (the payer needs no account), the
  // failed delivery's reschedule link.
  {
    path: '/payment/paylink',
    score: FROM_OUTSIDE_SCORE,
    link: linkQuery('paylink-pending', 'paylink'),
  },
  {
    path: '/reschedule_delivery/sim_only',
    score: FROM_OUTSIDE_SCORE,
    link: linkQuery('failed-delivery', 'rescheduleDelivery'),
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

/**
 * The servers a page table is measured on, each with the same build and a sandbox of its own:
 * - `npm-start`: npm start's server (scripts/static-server.ts, plain HTTP/1.1), as a newcomer runs it;
 * - `nginx`: the production nginx config (`npm run nginx:config`, Debian's nginx, plain HTTP/1.1 as
 *   the server block listens; TLS and HTTP/2 are the operator's load balancer's or CDN's);
 * - `h2`: the same Node server over TLS and HTTP/2 (bench-tls.ts), as a CDN serves it.
 * `BENCH_SERVERS=npm-start,nginx` (the default) prints a table for each, one after the other.
 */
type ServerKind = 'npm-start' | 'nginx' | 'h2';
const SERVER_LABELS: Record<ServerKind, string> = {
  'npm-start': "npm start's server (Node, plain HTTP/1.1)",
  nginx: 'the production nginx config (plain HTTP/1.1)',
  h2: "the bench's Node server over TLS and HTTP/2",
};
const SERVERS: ServerKind[] = (process.env.BENCH_SERVERS ?? 'npm-start,nginx')
  .split(',')
  .filter(Boolean)
  .map((kind) => {
    if (!(kind in SERVER_LABELS))
      throw new Error(`BENCH_SERVERS: unknown server ${kind} (npm-start, nginx, h2)`);
    return kind as ServerKind;
  });

interface BenchServers {
  origin: string;
  gateway: Gateway;
  close: () => Promise<void>;
}

async function startServers(
  kind: ServerKind,
  dist: string,
  workDir: string,
  tls: BenchCertificate | undefined,
): Promise<BenchServers> {
  const stateFile = join(workDir, `gateway-state-${kind}.json`);
  if (kind === 'nginx') return startNginxServers(dist, workDir, stateFile);
  const stack = await startStorefrontStack({
    dist,
    stateFile,
    journeysDir: join(repoRoot, 'journeys'),
    ...(kind === 'h2' && tls ? { tls } : {}),
  });
  return { origin: stack.storefrontUrl, gateway: { url: stack.gatewayUrl }, close: stack.close };
}

/**
 * nginx with the generated config on a copy of the build (configured as `npm run nginx:config`
 * configures it), the sandbox gateway as its upstream, as an operator deploys it.
 */
async function startNginxServers(dist: string, workDir: string, stateFile: string): Promise<BenchServers> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const gateway = await startGatewayHttpServer({
    port: 0,
    providerPort: 0,
    corsOrigins: [origin],
    storage: fileStorage(stateFile),
    journeys: journeysFromDirectory(join(repoRoot, 'journeys')),
  });
  const copy = join(mkdtempSync(join(workDir, 'nginx-')), 'dist');
  cpSync(dist, copy, { recursive: true, filter: (source) => !source.endsWith('.map') });
  try {
    const nginx = await startNginx({
      dist: copy,
      port,
      deployConfig: {
        ...SANDBOX_DEPLOY_CONFIG,
        paymentProviderOrigins: [new URL(gateway.providerUrl).origin],
      },
      upstream: gateway.url,
      proxiedPrefixes: ['/gateway/', '/mocks/'],
    });
    return {
      origin,
      gateway: { url: gateway.url },
      close: async () => {
        nginx.close();
        await gateway.close();
      },
    };
  } catch (error) {
    await gateway.close();
    throw error;
  }
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
  /** The page whose HTML paints: where the visit ends up. */
  path: string;
  /** What was opened, as the table names it. */
  label: string;
  visit: 'cold' | 'link' | 'walked';
  floor: boolean;
  score: number;
  runs: LighthouseFigures[];
  median: Omit<LighthouseFigures, 'finalUrl' | 'lcpElement' | 'lcpText' | 'lcpAtFirstPaint'>;
  /** The median LCP of the floor runs alternated with this page's. */
  floorLcpMs?: number;
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
      } else if (pageCase.link) {
        query = await pageCase.link(gateway);
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

/** One Lighthouse run of `path`, checked: it ended where it should, with a contentful paint. */
async function lighthouseRun(
  url: string,
  landsOn: string,
  port: number,
  keepLocalStorage: boolean,
  reportName: string,
): Promise<LighthouseFigures> {
  const figures = await runLighthouse(url, port, {
    keepLocalStorage,
    throttling: THROTTLING,
    reportPath: REPORT_DIR ? join(REPORT_DIR, `${reportName}.json`) : undefined,
  });
  const landed = new URL(figures.finalUrl).pathname;
  if (landed !== landsOn) throw new Error(`${url}: Lighthouse ended on ${landed}, not ${landsOn}`);
  if (!Number.isFinite(figures.lcpMs)) throw new Error(`${url}: no contentful paint`);
  return figures;
}

const runLine = (label: string, run: number, figures: LighthouseFigures) =>
  `  ${label} run ${run}/${RUNS}: score ${figures.score}, LCP ${Math.round(figures.lcpMs)} ms, ` +
  `TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)} ` +
  `(CPU benchmark ${Math.round(figures.benchmarkIndex)}); LCP element ${figures.lcpElement}, ` +
  `render delay ${Math.round(figures.renderDelayShare * 100)} %, ` +
  `${figures.kbBeforeLcp.toFixed(0)} KB downloaded before it`;

/**
 * The page's runs, each right after a run of the floor page (in a cold profile of its own), so
 * the page's LCP is read against the floor measured under the same load.
 */
async function measurePage(
  pageCase: PageCase,
  floorPort: number,
  origin: string,
  gateway: Gateway,
  workDir: string,
): Promise<{ page: PageResult; floorRuns: LighthouseFigures[] }> {
  const { context, port, query } = await preparedProfile(pageCase, origin, gateway, workDir);
  const landsOn = pageCase.landsOn ?? pageCase.path;
  const visit = pageCase.prepare ? 'walked' : pageCase.link ? 'link' : 'cold';
  const label = `${pageCase.path}${landsOn === pageCase.path ? '' : ` → ${landsOn.split('/').pop()}`}`;
  const name = `${pageCase.path.replace(/^\//, '').replaceAll('/', '_')}-${visit}`;
  await pageCase.sandbox?.on(gateway);
  try {
    const runs: LighthouseFigures[] = [];
    const floorRuns: LighthouseFigures[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const floor = await lighthouseRun(
        `${origin}${FLOOR_PAGE}`,
        FLOOR_PAGE,
        floorPort,
        false,
        `floor-${name}-${run}`,
      );
      floorRuns.push(floor);
      console.info(runLine('floor', run, floor));
      const figures = await lighthouseRun(
        `${origin}${pageCase.path}${query}`,
        landsOn,
        port,
        pageCase.prepare !== undefined,
        `${name}-${run}`,
      );
      runs.push(figures);
      console.info(runLine(label, run, figures));
      // With the traces kept, each run's long tasks and what runs in them, named by the build's sources.
      if (REPORT_DIR) {
        const trace = join(REPORT_DIR, `${name}-${run}.trace.json`);
        console.info(
          runLongTaskLines(trace, join(workDir, 'dist'))
            .map((line) => `    ${line}`)
            .join('\n'),
        );
      }
    }
    return {
      page: {
        path: landsOn,
        label,
        visit,
        floor: false,
        score: pageCase.score ?? TARGETS.score,
        runs,
        median: medianFigures(runs),
        floorLcpMs: medianFigures(floorRuns).lcpMs,
      },
      floorRuns,
    };
  } finally {
    await pageCase.sandbox?.off(gateway);
    await context.close();
  }
}

/** The element most runs named as the largest paint. */
function usualElement(runs: LighthouseFigures[]): string {
  const counts = new Map<string, number>();
  for (const run of runs) counts.set(run.lcpElement, (counts.get(run.lcpElement) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '?';
}

const mark = (ok: boolean) => (ok ? 'ok  ' : 'MISS');
const pad = (value: string, width: number) => value.padEnd(width);
const padLeft = (value: string, width: number) => value.padStart(width);
/** A figure and its mark; the floor's own figures are printed bare (it is the reference). */
const judged = (text: string, width: number, ok: boolean | undefined) =>
  `${padLeft(text, width)} ${ok === undefined ? '    ' : mark(ok)}`;

function printReport(
  server: ServerKind,
  results: PageResult[],
  sizes: BundleSizes,
  floorKb: number,
  servicingInFirstLoad: string[],
) {
  const lines = [
    '',
    `Lighthouse ${RUNS}× per page, mobile (${THROTTLING === 'devtools' ? 'slow 4G and 4× CPU slowdown applied by DevTools' : 'simulated slow 4G, 4× CPU slowdown'}), median, served by ${SERVER_LABELS[server]}. Targets:`,
    `score ≥ ${TARGETS.score} (the line page, the links' and the close pages ${FROM_OUTSIDE_SCORE}), LCP ≤ ${TARGETS.lcpOfFloor.toFixed(1)} × the floor's, TBT ≤ ${TARGETS.tbtMs} ms, CLS ${TARGETS.cls}.`,
    `Each page's runs alternate with the floor's; × floor is against the median of those floor runs.`,
    `cold = first visit, nothing stored; link = cold, by the scenario's e-mailed link; walked = the journey`,
    `walked in the profile first (storage kept). HTTP cache emptied on every run.`,
    '',
    `${pad('page', 38)}${pad('visit', 7)}${padLeft('score', 6)}     ${padLeft('LCP', 8)}${padLeft('floor', 8)}${padLeft('× floor', 9)}     ` +
      `${padLeft('TBT', 8)}     ${padLeft('CLS', 6)}     ${padLeft('CPU', 5)}   largest element`,
  ];
  for (const result of results) {
    const { score, lcpMs, tbtMs, cls, benchmarkIndex } = result.median;
    const target = result.floor ? undefined : true;
    const floorMs = result.floorLcpMs ?? lcpMs;
    const ofFloor = lcpMs / floorMs;
    lines.push(
      `${pad(result.floor ? 'floor (library-floor)' : result.label, 38)}${pad(result.visit, 7)}` +
        judged(String(score), 6, target && score >= result.score) +
        padLeft(`${(lcpMs / 1000).toFixed(2)} s`, 8) +
        padLeft(`${(floorMs / 1000).toFixed(2)} s`, 8) +
        judged(`×${ofFloor.toFixed(2)}`, 9, target && ofFloor <= TARGETS.lcpOfFloor) +
        judged(`${Math.round(tbtMs)} ms`, 8, target && tbtMs <= TARGETS.tbtMs) +
        judged(cls.toFixed(3), 6, target && cls <= TARGETS.cls) +
        padLeft(String(Math.round(benchmarkIndex)), 5) +
        `   ${usualElement(result.runs)}`,
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

/** The walks in a browser of their own (no profile: each walk is a new customer's visit). */
async function walks(origin: string, gateway: Gateway) {
  console.info(
    'web bench: walking the eSIM purchase, a physical SIM to its address and Renew now, throttled…',
  );
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      ...CHROMIUM_ARGS,
      ...(trustedSpki ? [`--ignore-certificate-errors-spki-list=${trustedSpki}`] : []),
    ],
  });
  try {
    return await runInteractionWalks(browser, origin, gateway);
  } finally {
    await browser.close();
  }
}

/** The walks on the README's server (`npm start`'s), which a newcomer meets first. */
async function walkOn(dist: string, workDir: string) {
  const servers = await startServers('npm-start', dist, workDir, undefined);
  try {
    await warmUp(servers.origin, dist);
    console.info(interactionWalkLines(await walks(servers.origin, servers.gateway)).join('\n'));
  } finally {
    await servers.close();
  }
}

/** One server's page table: every page alternated with the floor, measured on that server. */
async function measureOn(
  kind: ServerKind,
  dist: string,
  workDir: string,
  tls: BenchCertificate | undefined,
): Promise<PageResult[]> {
  const servers = await startServers(kind, dist, workDir, tls);
  try {
    await warmUp(servers.origin, dist, kind === 'h2' ? tls?.cert : undefined);
    const pages = PAGES.filter((pageCase) => !ONLY || ONLY.some((part) => pageCase.path.includes(part)));
    // The floor's own profile, cold on every run, alternated with each page's.
    const floorPort = await freePort();
    const floorProfile = await launchProfile(mkdtempSync(join(workDir, 'floor-')), floorPort);
    const results: PageResult[] = [];
    const floorRuns: LighthouseFigures[] = [];
    try {
      for (const pageCase of pages) {
        console.info(
          `web bench (${kind}): ${pageCase.path}${pageCase.prepare ? ' (walking the journey there first)' : ''}, alternated with the floor`,
        );
        const measured = await measurePage(pageCase, floorPort, servers.origin, servers.gateway, workDir);
        results.push(measured.page);
        floorRuns.push(...measured.floorRuns);
      }
    } finally {
      await floorProfile.close();
    }
    results.unshift({
      path: FLOOR_PAGE,
      label: 'floor (library-floor)',
      visit: 'cold',
      floor: true,
      score: TARGETS.score,
      runs: floorRuns,
      median: medianFigures(floorRuns),
    });
    return results;
  } finally {
    await servers.close();
  }
}

async function main() {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  const workDir = mkdtempSync(join(tmpdir(), 'senda-bench-'));
  try {
    const dist = join(workDir, 'dist');
    console.info('web bench: building the app…');
    const output = await buildApp(dist);
    const sizes = measureBundle(dist);
    if (WALK === 'only') {
      console.info(`web bench: first load ${sizes.initialJsKb.toFixed(1)} KB gzip`);
      await walkOn(dist, workDir);
      return;
    }
    const floorKb = await measureLibraryFloor(dist);
    const tls = SERVERS.includes('h2') ? benchCertificate(workDir) : undefined;
    trustedSpki = tls?.spkiHash;
    if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true });
    const tables: [ServerKind, PageResult[]][] = [];
    for (const kind of SERVERS) tables.push([kind, await measureOn(kind, dist, workDir, tls)]);
    for (const [kind, results] of tables) {
      printReport(kind, results, sizes, floorKb, accountServicingInFirstLoad(output));
      console.info(lcpReportLines(results, dist).join('\n'));
    }
    if (WALK === 'on') await walkOn(dist, workDir);
  } finally {
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
