import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SUPPORTED_LOCALES, type SupportedLocale } from '@senda/core/config';
import { bundles } from '@senda/core/i18n';
import { flowManifest, SERVICE_FLOWS } from '@senda/core/navigation';
import { plausiblePng, type ScenarioName } from '@senda/sandbox';
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
 * every language: from the line page's action (or the flow's own link), the steps in the order
 * journeys/<flow>.json gives (each page awaited at its address, its title the manifest's: an app
 * walking another order fails naming the step it expected), doing what each step asks
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
  /** The link the flow opens from when it is not the line page's action (a failed delivery's e-mail). */
  link?: (customer: ScenarioCustomer) => string | undefined;
  /**
   * The words of the line page's link to the flow, when that customer's line offers it under
   * other words than the manifest's action (a failed transfer: "Try the transfer again"), or the
   * flow has no action (a suspended line's "Register the line", in its registry status).
   */
  actionLabelId?: string;
  /** The conditions of its journey that hold for that customer: a step whose `when` they meet is walked. */
  holds?: readonly string[];
  /** What the customer does on each step of the file, by step name. */
  steps: Readonly<Record<string, StepAnswer>>;
  /** What comes between the final step and the result, not a step of the file (a payment page). */
  afterFinal?: StepAnswer;
  /** The result page: its address, and what it says once the request is settled. */
  result: { route: string; shows: (t: Words) => string };
}

/** The code the sandbox mailed to the customer, typed in the six boxes once they show. */
async function typeMailedCode({ page, customer, t }: StepContext) {
  const firstBox = page.getByRole('textbox', {
    name: t('verify_otp.digit_label', { position: 1, total: 6 }),
  });
  await firstBox.waitFor({ timeout: 30_000 });
  let code = '';
  await expect
    .poll(async () => {
      code = await latestOtp(page, customer.email).catch(() => '');
      return code !== '';
    })
    .toBe(true);
  await firstBox.click();
  await page.keyboard.type(code);
}

/** The provider's card fields filled with a card the sandbox approves. */
async function typeCard({ page, t }: StepContext, card: string) {
  await cardNumberFrame(page).locator('#number').fill(card);
  await page.getByRole('textbox', { name: t('payment.card.expiry') }).fill('12/30');
  await securityCodeFrame(page).locator('#code').fill('739');
  await cardComplete(page);
}

/** A photo the identity check takes (a real 240×240 PNG, made in code). */
const PHOTO = { name: 'ine.png', mimeType: 'image/png', buffer: Buffer.from(plausiblePng()) };

