import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SUPPORTED_LOCALES, type SupportedLocale } from '@senda/core/config';
import { bundles } from '@senda/core/i18n';
import { flowManifest } from '@senda/core/navigation';
import type { ScenarioName } from '@senda/sandbox';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createScenario,
  latestOtp,
  launchBrowser,
  newPhoneContext,
  openLinkOnOwnPhone,
  type ScenarioCustomer,
} from './browser';
import { cardComplete, cardNumberFrame, heading, securityCodeFrame, whatIsShown } from './purchase-flow';

/**
 * Each service flow with a journey file, walked as its customer from its sandbox scenario, in
 * every language: from the line page's action, the steps in the order journeys/<flow>.json gives
 * (each page recognised by its address, its title the manifest's), doing what each step asks
 * (this table's answers, found by the words the language shows), to the flow's result page. A
 * product team that moves a step in the file moves the walk with it; a step the table has no
 * answer for fails with its name. What each page decides is tested lower down (core, sandbox,
 * stories); the bespoke files test what a walk cannot (reloads, faults, what the gateway kept).
 */

/** The words of a message in the page's language, its `{placeholders}` filled from `values`. */
type Words = (id: string, values?: Readonly<Record<string, string | number>>) => string;
/** A message's words up to its first placeholder, as the start of an accessible name. */
type Starts = (id: string) => RegExp;

interface StepContext {
  page: Page;
  customer: ScenarioCustomer;
  t: Words;
  startsWith: Starts;
}
type StepAnswer = (step: StepContext) => Promise<void>;

interface FlowWalk {
  /** The flow's manifest id: its journey file, its line action and its pages' titles. */
  flow: string;
  /** The ready-made customer it starts from (`POST /mocks/scenarios`). */
  scenario: ScenarioName;
  /** The conditions of its journey that hold for that customer: a step whose `when` they meet is walked. */
  holds?: readonly string[];
  /** What the customer does on each step of the file, by step name. */
  steps: Readonly<Record<string, StepAnswer>>;
  /** The result page: its address, and what it says once the request is settled. */
  result: { route: string; shows: (t: Words) => string };
}

/** The code the sandbox mailed to the customer (a new one, not `before`), typed in the six boxes. */
async function typeMailedCode({ page, customer, t }: StepContext, before = '') {
  const firstBox = page.getByRole('textbox', {
    name: t('verify_otp.digit_label', { position: 1, total: 6 }),
  });
  await firstBox.waitFor({ timeout: 30_000 });
  let code = '';
  await expect
    .poll(async () => {
      code = await latestOtp(page, customer.email).catch(() => '');
      return code !== '' && code !== before;
    })
    .toBe(true);
  await firstBox.click();
  await page.keyboard.type(code);
}

const WALKS: readonly FlowWalk[] = [
  {
    flow: 'plan-switch',
    scenario: 'active-esim-line',
    steps: {
      plans: async ({ page }) => {
        await page.getByRole('article', { name: 'Senda 100' }).getByRole('button').click();
      },
      'plan-details': async ({ page, t, startsWith }) => {
        await page.getByRole('radio', { name: startsWith('plan_switch.timing.renewal') }).check();
        await page.getByRole('button', { name: t('plan_switch.details.continue') }).click();
      },
      'order-summary': async ({ page, t }) => {
        await page.getByRole('button', { name: t('plan_switch.summary.confirm') }).click();
      },
    },
    result: {
      route: '/manage/payment-success',
      shows: (t) => t('service_payment.result.scheduled', { plan: 'Senda 100' }),
    },
  },
  {
    flow: 'termination',
    scenario: 'termination-eligible',
    holds: ['offersAvailable', 'offerDeclined'],
    steps: {
      request: async ({ page, t }) => {
        await page.getByRole('radio').first().check();
        await page.getByRole('button', { name: t('termination.request.continue') }).click();
      },
      stay: async ({ page, t }) => {
        await page.getByRole('button', { name: t('termination.decline') }).click();
      },
      submit: async (step) => {
        await step.page.getByRole('button', { name: step.t('termination.submit.confirm_cancel') }).click();
        // An account-changing request is approved with a code mailed to the account's address.
        await typeMailedCode(step);
      },
    },
    result: { route: '/manage/termination-request/success', shows: (t) => t('termination.success.title') },
  },
  {
    flow: 'number-change',
    scenario: 'number-change-eligible',
    steps: {
      number: async ({ page, t }) => {
        await page.getByRole('radio').first().check();
        const number = page
          .getByRole('region', { name: t('connection_details.numbers_legend') })
          .getByRole('button')
          .first();
        await number.click();
        await expect.poll(() => number.getAttribute('aria-pressed')).toBe('true');
        await page.getByRole('button', { name: t('common.next') }).click();
      },
      details: async (step) => {
        await step.page.getByRole('button', { name: step.t('number_change.code.send') }).click();
        await typeMailedCode(step);
        await step.page.getByRole('button', { name: step.t('number_change.details.confirm') }).click();
      },
    },
    result: { route: '/manage/change-number/status', shows: (t) => t('number_change.status.pending.title') },
  },
  {
    flow: 'card-update',
    scenario: 'expired-card',
    steps: {
      verify: (step) => typeMailedCode(step),
      request: async ({ page, t }) => {
        await cardNumberFrame(page).locator('#number').fill('5555 5555 5555 4444');
        await page.getByRole('textbox', { name: t('payment.card.expiry') }).fill('12/30');
        await securityCodeFrame(page).locator('#code').fill('739');
        await cardComplete(page);
        await page.getByRole('button', { name: t('update_card.request.continue') }).click();
      },
      submit: async ({ page, t }) => {
        await page.getByRole('button', { name: t('update_card.submit.confirm') }).click();
      },
    },
    // The review's page shows the result too.
    result: { route: '/manage/update-card/submit', shows: (t) => t('update_card.done.title') },
  },
];

