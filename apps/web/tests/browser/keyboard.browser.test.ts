import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createScenario,
  launchBrowser,
  newPhoneContext,
  scenarioPath,
  serveTermsMode,
  uniqueEmail,
} from './browser';
import { type StepWalkers, walkPurchase } from './journey-walk';
import {
  cardComplete,
  cardNumberFrame,
  freshCurp,
  heading,
  leaveOrderSummary,
  PERSON,
  readMailbox,
  securityCodeFrame,
  successOrderRef,
  TEST_CARDS,
} from './purchase-flow';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Presses Tab (never the mouse) until `target` has the focus: proves the control is in the tab
 * order and reachable, then the caller operates it with keys only.
 */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  const handle = await target.elementHandle({ timeout: 30_000 });
  if (!handle) throw new Error('no element to tab to');
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await handle.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(
    `not reachable with ${limit} Tab presses: ${await handle.evaluate((e) => e.outerHTML.slice(0, 120))}`,
  );
}

async function press(page: Page, target: Locator, key: 'Enter' | 'Space') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

async function type(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/**
 * Every purchase step done with Tab, Space, Enter and typing, by its name in journeys/purchase.json:
 * the walk follows the file, so a product team's reorder changes the order the keys are pressed
 * in, and a step added without a keyboard way through here fails with its name.
 */
const KEYBOARD_WALKERS: StepWalkers = {
  'pre-checkout': async (page) => {
    await heading(page, 'Choose your plan');
    // The plan pressed moves the step on: no Next.
    await press(page, page.getByRole('button', { name: 'Choose plan Senda 150' }), 'Enter');
  },
  'addon-selection': async (page) => {
    await heading(page, 'Add extras to your plan');
    await press(page, page.getByRole('checkbox').first(), 'Space');
    await press(page, page.getByRole('button', { name: 'Next' }), 'Enter');
  },
  signup: async (page, { email }) => {
    await heading(page, 'Create your account');
    await type(page, page.getByRole('textbox', { name: 'Email' }), email);
    await press(
      page,
      page.getByRole('checkbox', { name: 'I have read and accept the privacy notice' }),
      'Space',
    );
    await press(page, page.getByRole('button', { name: 'Next' }), 'Enter');
  },
  'verify-otp-signup': async (page, { email }) => {
    await heading(page, 'Verify your account');
    const code = await readMailbox(page, `email=${encodeURIComponent(email)}`);
    // The sixth digit sends the code.
    await type(page, page.getByRole('textbox', { name: 'Digit 1 of 6' }), code);
  },
  'connection-details': async (page) => {
    await heading(page, 'Your number and SIM');
    await press(
      page,
      page.getByRole('region', { name: 'Available numbers' }).getByRole('button').first(),
      'Enter',
    );
    // The number pressed moves the step on once it is locked: no Next.
  },
  'personal-details': async (page) => {
    await heading(page, 'Personal details');
    await type(page, page.getByRole('textbox', { name: 'First name(s)' }), 'Ana');
    await type(page, page.getByRole('textbox', { name: 'Last name(s)' }), 'López García');
    // The date of birth is day, month (chosen by name), year, in every language.
    await type(page, page.getByRole('textbox', { name: 'Day' }), '17');
    await type(page, page.getByRole('combobox', { name: 'Month' }), 'May');
    await type(page, page.getByRole('textbox', { name: 'Year' }), '1990');
    // The CURP born on that day (the line registry links the line to its holder).
    await type(page, page.getByRole('textbox', { name: 'CURP' }), freshCurp(PERSON.dob));
    // No contact phone: an eSIM with a new number has the e-mail as its contact.
    await type(page, page.getByRole('combobox', { name: 'Nationality' }), 'Mexican');
    await press(page, page.getByRole('button', { name: 'Next' }), 'Enter');
  },
  'address-details': async (page) => {
    await heading(page, 'Address details');
    await type(page, page.getByRole('textbox', { name: 'ZIP code' }).first(), '06700');
    // Nothing delivered (an eSIM): the postal code is all the step asks.
    if ((await page.getByRole('textbox', { name: 'Street and number' }).count()) === 0) {
      await page
        .getByText(/Cuauhtémoc/)
        .first()
        .waitFor({ timeout: 15_000 });
      await press(page, page.getByRole('button', { name: 'Next' }), 'Enter');
      return;
    }
    const colonia = page.getByRole('combobox', { name: 'Neighborhood (colonia)' }).first();
    await expect.poll(() => colonia.isEnabled(), { timeout: 15_000 }).toBe(true);
    await type(page, colonia, 'Roma');
    await type(
      page,
      page.getByRole('textbox', { name: 'Street and number' }).first(),
      'Av. Álvaro Obregón 130',
    );
    await press(page, page.getByRole('button', { name: 'Next' }), 'Enter');
  },
  'order-summary': async (page) => {
    await heading(page, 'Order summary');
    // The terms open full height; their accept button, after the last paragraph, ticks them.
    await press(page, page.getByRole('button', { name: 'Read the terms and conditions' }), 'Enter');
    const sheet = page.getByRole('dialog', { name: 'Terms and conditions' });
    await press(page, sheet.getByRole('button', { name: "I've read them and I accept" }), 'Enter');
    await sheet.waitFor({ state: 'hidden' });
    await expect(page.getByRole('checkbox', { name: /accept the terms/ }).isChecked()).resolves.toBe(true);
    // The summary takes the payment (one way to pay): the card form opens under the ticked terms.
    await leaveOrderSummary(page, (next) => press(page, next, 'Enter'));
  },
};

/**
 * Where the keys start on each step after the first: the new step's heading (or a field the step
 * focuses itself, the code's first box), never the main region or the document's body, from where
 * Tab and a screen reader would start over.
 */
async function focusOnTheNewStep(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body || active.id === 'main') return active?.id || 'body';
        return active.closest('#main') ? active.tagName : `outside main: ${active.tagName}`;
      }),
    )
    .toMatch(/^(H1|INPUT)$/);
}

