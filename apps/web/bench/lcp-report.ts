import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SUPPORTED_LOCALES } from '../../../packages/core/src/config/constants.ts';
import { prerenderedFile } from '../../../scripts/prerendered-files.ts';
import { FLOOR_PAGE } from './library-floor.ts';
import type { LighthouseFigures } from './lighthouse-run.ts';

/**
 * The part of the bench: for each page, beside the floor measured in the same run, which
 * element was the largest paint, whether it is in the HTML the server sends for the page (its
 * text in the prerendered file of either language, or the floor's own HTML), its render-delay
 * share (Lighthouse's LCP breakdown: the time after the first byte, for text) and LCP as a
 * multiple of the floor's.
 */
export const LCP_TARGETS = {
  /**
   * The pages a visitor opens from outside, and the journey pages: painted from their HTML. Not the
   * link pages (their largest element is what the link loads) nor a close page in a plain browser.
   */
  fromHtml: {
    pages: [
      '/web/pre-checkout',
      '/web/login',
      '/web/signup',
      '/web/verify-otp/login',
      '/web/order-summary',
      '/maintenance',
    ],
    ofFloor: 1.0,
  },
  /**
   * The line page shows the customer's own line, which no HTML can hold: its early script writes
   * it from the read at byte zero, and it is held to the floor all the same.
   */
  linePage: { pages: ['/manage/order'], ofFloor: 1.0 },
  renderDelayShare: 0.3,
};

export interface LcpPageRuns {
  /** The page whose HTML painted (where the visit ended up). */
  path: string;
  /** What was opened, as the report names it. */
  label: string;
  floor: boolean;
  /** The floor runs alternated with this page's (median LCP); else the run's one floor. */
  floorLcpMs?: number;
  runs: LighthouseFigures[];
  median: { lcpMs: number; renderDelayShare: number; kbBeforeLcp: number };
}

/** What the page's HTML paints, as the build wrote it (its prerendered files, the floor's page), as text. */
function htmlTextOf(dist: string, path: string): string {
  const files =
    path === FLOOR_PAGE
      ? [join(dist, FLOOR_PAGE)]
      : SUPPORTED_LOCALES.map((locale) => join(dist, prerenderedFile(locale, path)));
  return (
    files
      .filter((file) => existsSync(file))
      // What the HTML paints: #root's content (not the title or the noscript note).
      .map((file) => /<div id="root"[\s\S]*?(?=<noscript>)/.exec(readFileSync(file, 'utf8'))?.[0] ?? '')
      .join('\n')
      .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;|&#160;/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/\s+/g, ' ')
  );
}

/** Whether the element's text (Lighthouse's label, which it may shorten) is in the page's HTML. */
export function inHtml(html: string, text: string): boolean {
  const start = text.replace(/…$/, '').slice(0, 60).trim();
  return start.length > 0 && html.includes(start);
}

const percent = (share: number) => (Number.isFinite(share) ? `${Math.round(share * 100)} %` : '?');

export function lcpReportLines(results: LcpPageRuns[], dist: string): string[] {
  const floor = results.find((result) => result.floor);
  const lines = [
    '',
    'Largest contentful paint, beside the floor runs alternated with it (medians). Targets: plan selection,',
    `log-in, sign-up, maintenance and the journey pages LCP ≤ ${LCP_TARGETS.fromHtml.ofFloor.toFixed(1)} × floor, the element in the HTML, render delay ≤ ${
      LCP_TARGETS.renderDelayShare * 100
    } % of LCP; the line page ≤ ${LCP_TARGETS.linePage.ofFloor.toFixed(1)} × floor.`,
    'KB before = what had downloaded when the paint was observed: the simulation plays all of it over',
    'slow 4G before that paint, so each 100 KB of it costs about 0.5 s of simulated LCP.',
    '',
  ];
  for (const result of results) {
    const html = htmlTextOf(dist, result.path);
    // Its text is in the HTML; or Lighthouse could not name it (the page replaced it) and it was
    // the first paint of a prerendered page, which is the HTML's.
    const fromHtml = result.runs.filter(
      (run) => inHtml(html, run.lcpText) || (!run.lcpText && run.lcpAtFirstPaint && html.trim() !== ''),
    ).length;
    const floorMs = result.floorLcpMs ?? floor?.median.lcpMs ?? Number.NaN;
    const ofFloor = result.median.lcpMs / floorMs;
    const strict = LCP_TARGETS.fromHtml.pages.includes(result.path);
    const limit = strict
      ? LCP_TARGETS.fromHtml.ofFloor
      : LCP_TARGETS.linePage.pages.includes(result.path)
        ? LCP_TARGETS.linePage.ofFloor
        : undefined;
    const mark = (ok: boolean) => (ok ? 'ok' : 'MISS');
    const verdicts = result.floor
      ? `the reference, ${result.median.kbBeforeLcp.toFixed(0)} KB before`
      : [
          `×${ofFloor.toFixed(2)} ${limit === undefined ? '' : mark(ofFloor <= limit)}`,
          `in the HTML ${fromHtml}/${result.runs.length}${strict ? ` ${mark(fromHtml === result.runs.length)}` : ''}`,
          `render delay ${percent(result.median.renderDelayShare)}${
            strict ? ` ${mark(result.median.renderDelayShare <= LCP_TARGETS.renderDelayShare)}` : ''
          }`,
          `${result.median.kbBeforeLcp.toFixed(0)} KB before`,
        ].join(', ');
    const elements = [...new Set(result.runs.map((run) => run.lcpElement))].join(' | ');
    lines.push(
      `${(result.floor ? 'floor (library-floor)' : result.label).padEnd(38)}${(result.median.lcpMs / 1000).toFixed(2)} s  ${verdicts}`,
      `${''.padEnd(38)}element: ${elements}`,
    );
  }
  return lines;
}
