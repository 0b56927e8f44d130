import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { settle } from './page-widths';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe in every top-level document the context opens, from its start: for a context that checks
 * page after page. Evaluated into each document afterwards (seriousViolations' own way), the same
 * 550 KB cost about 2.7 s a page on a loaded machine, most of a page's first check; as an init
 * script of identical text it cost next to nothing a page (Chromium keeps the compiled code of a
 * script it has seen). Init scripts run through the DevTools protocol like the evaluation, so the
 * policy under test still does not block it. Frames are left out, as before: axe in a frame would
 * make axe.run test the frame.
 */
export async function preloadAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript(`if (window.top === window) {\n${axeSource}\n}`);
}

export interface AxeFinding {
  page: string;
  id: string;
  impact: string;
  targets: string[];
}

/** Runs axe-core in the page and returns the serious and critical violations only. */
export async function seriousViolations(page: Page, label: string): Promise<AxeFinding[]> {
  // Evaluated through the DevTools protocol, not added as a <script>: the storefront's CSP allows
  // no inline script but its own boot script, and the test must not weaken it to look. Once a
  // document: the same page read again at another width keeps it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (context: Document, options: { resultTypes: string[] }) => Promise<{ violations: unknown[] }>;
        };
      }
    ).axe;
    // Only the violations are read: axe then keeps one node of each other result, not all.
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations as { id: string; impact: string; nodes: { target: string[] }[] }[];
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      page: label,
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
}

/**
 * The serious and critical violations of a page that has settled, read twice when there are any:
 * a page may start a second load after the first settled (the order summary prices the basket
 * once the number categories arrive; a link page's read follows its session's), and what a check
 * landing in that frame reads (dimmed lines, a half-drawn screen) is not the page's. A real
 * finding is found again once the page has settled.
 */
export async function settledSeriousViolations(page: Page, label: string): Promise<AxeFinding[]> {
  await settle(page);
  const found = await seriousViolations(page, label);
  if (found.length === 0) return found;
  await settle(page);
  return seriousViolations(page, label);
}
