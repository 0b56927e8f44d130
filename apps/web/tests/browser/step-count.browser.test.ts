import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phonePagePerTest, uniqueEmail } from './browser';
import {
  acceptOrderSummary,
  chooseNewNumber,
  choosePlan,
  fillAddress,
  fillPersonalDetails,
  heading,
  signUp,
  skipAddons,
  verifyOtp,
} from './purchase-flow';

/**
 * Issue 28: "Step n of m" does not change m without a choice of the customer's. A new customer
 * walks an eSIM purchase with a new number from the first page to payment, reading the counter on
 * every page: m stays the same and n grows by one (it may skip a step the journey passes by,
 * never go back). Before, m went 10 → 9 when the journey learnt at the summary that a new card is
 * the only way to pay (its payment-method step dropped out of the count).
 */
const shared = phonePagePerTest();

async function counter(page: Page): Promise<{ current: number; total: number } | null> {
  const text = page.getByText(/^Step \d+ of \d+$/).first();
  await text.waitFor({ timeout: 30_000 });
  const match = /^Step (\d+) of (\d+)$/.exec((await text.textContent())?.trim() ?? '');
  return match ? { current: Number(match[1]), total: Number(match[2]) } : null;
}

describe('Step n of m through a purchase', () => {
  it('keeps m from the first page to payment; n only grows', async () => {
    const { page } = shared.current();
    const email = uniqueEmail('steps');
    const seen: string[] = [];
    const read = async (name: string) => {
      const value = await counter(page);
      seen.push(`${name} ${value?.current} of ${value?.total}`);
    };

    await page.goto('/web/pre-checkout?setlocale=en-US');
    await heading(page, 'Choose your plan');
    await read('plan');
    await choosePlan(page, { sim: 'eSIM', plan: 'Senda 200' });
    await heading(page, 'Add extras to your plan');
    await read('extras');
    await skipAddons(page);
    await heading(page, 'Create your account');
    await read('sign-up');
    await signUp(page, email);
    await heading(page, 'Verify your account');
    await read('code');
    await verifyOtp(page, email);
    await heading(page, 'Your number and SIM');
    await read('number');
    await chooseNewNumber(page);
    await heading(page, 'Personal details');
    await read('personal');
    await fillPersonalDetails(page);
    await heading(page, 'Address details');
    await read('address');
    await fillAddress(page);
    await heading(page, 'Order summary');
    await read('summary');
    await acceptOrderSummary(page);
    await heading(page, /^Payment( method)?$/);
    await read('payment');

    const totals = new Set(seen.map((entry) => entry.split(' of ')[1]));
    expect([...totals], seen.join(', ')).toHaveLength(1);
    const currents = seen.map((entry) => Number(entry.split(' ').at(-3)));
    for (let i = 1; i < currents.length; i++)
      expect(currents[i], seen.join(', ')).toBeGreaterThan(currents[i - 1] ?? 0);
    expect(currents.at(-1)).toBe(Number([...totals][0]));
  });
});
