import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addFault, clearFaults, phonePagePerTest, uniqueEmail } from './browser';
import { PURCHASE_WALKERS, purchaseStepRoute, type StepWalkers, walkPurchase } from './journey-walk';
import {
  chooseNewNumber,
  fillDateOfBirth,
  freshCurp,
  heading,
  MORNING_WINDOW,
  PERSON,
} from './purchase-flow';

/**
 * What the customer typed or picked on a purchase step and has not submitted yet
 * survives a reload (and a reload while requests fail), and the step's submit makes it the step's
 * data. Each check reloads halfway through a form.
 */

const phone = phonePagePerTest();
let page: Page;
beforeEach(() => {
  ({ page } = phone.current());
});
afterEach(async () => {
  await clearFaults(page);
});

/** Reload and wait for the same step to come back. */
async function reloadOn(title: string) {
  await page.reload();
  await heading(page, title);
}

/**
 * The drafts as stored, to check what is (and is not) kept: in the tab's sessionStorage, under
 * the same key (personal-data-storage.ts); localStorage keeps none of them.
 */
async function storedDrafts(): Promise<Record<string, unknown>> {
  const [local, tab] = await page.evaluate(() => [
    window.localStorage.getItem('senda.stepDrafts'),
    window.sessionStorage.getItem('senda.stepDrafts'),
  ]);
  expect(local === null ? undefined : (JSON.parse(local) as { state?: unknown }).state).toBeUndefined();
  // The tab's parts are kept by their path in the stored value: the drafts are its whole state.
  const parts = tab === null ? {} : (JSON.parse(tab) as { parts: Record<string, unknown> }).parts;
  return (parts['["state"]'] as Record<string, unknown> | undefined) ?? {};
}

/** The number step's page, as journeys/purchase.json names it. */
const NUMBER_STEP = purchaseStepRoute('connection-details');

const textbox = (name: string) => page.getByRole('textbox', { name, exact: true }).first();

