import { SUPPORTED_LOCALES, type SupportedLocale } from '@senda/core/config';
import { bundles } from '@senda/core/i18n';
import { flowManifest } from '@senda/core/navigation';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createScenario, launchBrowser, newPhoneContext, openLinkOnOwnPhone } from './browser';
import type { FlowWalk, Starts, Words } from './flow-walk';
import { FLOW_WALKS, stepsTaken } from './flow-walks';
import { heading, whatIsShown } from './purchase-flow';

/**
 * Each service flow with a journey file, walked as its customer from its sandbox scenario, in
 * every language: from the line page's action (or the flow's own link), the steps in the order
 * journeys/<flow>.json gives (each page awaited at its address, its title the manifest's: an app
 * walking another order fails naming the step it expected), doing what each step asks
 * (this table's answers, found by the words the language shows), to the flow's result page. A
 * product team that moves a step in the file moves the walk with it; a step the table has no
 * answer for fails with its name. What each page decides is tested lower down (core, sandbox,
 * stories); the bespoke files test what a walk cannot (reloads, faults, what the gateway kept).
 * Each flow's row is its walks/<flow>.walk.ts (flow-walks.ts finds them; tests/flow-walks.test.ts checks
 * the table without a browser).
 */

function wordsIn(locale: SupportedLocale): { t: Words; startsWith: Starts } {
  const bundle: Readonly<Record<string, string>> = bundles[locale];
  const t: Words = (id, values = {}) => {
    const text = bundle[id];
    if (text === undefined) throw new Error(`no message "${id}" in ${locale}`);
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
  };
  const startsWith: Starts = (id) =>
    new RegExp(
      `^${t(id)
        .split('{')[0]
        ?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    );
  return { t, startsWith };
}

/**
 * From the line page's action (or the flow's own link), each step the file gives the customer, in its order: the page must
 * come to that step's address (an app walking another order fails here, naming the step it
 * expected and the page it shows), titled as the manifest says; the customer does what it asks.
 * Then the result page, saying the request's outcome.
 */
async function walkFlow(page: Page, walk: FlowWalk, locale: SupportedLocale): Promise<void> {
  const manifest = flowManifest(walk.flow);
  if (!manifest) throw new Error(`${walk.flow}: no such flow`);
  const { t, startsWith } = wordsIn(locale);
  const titles: Readonly<Record<string, string>> = manifest.routes;
  const customer = await createScenario(page, walk.scenario);
  if (walk.link) {
    await openLinkOnOwnPhone(page, walk.link(customer), locale);
  } else {
    const labelId = walk.actionLabelId ?? manifest.lineAction?.labelId;
    if (!labelId) throw new Error(`${walk.flow}: no link on the line page to start from`);
    await openLinkOnOwnPhone(page, customer.links.manageOrder, locale);
    await heading(page, t('line_home.title'));
    await page
      .getByRole('link', { name: t(labelId) })
      .first()
      .click();
  }

  const walked: string[] = [];
  for (const step of stepsTaken(walk)) {
    const answer = walk.steps[step.name];
    if (!answer) throw new Error(`the walk has no answer for step "${step.name}" of ${walk.flow}`);
    await page
      .waitForURL((url) => url.pathname === step.route, { timeout: 30_000 })
      .catch(async (error: Error) => {
        throw new Error(
          `expected step "${step.name}" (${step.route}) after ${walked.join(' > ') || 'the line page'}; ${await whatIsShown(page)}`,
          { cause: error },
        );
      });
    const title = titles[step.route];
    if (title) await heading(page, t(title));
    await answer({ page, customer, t, startsWith }).catch(async (error: Error) => {
      throw new Error(
        `step "${step.name}" of ${walk.flow} (after ${walked.join(' > ') || 'the line page'}): ${error.message}; ${await whatIsShown(page)}`,
        { cause: error },
      );
    });
    walked.push(step.name);
  }
  await walk.afterFinal?.({ page, customer, t, startsWith });
  await page.waitForURL((url) => url.pathname === walk.result.route, { timeout: 30_000 });
  await page.getByText(walk.result.shows(t), { exact: false }).first().waitFor({ timeout: 30_000 });
}

let browser: Browser | undefined;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(
  SUPPORTED_LOCALES,
)('the service flows walked in %s, in their journey files’ order', (locale) => {
  // One phone for the language: each walk opens its own customer's link there.
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    if (!browser) throw new Error('the browser did not start');
    context = await newPhoneContext(browser, locale);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it.each(FLOW_WALKS.map((walk) => [walk.flow, walk] as const))('%s', async (_, walk) => {
    if (!page) throw new Error('no page');
    await walkFlow(page, walk, locale);
  });
});
