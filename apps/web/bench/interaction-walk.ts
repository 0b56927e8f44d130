import type { Browser, CDPSession, Page } from 'playwright-core';
import { type Gateway, scenarioLink, takeStep, uniqueEmail, walkJourneyTo } from './journey-driver.ts';

/**
 * The bench's walk: a customer's eSIM purchase (a new customer, typing at a phone's pace), a
 * physical SIM's up to its address (the only step that asks the street) and Renew now, on a
 * phone-sized page with the browser throttled as DevTools' "Slow 4G" and CPU ×4.
 * The Event Timing API records every interaction; the walk prints INP (as web-vitals computes it),
 * the worst interactions with their page and where their time went (input delay, handlers, until
 * the next frame), and each wait between steps: from the tap that leaves a step to the next
 * step's heading.
 */

export const WALK_TARGETS = { inpMs: 200, worstMs: 300, totalWaitMs: 12_000 };
/** A phone's typing pace. */
const TYPING_DELAY_MS = 150;
const VIEWPORT = { width: 360, height: 780 };
/** DevTools' "Slow 4G" (Lighthouse's mobile preset with DevTools' adjustments) and a 4× slower CPU. */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
const CPU_SLOWDOWN = 4;

interface Interaction {
  page: string;
  name: string;
  target: string;
  durationMs: number;
  inputDelayMs: number;
  processingMs: number;
  /** From the handlers' end to the next frame: rendering, style, layout, paint. */
  presentationMs: number;
}

interface LongFrame {
  page: string;
  durationMs: number;
  styleLayoutMs: number;
  scripts: { what: string; ms: number }[];
}

interface Wait {
  from: string;
  to: string;
  ms: number;
}

export interface WalkResult {
  walk: string;
  interactions: Interaction[];
  frames: LongFrame[];
  waits: Wait[];
  /** When the walk could not finish: where and why (the figures are up to there). */
  stopped?: string;
}

declare global {
  interface Window {
    __walk?: { entries: Interaction[]; frames: LongFrame[] };
  }
}

/**
 * In the page from its first script: every Event Timing entry of an interaction (a key or a tap)
 * over 16 ms, with its page, and the time of the last tap (a pointer's down), which a wait starts
 * from. A script's text, not a function: the bench's own build of a function names its inner
 * functions with a helper the page does not have.
 */
const RECORD_INTERACTIONS = `(() => {
  const state = { entries: [], frames: [] };
  window.__walk = state;
  // On the wall clock, kept in the tab: a step that loads a new document still knows the tap.
  addEventListener('pointerdown', () => {
    sessionStorage.setItem('walk.lastTapAt', String(performance.timeOrigin + performance.now()));
    sessionStorage.setItem('walk.headingAtTap', document.querySelector('h1')?.textContent?.trim() ?? '');
  }, { capture: true });
  const describe = (node) => {
    if (!(node instanceof Element)) return '';
    const label = node.getAttribute('aria-label') || node.id || node.getAttribute('name') || '';
    return node.tagName.toLowerCase() + (label ? '#' + label.slice(0, 40) : '');
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      state.entries.push({
        page: location.pathname,
        name: entry.name + ':' + entry.interactionId,
        target: describe(entry.target),
        durationMs: entry.duration,
        inputDelayMs: entry.processingStart - entry.startTime,
        processingMs: entry.processingEnd - entry.processingStart,
        presentationMs: entry.startTime + entry.duration - entry.processingEnd,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  // Frames over 50 ms (Long Animation Frames): what in them ran scripts, and how long style and
  // layout took, so a slow keystroke says whether its frame waited for scripts or for rendering.
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries()) {
      const end = frame.startTime + frame.duration;
      state.frames.push({
        page: location.pathname,
        durationMs: frame.duration,
        styleLayoutMs: frame.styleAndLayoutStart ? end - frame.styleAndLayoutStart : 0,
        scripts: frame.scripts.map((script) => ({
          what: [script.invoker || script.invokerType, script.sourceFunctionName,
            (script.sourceURL || '').split('/').pop()].filter(Boolean).join(' '),
          ms: script.duration,
        })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
})();`;

/** The entries recorded since the last call (a full page load would start afresh: read often). */
async function drain(page: Page): Promise<{ interactions: Interaction[]; frames: LongFrame[] }> {
  return page.evaluate(() => ({
    interactions: window.__walk?.entries.splice(0) ?? [],
    frames: window.__walk?.frames.splice(0) ?? [],
  }));
}

async function collect(page: Page, result: WalkResult): Promise<void> {
  const { interactions, frames } = await drain(page).catch(() => ({ interactions: [], frames: [] }));
  result.interactions.push(...interactions);
  result.frames.push(...frames);
}

/** One figure per interaction: its longest entry (keydown, keyup, pointerup, click…). */
function byInteraction(entries: Interaction[]): Interaction[] {
  const longest = new Map<string, Interaction>();
  for (const entry of entries) {
    const id = entry.name.split(':')[1] ?? entry.name;
    const known = longest.get(id);
    if (!known || entry.durationMs > known.durationMs) longest.set(id, entry);
  }
  return [...longest.values()].sort((a, b) => b.durationMs - a.durationMs);
}

