import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import {
  acceptOrderSummary,
  chooseDoorstepDelivery,
  chooseNewNumber,
  choosePlan,
  fillAddress,
  fillPersonalDetails,
  heading,
  signUp,
  skipAddons,
  summaryPaysHere,
  transferNumber,
  verifyOtp,
  whatIsShown,
} from './purchase-flow';

/**
 * The purchase walked in whatever order journeys/purchase.json gives: the page's address says
 * which step the app shows, and the customer does what that step asks. A product team that moves
 * or removes a step in the file changes the walk with it; a step with no way to walk it here
 * fails with its name.
 */
interface FileStep {
  name: string;
  route: string;
}

const PURCHASE_JSON = fileURLToPath(new URL('../../../../journeys/purchase.json', import.meta.url));

function purchaseSteps(): FileStep[] {
  const file = JSON.parse(readFileSync(PURCHASE_JSON, 'utf8')) as { onboarding: { steps: FileStep[] } };
  return file.onboarding.steps;
}

/** What the customer chooses on the way; each step's helper takes what it needs. */
export interface PurchaseChoices {
  email: string;
  sim?: 'eSIM' | 'Physical SIM';
  plan?: string;
  /** Ticks "Add extras to my plan", so the extras' screen is walked too. */
  extras?: boolean;
  /** A number to bring from another operator; a new number otherwise. */
  transfer?: { number: string; nip: string };
}

export type StepWalker = (page: Page, choices: PurchaseChoices) => Promise<unknown>;
export type StepWalkers = Readonly<Record<string, StepWalker>>;

/**
 * How a customer gets past each step with the mouse. A test that does more on some steps passes
 * `{ ...PURCHASE_WALKERS, step: itsOwn }`; one that must do every step its own way (the keyboard
 * walk) passes only its own, and a step it has no way through fails with the step's name.
 */
export const PURCHASE_WALKERS: StepWalkers = {
  'pre-checkout': (page, choices) =>
    choosePlan(page, {
      sim: choices.sim ?? 'eSIM',
      plan: choices.plan ?? 'Senda 200',
      ...(choices.extras ? { extras: true } : {}),
    }),
  'addon-selection': (page) => skipAddons(page),
  signup: (page, choices) => signUp(page, choices.email),
  'verify-otp-signup': (page, choices) => verifyOtp(page, choices.email),
  'connection-details': (page, choices) =>
    choices.transfer ? transferNumber(page, choices.transfer) : chooseNewNumber(page),
  'personal-details': (page) => fillPersonalDetails(page),
  'address-details': (page) => fillAddress(page),
  delivery: (page) => chooseDoorstepDelivery(page),
  'order-summary': (page) => acceptOrderSummary(page),
  'payment-method-selector': async (page) => {
    await heading(page, 'Payment method');
    await page.getByRole('button', { name: 'Next' }).click();
  },
};

/** The journey step the page shows now, by its route; waits while the address is not a step's. */
async function currentStep(page: Page, steps: FileStep[]): Promise<string> {
  const byRoute = (url: URL) => steps.find((step) => step.route === url.pathname);
  await page.waitForURL((url) => byRoute(url) !== undefined, { timeout: 30_000 });
  const step = byRoute(new URL(page.url()));
  if (!step) throw new Error(`not on a journey step: ${page.url()}`);
  return step.name;
}

/**
 * From the step the page is on, does what each step asks until one of `until` is shown; returns
 * the steps walked, in order. The payment counts as shown when the order summary opened its own
 * card form (the journey skips the payment step when the summary takes the payment).
 */
export async function walkPurchase(
  page: Page,
  until: readonly string[],
  choices: PurchaseChoices,
  walkers: StepWalkers = PURCHASE_WALKERS,
) {
  const steps = purchaseSteps();
  const walked: string[] = [];
  for (let move = 0; move <= steps.length; move++) {
    const step = await currentStep(page, steps);
    if (until.includes(step)) return walked;
    const walker = walkers[step];
    if (!walker) throw new Error(`the walk has no way through step "${step}" (after ${walked.join(' > ')})`);
    if (walked.at(-1) === step) throw new Error(`step "${step}" did not move on`);
    walked.push(step);
    const route = steps.find((entry) => entry.name === step)?.route;
    await walker(page, choices);
    if (step === 'order-summary' && until.includes('payment') && (await summaryPaysHere(page).count()) > 0) {
      return walked;
    }
    await page
      .waitForURL((url) => url.pathname !== route, { timeout: 30_000 })
      .catch(async (error: Error) => {
        throw new Error(
          `step "${step}" did not move on within 30 s (walked: ${walked.join(' > ')}); ${await whatIsShown(page)}`,
          { cause: error },
        );
      });
  }
  throw new Error(`no end of the walk after ${walked.join(' > ')}`);
}

/** A step's route in purchase.json; a name the file does not have fails with it. */
export function purchaseStepRoute(name: string): string {
  const route = purchaseSteps().find((step) => step.name === name)?.route;
  if (!route) throw new Error(`purchase.json has no step "${name}"`);
  return route;
}

/** The steps of purchase.json in file order, for tests that compare a walk with the file. */
export const purchaseStepNames = () => purchaseSteps().map((step) => step.name);
