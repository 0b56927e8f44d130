import { plausiblePng, type ScenarioName } from '@senda/sandbox';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { latestOtp, type ScenarioCustomer } from './browser';
import { cardComplete, cardNumberFrame, securityCodeFrame } from './purchase-flow';

/**
 * A row of the service flows' walk table and the steps' shared answers: each flow's row is its own
 * `walks/<flow>.walk.ts` (flow-walks.ts finds them, service-flow-walk.browser.test.ts walks them).
 */

/** The words of a message in the page's language, its `{placeholders}` filled from `values`. */
export type Words = (id: string, values?: Readonly<Record<string, string | number>>) => string;
/** A message's words up to its first placeholder, as the start of an accessible name. */
export type Starts = (id: string) => RegExp;

export interface StepContext {
  page: Page;
  customer: ScenarioCustomer;
  t: Words;
  startsWith: Starts;
}
export type StepAnswer = (step: StepContext) => Promise<void>;

export interface FlowWalk {
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
export async function typeMailedCode({ page, customer, t }: StepContext) {
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
export async function typeCard({ page, t }: StepContext, card: string) {
  await cardNumberFrame(page).locator('#number').fill(card);
  await page.getByRole('textbox', { name: t('payment.card.expiry') }).fill('12/30');
  await securityCodeFrame(page).locator('#code').fill('739');
  await cardComplete(page);
}

/** A photo the identity check takes (a real 240×240 PNG, made in code). */
export const PHOTO = { name: 'ine.png', mimeType: 'image/png', buffer: Buffer.from(plausiblePng()) };

/** The purchase's identity fields (a line's too): an INE photo and a selfie, given once they show. */
export async function giveIdAndSelfie({ page, t }: StepContext) {
  await page
    .getByLabel(t('manual_ekyc.document_type'))
    .selectOption({ label: t('manual_ekyc.document.ine') });
  await page.getByLabel(t('manual_ekyc.document_file')).setInputFiles(PHOTO);
  await page.getByLabel(t('steps.upload_an_image')).setInputFiles({ ...PHOTO, name: 'selfie.png' });
  await page.getByText(t('manual_ekyc.file_chosen', { name: PHOTO.name })).waitFor();
}

/** A flow's row of the walk table: the default export of its `walks/<flow>.walk.ts`. */
export const defineFlowWalk = (walk: FlowWalk): FlowWalk => walk;