/** web-vitals' INP: the worst interaction, leaving out one for every 50 (a rare outlier). */
export function inpOf(interactions: Interaction[]): number {
  if (interactions.length === 0) return 0;
  const sorted = [...interactions].sort((a, b) => b.durationMs - a.durationMs);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length / 50))]?.durationMs ?? 0;
}

async function throttled(browser: Browser): Promise<{ page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'es-MX',
  });
  await context.addInitScript({ content: RECORD_INTERACTIONS });
  // `BENCH_WALK_BLOCK=<regex>`: requests whose URL matches are refused, to see what a script costs.
  const block = process.env.BENCH_WALK_BLOCK;
  if (block) await context.route(new RegExp(block), (route) => route.abort());
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, cdp };
}

/** The h1's text, once there is one that differs from `before`; the wall clock at that frame. */
async function nextHeading(page: Page, before: string): Promise<{ text: string; at: number }> {
  const handle = await page.waitForFunction(
    (previous) => {
      const h1 = document.querySelector('h1');
      const text = h1?.textContent?.trim() ?? '';
      return text && text !== previous ? { text, at: performance.timeOrigin + performance.now() } : null;
    },
    before,
    { polling: 'raf', timeout: 60_000 },
  );
  return (await handle.jsonValue()) as { text: string; at: number };
}

/**
 * A wait: from the last tap to the first frame with another heading than the one it was made
 * under (the heading of the step it led to), once the URL has moved.
 */
async function waitAfterTap(page: Page, from: string): Promise<Wait> {
  const tap = await page.evaluate(() => ({
    at: Number(sessionStorage.getItem('walk.lastTapAt') ?? Number.NaN),
    heading: sessionStorage.getItem('walk.headingAtTap') ?? '',
  }));
  const heading = await nextHeading(page, tap.heading);
  return { from, to: new URL(page.url()).pathname, ms: heading.at - tap.at };
}