/** The purchase's identity fields (a line's too): an INE photo and a selfie, given once they show. */
async function giveIdAndSelfie({ page, t }: StepContext) {
  await page
    .getByLabel(t('manual_ekyc.document_type'))
    .selectOption({ label: t('manual_ekyc.document.ine') });
  await page.getByLabel(t('manual_ekyc.document_file')).setInputFiles(PHOTO);
  await page.getByLabel(t('steps.upload_an_image')).setInputFiles({ ...PHOTO, name: 'selfie.png' });
  await page.getByText(t('manual_ekyc.file_chosen', { name: PHOTO.name })).waitFor();
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
      request: async (step) => {
        await typeCard(step, '5555 5555 5555 4444');
        await step.page.getByRole('button', { name: step.t('update_card.request.continue') }).click();
      },
      submit: async ({ page, t }) => {
        await page.getByRole('button', { name: t('update_card.submit.confirm') }).click();
      },
    },
    // The review's page shows the result too.
    result: { route: '/manage/update-card/submit', shows: (t) => t('update_card.done.title') },
  },
  {
    flow: 'port-in-request',
    scenario: 'expired-nip-port-in',
    actionLabelId: 'line.action.port_in_reinitiate',
    // Both steps are screens of the one page /manage/cancel-portin: each answer waits for its own.
    steps: {
      form: async ({ page, t }) => {
        await page.getByLabel(t('port_in_request.review.nip')).fill('4821');
        await page.getByRole('button', { name: t('port_in_request.form.continue') }).click();
      },
      review: async ({ page, t }) => {
        await page.getByRole('heading', { name: t('port_in_request.review.title') }).waitFor();
        await page.getByRole('button', { name: t('port_in_request.review.submit') }).click();
      },
    },
    // The page that follows the transfer started again.
    result: { route: '/manage/cancel-portin', shows: (t) => t('port_in_request.following.title') },
  },
  {
    flow: 'line-registry',
    scenario: 'unregistered-line',
    // Not a line action: the suspended line's registry status links to the flow.
    actionLabelId: 'line_registry.status.register',
    // Both steps are screens of the one page /manage/line-registry: each answer waits for its own.
    steps: {
      curp: async ({ page, customer, t }) => {
        await page.getByRole('textbox', { name: t('line_registry.curp.label') }).fill(customer.curp ?? '');
        await page.getByRole('button', { name: t('line_registry.curp.next') }).click();
      },
      identity: async (step) => {
        await step.page.getByRole('heading', { name: step.t('line_registry.identity.step') }).waitFor();
        await giveIdAndSelfie(step);
        await step.page.getByRole('button', { name: step.t('line_registry.identity.submit') }).click();
      },
    },
    // The page shows the registry's folio once registered.
    result: { route: '/manage/line-registry', shows: (t) => t('line_registry.done.title') },
  },
  {
    flow: 'sim-replacement',
    scenario: 'sim-replacement-eligible',
    holds: ['deliveryNeeded'],
    steps: {
      'order-request': async ({ page, t, startsWith }) => {
        await page.getByRole('radio', { name: startsWith('sim_replacement.reason.lost_or_stolen') }).check();
        await page.getByRole('radio', { name: startsWith('sim_replacement.sim_type.physical_sim') }).check();
        await page.getByRole('button', { name: t('sim_replacement.continue') }).click();
      },
      kyc: async (step) => {
        await giveIdAndSelfie(step);
        await step.page.getByRole('button', { name: step.t('sim_replacement.continue') }).click();
      },
      'delivery-details': async ({ page, t }) => {
        await page.getByRole('radio', { name: t('sim_replacement.delivery.doorstep') }).check();
        await page.getByRole('textbox', { name: t('address_details.postal_code') }).fill('06700');
        const colonia = page.getByRole('combobox', { name: t('address_details.area') });
        await expect.poll(() => colonia.isEnabled(), { timeout: 15_000 }).toBe(true);
        await colonia.selectOption({ label: 'Roma Norte' });
        await page
          .getByRole('textbox', { name: t('address_details.street'), exact: true })
          .fill('Av. Álvaro Obregón');
        await page.getByRole('textbox', { name: t('address_details.exterior_number') }).fill('130');
        // The first delivery window free, whatever the language writes its hours as.
        await page
          .locator('section', { has: page.getByRole('heading', { name: t('delivery.slot_legend') }) })
          .getByRole('radio', { disabled: false })
          .first()
          .check();
        await page.getByRole('button', { name: t('sim_replacement.continue') }).click();
      },
      'order-summary': async (step) => {
        await step.page
          .getByRole('checkbox', { name: step.t('sim_replacement.summary.accept_terms') })
          .check();
        await step.page.getByRole('button', { name: step.t('sim_replacement.summary.confirm_pay') }).click();
        await typeMailedCode(step);
      },
    },
    afterFinal: async (step) => {
      await step.page.waitForURL((url) => url.pathname === '/manage/sim-replacement-order-payment');
      await typeCard(step, '4242 4242 4242 4242');
      await step.page.getByRole('button', { name: step.startsWith('payment.pay') }).click();
    },
    result: { route: '/manage/payment-success', shows: (t) => t('sim_replacement.result.physical') },
  },
  {
    flow: 'reschedule-delivery',
    scenario: 'failed-delivery',
    link: (customer) => customer.links.rescheduleDelivery,
    steps: {
      address: async ({ page, t }) => {
        await page.getByRole('button', { name: t('reschedule_delivery.address.continue') }).click();
      },
      'review-detail': async ({ page, t, startsWith }) => {
        await page.getByRole('radio', { name: startsWith('reschedule_delivery.method.doorstep') }).check();
        await page
          .getByRole('group', { name: t('reschedule_delivery.slot.legend') })
          .getByRole('radio', { disabled: false })
          .first()
          .check();
        await page.getByRole('button', { name: startsWith('reschedule_delivery.confirm_pay') }).click();
      },
    },
    afterFinal: async (step) => {
      await step.page.waitForURL((url) => url.pathname === '/reschedule/payment');
      await typeCard(step, '4242 4242 4242 4242');
      await step.page.getByRole('button', { name: step.startsWith('payment.pay') }).click();
    },
    result: { route: '/reschedule/payment-success', shows: (t) => t('reschedule_delivery.success.title') },
  },
];

interface FileStep {
  name: string;
  route: string;
  when?: string[];
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

/** The steps of the file the walk's customer takes: every one whose `when` holds for them. */
const stepsTaken = (walk: FlowWalk) =>
  journeyOf(walk.flow).filter((step) =>
    (step.when ?? []).every((condition) => walk.holds?.includes(condition)),
  );

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

it('has a row for every service flow with a journey file', () => {
  const withJourney = SERVICE_FLOWS.filter((flow) => flow.journey !== null).map((flow) => flow.id);
  expect(WALKS.map((walk) => walk.flow).sort()).toEqual([...withJourney].sort());
});

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
    await walkFlow(page, walk, locale);
  });
});
