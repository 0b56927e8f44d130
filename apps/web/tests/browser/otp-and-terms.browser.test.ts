import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { phonePagePerTest, serveTermsMode, uniqueEmail } from './browser';
import { PURCHASE_WALKERS, type PurchaseChoices, type StepWalker, walkPurchase } from './journey-walk';
import {
  activeCustomer,
  heading,
  leaveOrderSummary,
  logIn,
  readAndAcceptTerms,
  readMailbox,
  signUp,
  summaryPaysHere,
} from './purchase-flow';

/**
 * The code screen and the terms as the customer meets them: the sixth digit sends the
 * code (typed or pasted, once), a wrong code's alert says how many tries are left and hands the
 * customer back to the boxes, dropped letters are mentioned; each document is accepted once
 * (privacy at sign-up, the terms full height on the order summary), each recorded once; and
 * "Step n of m" counts the pages walked from the first step to payment.
 */
const phone = phonePagePerTest();
let context: BrowserContext;
let page: Page;
beforeEach(() => {
  ({ context, page } = phone.current());
});

/** Every code check the page sends. */
function countValidations(target: Page): { count: () => number } {
  let count = 0;
  target.on('request', (request) => {
    if (request.method() === 'POST' && /\/auth\/(signin|signup)\/validate$/.test(request.url())) count += 1;
  });
  return { count: () => count };
}

/**
 * The consent records the pages send. Playwright shows the gateway client's streamed bodies as
 * empty, so the pages' fetch reports them (as card-data.browser.test.ts does for every body).
 */
async function consentsSent(
  target: BrowserContext,
): Promise<Array<{ consentType?: string; userFlow?: string }>> {
  const sent: Array<{ consentType?: string; userFlow?: string }> = [];
  await target.exposeFunction('__sendaConsent', (text: string) => sent.push(JSON.parse(text)));
  await target.addInitScript(() => {
    const report = (window as unknown as { __sendaConsent: (text: string) => void }).__sendaConsent;
    const originalFetch = window.fetch;
    window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/user-service/v4/consents')) {
        const body =
          input instanceof Request && init?.body === undefined
            ? input.clone().text()
            : new Response(init?.body ?? null).text();
        void body.then(report);
      }
      return originalFetch.call(this, input, init);
    };
  });
  return sent;
}

