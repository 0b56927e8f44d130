import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gatewayUrl, phonePagePerTest, uniqueEmail } from './browser';
import { PURCHASE_WALKERS, type StepWalkers, walkPurchase } from './journey-walk';

/**
 * "Step n of m" counts the pages the customer walks. A new customer walks an eSIM purchase with a
 * new number from the first page to payment, in the order journeys/purchase.json gives, reading the
 * counter on every page: n grows by exactly one per page, m never grows (no choice here adds a
 * step), and payment is "m of m". Before, the summary's "8 of 10" was followed by "10 of 10": the
 * payment-method step a new card makes needless was counted though never shown.
 */
const shared = phonePagePerTest();

async function counter(page: Page): Promise<{ current: number; total: number } | null> {
  const text = page.getByText(/^Step \d+ of \d+$/).first();
  await text.waitFor({ timeout: 30_000 });
  const match = /^Step (\d+) of (\d+)$/.exec((await text.textContent())?.trim() ?? '');
  return match ? { current: Number(match[1]), total: Number(match[2]) } : null;
}

describe('Step n of m through a purchase', () => {
  it('counts one more per page walked, m never grows, and ends on m of m', async () => {
    const { page } = shared.current();
    const email = uniqueEmail('steps');
    const seen: string[] = [];
    // Each step's page is read once its own heading is shown (the counter above it is then its).
    let shownHeading = '';
    const read = async (name: string) => {
      await page.waitForFunction(
        (before) => {
          const shown = document.querySelector('h1')?.textContent?.trim();
          return Boolean(shown) && shown !== before;
        },
        shownHeading,
        { timeout: 30_000 },
      );
      shownHeading = (await page.locator('h1').first().textContent())?.trim() ?? '';
      const value = await counter(page);
      seen.push(`${name} ${value?.current} of ${value?.total}`);
    };
    const reading: StepWalkers = Object.fromEntries(
      Object.entries(PURCHASE_WALKERS).map(([step, walk]) => [
        step,
        async (...args: Parameters<typeof walk>) => {
          await read(step);
          await walk(...args);
        },
      ]),
    );

    await page.goto('/web/pre-checkout?setlocale=en-US');
    await walkPurchase(page, ['payment'], { email }, reading);
    // The summary takes the payment (one way to pay): once it knows so, it is the last step.
    await expect
      .poll(async () => {
        const value = await counter(page);
        return value ? value.total - value.current : null;
      })
      .toBe(0);

    const totals = seen.map((entry) => Number(entry.split(' of ')[1]));
    const currents = seen.map((entry) => Number(entry.split(' ').at(-3)));
    expect(currents, seen.join(', ')).toEqual(seen.map((_, index) => index + 1));
    for (let i = 1; i < totals.length; i++)
      expect(totals[i], seen.join(', ')).toBeLessThanOrEqual(totals[i - 1] ?? 0);
    expect(await counter(page), seen.join(', ')).toEqual({
      current: currents.at(-1),
      total: currents.at(-1),
    });
  });

  /**
   * A journey published from the editor's export (`POST /mocks/journeys/purchase`, the call its
   * export shows) is what the storefront's next page load walks: personal details before the
   * number, counted in that order. Withdrawn after, so the worker's next files walk the shipped one.
   */
  it('follows a journey published to the sandbox from the next page load', async () => {
    const { page } = shared.current();
    await page.goto('/web/pre-checkout?setlocale=en-US');
    await counter(page);
    const shipped = JSON.parse(
      readFileSync(fileURLToPath(new URL('../../../../journeys/purchase.json', import.meta.url)), 'utf8'),
    ) as { revision: number; onboarding: { steps: { name: string }[] } };
    const steps = shipped.onboarding.steps;
    const personal = steps.findIndex((step) => step.name === 'personal-details');
    const number = steps.findIndex((step) => step.name === 'connection-details');
    const moved = steps.filter((_, index) => index !== personal);
    moved.splice(number, 0, steps[personal] as { name: string });
    const edited = {
      ...shipped,
      revision: shipped.revision + 1,
      onboarding: { ...shipped.onboarding, steps: moved },
    };
    const published = await page.request.post(`${gatewayUrl()}/mocks/journeys/purchase`, { data: edited });
    expect(published.status()).toBe(200);
    try {
      await page.reload();
      const seen: { step: string; current: number | undefined }[] = [];
      const reading: StepWalkers = Object.fromEntries(
        Object.entries(PURCHASE_WALKERS).map(([step, walk]) => [
          step,
          async (...args: Parameters<typeof walk>) => {
            // The page's own counter, once it is no longer the page before's.
            const before = seen.at(-1)?.current;
            await expect
              .poll(async () => (await counter(page))?.current, { timeout: 30_000 })
              .not.toBe(before);
            seen.push({ step, current: (await counter(page))?.current });
            await walk(...args);
          },
        ]),
      );
      await walkPurchase(page, ['order-summary'], { email: uniqueEmail('published') }, reading);
      const walked = seen.map((entry) => `${entry.step} ${entry.current}`).join(', ');
      const names = seen.map((entry) => entry.step);
      expect(names.indexOf('connection-details'), walked).toBe(names.indexOf('personal-details') + 1);
      expect(
        seen.map((entry) => entry.current),
        walked,
      ).toEqual(seen.map((_, index) => index + 1));
    } finally {
      await page.request.delete(`${gatewayUrl()}/mocks/journeys/purchase`);
    }
  });
});
