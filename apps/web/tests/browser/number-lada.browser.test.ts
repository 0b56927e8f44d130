import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phonePagePerTest, uniqueEmail } from './browser';
import { walkPurchase } from './journey-walk';
import { heading } from './purchase-flow';

/**
 * The new-number search has a city (lada). A new customer reaches the purchase's number
 * step (walked in the order journeys/purchase.json gives), picks Guadalajara and sees only 33
 * numbers, read 2-4-4; typing "998" is Cancún, not an error, and its numbers read 3-3-4; digits
 * after the lada match from its start. The rules are core's (new-number.rules.test.ts) and the
 * sandbox's (numbers.test.ts); this checks the page puts them together.
 */
const shared = phonePagePerTest();

const numbersShown = async (page: Page): Promise<string[]> =>
  // The list's own buttons (not "Show more numbers"); placeholders are hidden from the roles.
  (await page.getByRole('region', { name: 'Available numbers' }).getByRole('listitem').allTextContents()).map(
    (text) => text.trim(),
  );

/** Waits until every number shown (at least one) reads as `pattern`; returns them. */
async function listReads(page: Page, pattern: RegExp): Promise<string[]> {
  let shown: string[] = [];
  await expect
    .poll(
      async () => {
        shown = await numbersShown(page);
        return shown.length > 0 && shown.every((number) => pattern.test(number));
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return shown;
}

describe('the new-number search by city (lada)', () => {
  it('Guadalajara picked shows only 33 numbers; "998" typed is Cancún, searched after the lada', async () => {
    const { page } = shared.current();
    await page.goto('/web/pre-checkout?setlocale=en-US');
    await walkPurchase(page, ['connection-details'], { email: uniqueEmail('lada'), sim: 'eSIM' });
    await heading(page, 'Your number and SIM');

    const city = page.getByRole('combobox', { name: 'City (area code)' });
    // Nothing says where this new customer lives: Mexico City.
    await expect.poll(() => city.inputValue()).toBe('55');
    await listReads(page, /^55 \d{4} \d{4}$/);

    await city.selectOption({ label: 'Guadalajara (33)' });
    const guadalajara = await listReads(page, /^33 \d{4} \d{4}$/);
    expect(guadalajara).toHaveLength(6);

    const search = page.getByRole('textbox', { name: 'Digits after the area code' });
    await search.fill('998');
    await page.getByRole('button', { name: 'Search' }).click();
    await listReads(page, /^998 \d{3} \d{4}$/);
    await expect.poll(() => city.inputValue()).toBe('998');
    await expect(page.getByText(/Enter 4 to 10 digits/).count()).resolves.toBe(0);

    // The digits after the lada, matched from its start.
    await search.fill('9982');
    await page.getByRole('button', { name: 'Search' }).click();
    await listReads(page, /^998 2\d{2} \d{4}$/);

    // One digit is neither a lada nor 4 to 10: said in words, the city kept.
    await search.fill('2');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Enter 4 to 10 digits, or just an area code (like 33 or 998).').waitFor();
    await expect(city.inputValue()).resolves.toBe('998');
  });
});