/**
 * The keyboard walkers, each checking first where the keys start. The first step walked (whichever
 * journeys/purchase.json puts first) is opened by its address: nothing moved the focus there.
 */
function focusCheckedWalkers(): StepWalkers {
  let walked = 0;
  return Object.fromEntries(
    Object.entries(KEYBOARD_WALKERS).map(([step, walk]) => [
      step,
      async (page: Page, choices: Parameters<typeof walk>[1]) => {
        if (walked++ > 0) await focusOnTheNewStep(page);
        await walk(page, choices);
      },
    ]),
  );
}

describe('keyboard only', () => {
  // Retried once: it timed out (37.8 s) in stop 39's last whole run; purchase walks have stalled on
  // the new-number step under load before (the experiments). Cause not found.
  it('completes an eSIM purchase with Tab, Space, Enter and typing alone', { retry: 1 }, async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    const email = uniqueEmail('keyboard');
    // The terms read to the end (the gateway's EXPLICIT_READ): the sheet, by keyboard too.
    await serveTermsMode(page, 'EXPLICIT_READ');
    await page.goto('/web/pre-checkout?setlocale=en-US');
    // A new card is the only way to pay: no payment-method step (severalPaymentMethods).
    await walkPurchase(page, ['payment'], { email, sim: 'eSIM' }, focusCheckedWalkers());

    // Still the summary: the card form under the terms is reached with Tab from the accept control.
    await heading(page, 'Order summary');
    // Number, expiry, security code, in the order they are shown. Digits only for the expiry: the
    // "/" comes by itself after the month.
    await type(page, cardNumberFrame(page).locator('#number'), TEST_CARDS.approve);
    await type(page, page.getByRole('textbox', { name: 'Expiry date' }), '1230');
    await type(page, securityCodeFrame(page).locator('#code'), '123');
    await cardComplete(page);
    await press(page, page.getByRole('button', { name: /^Pay/ }), 'Enter');
    await successOrderRef(page);
    await context.close();
  });

  it("shows the app's one focus ring on a payment-choice card and on the cancellation's comment box", async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    /** The ring drawn for what Tab reached: on the card around a radio, on the field itself. */
    const ringOf = (target: Locator, around?: string) =>
      target.evaluate((element, selector) => {
        const drawn = selector ? element.closest(selector) : element;
        const style = drawn ? getComputedStyle(drawn) : null;
        const token = getComputedStyle(document.documentElement)
          .getPropertyValue('--focus-ring-width')
          .trim();
        return { style: style?.outlineStyle, width: style?.outlineWidth, token };
      }, around);
    const ring = { style: 'solid', width: '3px', token: '3px' };

    const renewal = await createScenario(page, 'grace-line');
    await page.goto(scenarioPath(renewal.links.manageOrder));
    await press(page, page.getByRole('link', { name: /^Pay your plan before/ }), 'Enter');
    // Where each way to pay was drawn: the review's page must not draw the payment's screen
    // before the address moves (the payment page then draws it again, and a slow phone's Tab or
    // choice lands on the first copy).
    await page.evaluate(() => {
      const drawnAt: string[] = [];
      Object.assign(window, { radiosDrawnAt: drawnAt });
      new MutationObserver((changes) => {
        for (const change of changes) {
          for (const node of change.addedNodes) {
            if (node instanceof Element && node.querySelector('input[type=radio]')) {
              drawnAt.push(window.location.pathname);
            }
          }
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    await press(page, page.getByRole('button', { name: 'Continue to payment' }), 'Enter');
    const card = page.getByRole('radio', { name: /A new credit or debit card/ });
    await tabTo(page, card);
    expect(await ringOf(card, 'label')).toEqual(ring);
    expect(
      await page.evaluate(() => (window as unknown as { radiosDrawnAt: string[] }).radiosDrawnAt),
    ).toEqual(['/manage/payment']);

    await context.close();

    // Another customer's link: a context of its own (a link for another account asks first).
    const other = await newPhoneContext(browser);
    const leavingPage = await other.newPage();
    const leaving = await createScenario(leavingPage, 'termination-eligible');
    await leavingPage.goto(scenarioPath(leaving.links.termination));
    // Its label is the question above it ("Anything else you'd like to tell us?").
    const comment = leavingPage.locator('main textarea');
    await tabTo(leavingPage, comment);
    expect(await ringOf(comment)).toEqual(ring);
    await other.close();
  });
});