/** A new customer's eSIM purchase with a new number, from the plan page to the card form. */
async function walkEsimPurchase(browser: Browser, origin: string, gateway: Gateway): Promise<WalkResult> {
  const { page } = await throttled(browser);
  const result: WalkResult = {
    walk: 'eSIM purchase (new customer)',
    interactions: [],
    frames: [],
    waits: [],
  };
  try {
    await walkJourneyTo(
      page,
      origin,
      '/web/order-summary',
      { email: uniqueEmail('walk'), flow: 'signup', gateway, typingDelayMs: TYPING_DELAY_MS },
      async (from) => {
        result.waits.push(await waitAfterTap(page, from));
        await collect(page, result);
      },
    );
    // The summary: the terms ticked when asked. A new customer has one way to pay, so the summary
    // takes the payment: the tick opens the card form under it (the wait is to the card's frame);
    // otherwise its button goes on to the payment step.
    const accept = page.getByRole('checkbox').last();
    await page.locator('form button[type="submit"]').last().waitFor({ timeout: 60_000 });
    const tickedAt = Date.now();
    if ((await accept.count()) > 0 && !(await accept.isChecked())) await accept.check();
    const paysHere = await page
      .locator('section[aria-labelledby="order-summary-pay"]')
      .waitFor({ timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
    if (paysHere) {
      await page.locator('iframe[src*="hosted-fields"]').first().waitFor({ timeout: 60_000 });
      result.waits.push({ from: '/web/order-summary', to: 'its card form', ms: Date.now() - tickedAt });
    } else {
      await page.locator('form button[type="submit"]').last().click();
      await page.waitForURL((url) => url.pathname !== '/web/order-summary', { timeout: 60_000 });
      result.waits.push(await waitAfterTap(page, '/web/order-summary'));
    }
  } catch (error) {
    result.stopped = `${new URL(page.url()).pathname}: ${String(error).split('\n')[0]}`;
  }
  await collect(page, result);
  await page.context().close();
  return result;
}

/**
 * A new customer's physical SIM purchase up to and through the address step: an eSIM's asks the
 * postal code alone, so only this walk types the street right after the postal lookup.
 */
async function walkPhysicalSimAddress(
  browser: Browser,
  origin: string,
  gateway: Gateway,
): Promise<WalkResult> {
  const { page } = await throttled(browser);
  const result: WalkResult = {
    walk: 'physical SIM purchase, to the address',
    interactions: [],
    frames: [],
    waits: [],
  };
  const plan = {
    email: uniqueEmail('walk-sim'),
    flow: 'signup',
    gateway,
    typingDelayMs: TYPING_DELAY_MS,
    sim: 'physical',
  } as const;
  const stepLeft = async (from: string) => {
    result.waits.push(await waitAfterTap(page, from));
    await collect(page, result);
  };
  try {
    await walkJourneyTo(page, origin, '/web/address-details', plan, stepLeft);
    await stepLeft(await takeStep(page, plan));
  } catch (error) {
    result.stopped = `${new URL(page.url()).pathname}: ${String(error).split('\n')[0]}`;
  }
  await collect(page, result);
  await page.context().close();
  return result;
}

/** A line in its grace period: the line page from its link, Renew now, the review, the payment step. */
async function walkRenewNow(browser: Browser, origin: string, gateway: Gateway): Promise<WalkResult> {
  const { page } = await throttled(browser);
  const result: WalkResult = { walk: 'Renew now (grace-line)', interactions: [], frames: [], waits: [] };
  try {
    const link = new URL(await scenarioLink(gateway, uniqueEmail('walk-renew'), 'grace-line'), origin);
    await page.goto(`${origin}${link.pathname}${link.search}`);
    await nextHeading(page, '');
    const steps: Array<{ from: string; tap: () => Promise<void> }> = [
      {
        from: 'line page',
        tap: () => page.locator('a[href*="renew"]').first().click({ timeout: 60_000 }),
      },
      {
        from: 'renewal review',
        tap: () => page.locator('main button').last().click({ timeout: 60_000 }),
      },
    ];
    for (const step of steps) {
      const before = page.url();
      await step.tap();
      await page.waitForURL((url) => url.href !== before, { timeout: 60_000 });
      result.waits.push(await waitAfterTap(page, step.from));
      await collect(page, result);
    }
  } catch (error) {
    result.stopped = `${new URL(page.url()).pathname}: ${String(error).split('\n')[0]}`;
  }
  await collect(page, result);
  await page.context().close();
  return result;
}

export async function runInteractionWalks(
  browser: Browser,
  origin: string,
  gateway: Gateway,
): Promise<WalkResult[]> {
  return [
    await walkEsimPurchase(browser, origin, gateway),
    await walkPhysicalSimAddress(browser, origin, gateway),
    await walkRenewNow(browser, origin, gateway),
  ];
}

const ms = (value: number) => `${Math.round(value)} ms`;
const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');

function framesByPage(frames: LongFrame[]): string[] {
  const pages = [...new Set(frames.map((frame) => frame.page))];
  return pages.map((page) => {
    const own = frames.filter((frame) => frame.page === page);
    const total = own.reduce((sum, frame) => sum + frame.durationMs, 0);
    const styleLayout = own.reduce((sum, frame) => sum + frame.styleLayoutMs, 0);
    const scripts = new Map<string, number>();
    for (const script of own.flatMap((frame) => frame.scripts))
      scripts.set(script.what, (scripts.get(script.what) ?? 0) + script.ms);
    const top = [...scripts.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([what, time]) => `${what} ${ms(time)}`)
      .join('; ');
    return `    ${page}: ${own.length} frames, ${ms(total)}, style+layout ${ms(styleLayout)}; ${top}`;
  });
}

export function interactionWalkLines(results: WalkResult[]): string[] {
  const lines = [
    '',
    `Walks (${VIEWPORT.width}×${VIEWPORT.height}, slow 4G, CPU ×${CPU_SLOWDOWN}, typing ${TYPING_DELAY_MS} ms between keys)`,
  ];
  for (const result of results) {
    const interactions = byInteraction(result.interactions);
    const inp = inpOf(interactions);
    const worst = interactions[0]?.durationMs ?? 0;
    const over = interactions.filter((each) => each.durationMs > WALK_TARGETS.inpMs).length;
    const total = result.waits.reduce((sum, wait) => sum + wait.ms, 0);
    lines.push(
      `${result.walk}${result.stopped ? ` (stopped at ${result.stopped})` : ''}`,
      `  INP ${ms(inp)} (target ≤ ${WALK_TARGETS.inpMs}: ${mark(inp <= WALK_TARGETS.inpMs)}); worst ${ms(worst)} (≤ ${WALK_TARGETS.worstMs}: ${mark(worst <= WALK_TARGETS.worstMs)}); ${interactions.length} interactions over 16 ms, ${over} over ${WALK_TARGETS.inpMs} ms`,
      '  worst interactions (input delay / handlers / to the next frame):',
      ...interactions
        .slice(0, 5)
        .map(
          (each) =>
            `    ${ms(each.durationMs).padStart(8)}  ${each.name.split(':')[0]} ${each.target} on ${each.page}  (${ms(each.inputDelayMs)} / ${ms(each.processingMs)} / ${ms(each.presentationMs)})`,
        ),
      '  long frames (> 50 ms) by page: count, total, of which style+layout; the scripts that took most:',
      ...framesByPage(result.frames),
      '  waits (the tap that leaves a step → the next heading):',
      ...result.waits.map((wait) => `    ${ms(wait.ms).padStart(8)}  ${wait.from} → ${wait.to}`),
      `    ${ms(total).padStart(8)}  in all${result.walk.startsWith('eSIM') ? ` (target ≤ ${WALK_TARGETS.totalWaitMs / 1000} s: ${mark(total <= WALK_TARGETS.totalWaitMs)})` : ''}`,
    );
  }
  return lines;
}