describe('input typed but not submitted survives a reload', () => {
  it('keeps the chosen number (also under faults), personal details, the address and the eKYC ID type', async () => {
    // The sandbox never asks for eKYC (Mexican prepaid): this customer's specification does.
    await page.route('**/ekyc-service/v1/specifications', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { result: Record<string, unknown> };
      await route.fulfill({ response, json: { ...body, result: { ...body.result, required: true } } });
    });
    const email = uniqueEmail('typed');
    // Each step checked wherever journeys/purchase.json puts it; the walk does the others.
    const walkers: StepWalkers = {
      ...PURCHASE_WALKERS,
      'connection-details': async () => {
        // Connection details: a number is locked (the step moves on with it, to whichever step
        // journeys/purchase.json puts next), the customer comes back to it, then the page is
        // reloaded before Next.
        await heading(page, 'Your number and SIM');
        const numbers = page.getByRole('region', { name: 'Available numbers' });
        const first = numbers.getByRole('button').first();
        const number = ((await first.textContent()) ?? '').trim();
        await first.click();
        await page.waitForURL((url) => url.pathname !== NUMBER_STEP, { timeout: 30_000 });
        await page.getByRole('button', { name: 'Back' }).click();
        await heading(page, 'Your number and SIM');
        const reserved = page.getByText(`${number} is reserved for you for`);
        await reserved.waitFor();
        await reloadOn('Your number and SIM');
        await reserved.waitFor();
        // Now the number lists fail for good, and the customer reloads again.
        await addFault(page, { kind: 'server_error', route: 'numberCategories' });
        await addFault(page, { kind: 'server_error', route: 'searchNumbers' });
        await reloadOn('Your number and SIM');
        await reserved.waitFor();
        await page.getByRole('button', { name: 'Next' }).click();
        // The reserved number is the step's data: it moves on, never "Choose a number".
        await page.waitForURL((url) => url.pathname !== NUMBER_STEP, { timeout: 30_000 });
        await expect(page.getByText('Choose a number to continue.').count()).resolves.toBe(0);
        await clearFaults(page);
      },
      'personal-details': async () => {
        // Personal details: halfway through, reload.
        await heading(page, 'Personal details');
        await textbox('First name(s)').fill(PERSON.first);
        await textbox('Last name(s)').fill('Ló');
        await fillDateOfBirth(page, PERSON.dob);
        await reloadOn('Personal details');
        await expect(textbox('First name(s)').inputValue()).resolves.toBe(PERSON.first);
        await expect(textbox('Last name(s)').inputValue()).resolves.toBe('Ló');
        await expect(
          Promise.all([
            textbox('Day').inputValue(),
            page.getByRole('combobox', { name: 'Month' }).inputValue(),
            textbox('Year').inputValue(),
          ]),
        ).resolves.toEqual(['17', '5', '1990']);
        await textbox('Last name(s)').fill(PERSON.last);
        await textbox('Contact phone').fill(PERSON.phone);
        await page.getByRole('combobox', { name: 'Nationality' }).selectOption({ label: 'Mexican' });
        // A CURP born on another day (18 May) puts its own date in; a date typed over it that
        // differs is refused: the step says so, keeps everything, and a reload too.
        const otherDay = 'LOXA900518MDFPXN08';
        await textbox('CURP').fill(otherDay);
        await expect.poll(() => textbox('Day').inputValue()).toBe('18');
        await textbox('Day').fill('17');
        await page.getByRole('button', { name: 'Next' }).click();
        await page.getByText('The date of birth in your CURP (May 18, 1990) does not match').waitFor();
        await expect(textbox('First name(s)').inputValue()).resolves.toBe(PERSON.first);
        await reloadOn('Personal details');
        await expect(textbox('CURP').inputValue()).resolves.toBe(otherDay);
        await expect(textbox('Contact phone').inputValue()).resolves.toBe(PERSON.phone);
        await textbox('CURP').fill(freshCurp(PERSON.dob));
        await page.getByRole('button', { name: 'Next' }).click();
      },
      'address-details': async () => {
        // Address: the postal code and the street typed, the rest not yet; reload.
        await heading(page, 'Address details');
        // The submitted step's draft is gone: its values are the step's data now.
        expect(Object.keys(await storedDrafts()).some((key) => key.endsWith('/personal-details'))).toBe(
          false,
        );
        await textbox('ZIP code').fill('06700');
        await textbox('Street and number').fill('Av. Álvaro Obregón');
        await reloadOn('Address details');
        await expect(textbox('ZIP code').inputValue()).resolves.toBe('06700');
        await expect(textbox('Street and number').inputValue()).resolves.toBe('Av. Álvaro Obregón');
        const colonia = page.getByRole('combobox', { name: 'Neighborhood (colonia)' }).first();
        await expect.poll(() => colonia.isEnabled(), { timeout: 15_000 }).toBe(true);
        await colonia.selectOption({ label: 'Roma Norte' });
        const pickedColonia = await colonia.inputValue();
        // The number typed at the end of the line.
        await textbox('Street and number').fill('Av. Álvaro Obregón 130');
        await reloadOn('Address details');
        // The colonias come back with the postal code's lookup; the one picked is still the one.
        await expect.poll(() => colonia.inputValue(), { timeout: 15_000 }).toBe(pickedColonia);
        await expect(textbox('Street and number').inputValue()).resolves.toBe('Av. Álvaro Obregón 130');
        await page.getByRole('button', { name: 'Next' }).click();
      },
    };
    await page.goto('/web/pre-checkout?setlocale=en-US');
    // A physical SIM: its address step asks the street (an eSIM's only the postal code).
    await walkPurchase(page, ['manual-ekyc'], { email, sim: 'Physical SIM', plan: 'Senda 300' }, walkers);

    // eKYC: the ID type picked, then a reload before the files are added.
    await heading(page, 'Identity verification');
    const idType = page.getByRole('combobox', { name: 'ID type' });
    await idType.selectOption({ label: 'Mexican passport' });
    const chosen = await idType.inputValue();
    expect(chosen).not.toBe('');
    await reloadOn('Identity verification');
    await expect(page.getByRole('combobox', { name: 'ID type' }).inputValue()).resolves.toBe(chosen);

    // Nothing card-like is ever among the drafts.
    expect(JSON.stringify(await storedDrafts())).not.toMatch(/card|cvv|cvc|security/i);
  });

  it('keeps the transfer being typed (not the NIP) and the delivery method and slot', async () => {
    const email = uniqueEmail('typed-psim');
    const walkers: StepWalkers = {
      ...PURCHASE_WALKERS,
      'connection-details': async () => {
        await heading(page, 'Your number and SIM');
        await page.getByRole('radio', { name: 'Transfer my number' }).check();
        const operator = page.getByRole('combobox', { name: 'Current operator' });
        await operator.selectOption({ index: 1 });
        const chosenOperator = await operator.inputValue();
        await textbox('Number to transfer').fill('3312345678');
        await textbox('Portability NIP').fill('7788');
        await reloadOn('Your number and SIM');
        await expect(page.getByRole('radio', { name: 'Transfer my number' }).isChecked()).resolves.toBe(true);
        await expect.poll(() => operator.inputValue(), { timeout: 15_000 }).toBe(chosenOperator);
        await expect(textbox('Number to transfer').inputValue()).resolves.toMatch(
          /^33\s?1234\s?5678$|^3312345678$/,
        );
        // The NIP is a secret: typed again, never kept.
        await expect(textbox('Portability NIP').inputValue()).resolves.toBe('');
        expect(JSON.stringify(await storedDrafts())).not.toContain('7788');

        await page.getByRole('radio', { name: 'New number' }).check();
        await chooseNewNumber(page);
      },
      delivery: async () => {
        await heading(page, 'Delivery');
        await page.getByRole('radio', { name: 'Home delivery' }).check();
        const slot = page.getByRole('radio', { name: MORNING_WINDOW }).first();
        await slot.check();
        await reloadOn('Delivery');
        await expect(page.getByRole('radio', { name: 'Home delivery' }).isChecked()).resolves.toBe(true);
        await expect.poll(() => slot.isChecked(), { timeout: 15_000 }).toBe(true);
        await page.getByRole('button', { name: 'Next' }).click();
      },
    };
    await page.goto('/web/pre-checkout?setlocale=en-US');
    await walkPurchase(page, ['order-summary'], { email, sim: 'Physical SIM', plan: 'Senda 300' }, walkers);
    await heading(page, 'Order summary');
  });
});