interface FileStep {
  name: string;
  route: string;
  when?: string[];
  final?: boolean;
}

function journeyOf(flow: string) {
  const journey = flowManifest(flow)?.journey;
  if (!journey) throw new Error(`${flow}: its manifest names no journey file`);
  const path = fileURLToPath(new URL(`../../../../journeys/${journey}.json`, import.meta.url));
  return (JSON.parse(readFileSync(path, 'utf8')) as { onboarding: { steps: FileStep[] } }).onboarding.steps;
}

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
 * From the line page's action, each step the page's address names, what it asks, until the
 * result page; returns the steps walked, in order.
 */
async function walkFlow(page: Page, walk: FlowWalk, locale: SupportedLocale): Promise<string[]> {
  const manifest = flowManifest(walk.flow);
  if (!manifest?.lineAction) throw new Error(`${walk.flow}: no action on the line page to start from`);
  const { t, startsWith } = wordsIn(locale);
  const titles: Readonly<Record<string, string>> = manifest.routes;
  const steps = journeyOf(walk.flow);
  const customer = await createScenario(page, walk.scenario);
  await openLinkOnOwnPhone(page, customer.links.manageOrder, locale);
  await heading(page, t('line_home.title'));
  await page
    .getByRole('link', { name: t(manifest.lineAction.labelId) })
    .first()
    .click();

  const walked: string[] = [];
  for (let move = 0; move < steps.length; move++) {
    await page.waitForURL((url) => steps.some((step) => step.route === url.pathname), { timeout: 30_000 });
    const step = steps.find((entry) => entry.route === new URL(page.url()).pathname);
    if (!step) throw new Error(`not on a step of ${walk.flow}: ${page.url()}`);
    const answer = walk.steps[step.name];
    if (!answer) throw new Error(`the walk has no answer for step "${step.name}" of ${walk.flow}`);
    if (walked.includes(step.name))
      throw new Error(`step "${step.name}" did not move on (${walked.join(' > ')})`);
    walked.push(step.name);
    const title = titles[step.route];
    if (title) await heading(page, t(title));
    await answer({ page, customer, t, startsWith });
    if (step.final) break;
    await page
      .waitForURL((url) => url.pathname !== step.route, { timeout: 30_000 })
      .catch(async (error: Error) => {
        throw new Error(
          `step "${step.name}" did not move on (${walked.join(' > ')}); ${await whatIsShown(page)}`,
          {
            cause: error,
          },
        );
      });
  }
  await page.waitForURL((url) => url.pathname === walk.result.route, { timeout: 30_000 });
  await page.getByText(walk.result.shows(t), { exact: false }).first().waitFor({ timeout: 30_000 });
  return walked;
}

/** The steps of the file the walk's customer takes: every one whose `when` holds for them. */
const stepsTaken = (walk: FlowWalk) =>
  journeyOf(walk.flow)
    .filter((step) => (step.when ?? []).every((condition) => walk.holds?.includes(condition)))
    .map((step) => step.name);

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

  it.each(WALKS.map((walk) => [walk.flow, walk] as const))('%s', async (_, walk) => {
    if (!page) throw new Error('no page');
    expect(await walkFlow(page, walk, locale)).toEqual(stepsTaken(walk));
  });
});