/** A paste into the focused box, as the clipboard would deliver it. */
async function paste(target: Page, text: string) {
  await target.evaluate((pasted) => {
    const data = new DataTransfer();
    data.setData('text', pasted);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

const focusedBox = (target: Page) =>
  target.evaluate(() => document.activeElement?.getAttribute('aria-label'));
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** "Step n of m" as the page shows it. */
async function progress(target: Page): Promise<{ n: number; m: number }> {
  const text = await target.getByText(/^Step \d+ of \d+$/).textContent({ timeout: 30_000 });
  const [, n, m] = /^Step (\d+) of (\d+)$/.exec(text ?? '') ?? [];
  return { n: Number(n), m: Number(m) };
}

describe('the one-time code screen', () => {
  it('sends the code on the sixth digit, says the tries left, gives focus back, and sends a paste once', async () => {
    const email = uniqueEmail('autosubmit');
    await activeCustomer(page, email);
    const validations = countValidations(page);
    await page.goto('/web/login?setlocale=en-US');
    await logIn(page, email);
    await heading(page, 'Verify your account');
    const code = await readMailbox(page, `email=${encodeURIComponent(email)}`);

    // Six digits typed, no Next pressed: the code is checked, and it is wrong.
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(wrong(code));
    const alert = page.getByRole('dialog', { name: 'OTP failed' });
    await alert.waitFor();
    await alert.getByText('You have 2 more tries.').waitFor();
    expect(validations.count()).toBe(1);

    // Closing the alert puts the customer back in the (emptied) boxes.
    await alert.getByRole('button', { name: 'OK' }).click();
    await alert.waitFor({ state: 'hidden' });
    await expect.poll(() => focusedBox(page)).toBe('Digit 1 of 6');

    // Letters pasted with digits are left out, and the page says so; nothing is sent yet.
    await paste(page, `Code: ${code.slice(0, 2)}`);
    await page
      .getByText('The code is digits only: we left out the letters and symbols you pasted.')
      .waitFor();
    expect(validations.count()).toBe(1);

    // The rest pasted completes the code: it is sent once, a digit typed right after changes nothing.
    await paste(page, code.slice(2));
    await page.keyboard.type('7');
    await page.waitForURL((url) => !url.pathname.startsWith('/web/verify-otp'), { timeout: 30_000 });
    expect(validations.count()).toBe(2);
  });
});

describe('terms and progress through a purchase', () => {
  it('asks each document once, the terms full height, records each once, and counts the pages walked from plan to payment', async () => {
    const email = uniqueEmail('terms-once');
    const consents = await consentsSent(context);
    const seen: Array<{ step: string; n: number; m: number }> = [];
    // The gateway asks for the terms to be read to the end (EXPLICIT_READ): the sheet.
    await serveTermsMode(page, 'EXPLICIT_READ');

    // Every step of journeys/purchase.json, in the file's order: "Step n of m" read on arrival,
    // then the step walked; sign-up and the order summary with their own checks.
    const walkers: Record<string, StepWalker> = {
      ...PURCHASE_WALKERS,
      // Sign-up asks the privacy notice only.
      signup: async (target) => {
        await heading(target, 'Create your account');
        // Counted once the notice's box is there (on a busy machine the heading comes first).
        await target.getByRole('checkbox', { name: 'I have read and accept the privacy notice' }).waitFor();
        await expect(target.getByRole('checkbox').count()).resolves.toBe(1);
        await expect(target.getByRole('checkbox', { name: /terms and conditions/ }).count()).resolves.toBe(0);
        await signUp(target, email);
      },
      'order-summary': async (target) => {
        await heading(target, 'Order summary');
        // MANDATORY_SCROLL: the terms open over the whole phone screen, not in a box on the page.
        await target.getByRole('button', { name: 'Read the terms and conditions' }).click();
        const sheet = target.getByRole('dialog', { name: 'Terms and conditions' });
        await sheet.waitFor();
        const viewport = target.viewportSize();
        // Read until its entry animation has ended (on a busy machine it is still sliding in at first).
        await expect
          .poll(async () => Math.abs(((await sheet.boundingBox())?.height ?? 0) - (viewport?.height ?? 0)))
          .toBeLessThanOrEqual(1);
        await sheet.getByRole('button', { name: 'Close' }).click();
        await readAndAcceptTerms(target);
        await leaveOrderSummary(target);
      },
    };
    const recording = Object.fromEntries(
      Object.entries(walkers).map(([step, walk]) => [
        step,
        async (target: Page, choices: PurchaseChoices) => {
          seen.push({ step, ...(await progress(target)) });
          await walk(target, choices);
        },
      ]),
    );

    await page.goto('/web/pre-checkout?setlocale=en-US');
    // A new customer has one way to pay (a new card): the payment-method step is skipped.
    await walkPurchase(page, ['payment'], { email, sim: 'eSIM', plan: 'Senda 200' }, recording);
    // The summary takes the payment (the journey skips the payment step): its card form is open.
    await heading(page, 'Order summary');
    await summaryPaysHere(page).waitFor();
    // Counted again once the summary knows it takes the payment (the ways to pay read).
    await expect.poll(async () => (await progress(page)).m).toBe(seen.at(-1)?.n);
    const paying = await progress(page);

    // n counts the pages walked, one more per page; m never grows without a choice of the
    // customer's (it loses the payment-method and payment steps a new card makes needless), and
    // the summary that takes the payment is the last step ("m of m").
    expect(seen.map((step) => step.n)).toEqual(seen.map((_, index) => index + 1));
    for (let i = 1; i < seen.length; i++) expect(seen[i]?.m).toBeLessThanOrEqual(seen[i - 1]?.m ?? 0);
    expect(paying.n).toBe(seen.at(-1)?.n);
    expect(paying.m).toBe(paying.n);
    // The privacy notice recorded after sign-up, the terms with the order: each once.
    await expect
      .poll(() => consents.map((consent) => `${consent.consentType} ${consent.userFlow}`).sort())
      .toEqual(['PRIVACY_POLICY signup', 'TERMS_OF_USE checkout']);
  });
});
