import { describe, expect, it } from 'vitest';
import { createScenario, phonePagePerTest, scenarioPath } from './browser';
import { purchaseStepRoute, walkPurchase } from './journey-walk';
import { freshCurp, heading } from './purchase-flow';

/**
 * A second purchase by a signed-in customer fills in what the account knows (name,
 * birth date, phone, nationality and last address), instead of twelve fields typed again. From
 * `active-esim-line`: Lucía Hernández, who bought one line (born 14 March 1992, contact phone
 * 55 1122 3344, Mexican, billed at Av. Álvaro Obregón 130, 06700), signed in by her link, buys
 * another. Only the CURP, an identity document of each order, is typed. The steps before each
 * form are walked in the order journeys/purchase.json gives.
 */
const shared = phonePagePerTest();

describe('a second purchase', () => {
  it('starts personal details and the address from what the account registered last', async () => {
    const { page } = shared.current();
    const customer = await createScenario(page, 'active-esim-line');
    await page.goto(scenarioPath(customer.links.manageOrder));
    await heading(page, 'Your line');

    await page.goto('/web/pre-checkout');
    // A physical SIM: its address step asks the whole address (an eSIM's only the postal code).
    const choices = { email: customer.email, sim: 'Physical SIM' } as const;
    await walkPurchase(page, ['personal-details'], choices);

    await heading(page, 'Personal details');
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await expect.poll(() => field('First name(s)').inputValue(), { timeout: 30_000 }).toBe('Lucía');
    expect(await field('Last name(s)').inputValue()).toBe('Hernández');
    expect(await field('Day').inputValue()).toBe('14');
    expect(await page.getByRole('combobox', { name: 'Month' }).inputValue()).toBe('3');
    expect(await field('Year').inputValue()).toBe('1992');
    expect((await field('Contact phone').inputValue()).replace(/\D/g, '')).toBe('5511223344');
    await expect.poll(() => page.getByRole('combobox', { name: 'Nationality' }).inputValue()).toBe('MX');
    expect(await field('Email').inputValue()).toBe(customer.email);

    await field('CURP').fill(freshCurp('1992-03-14', 'HEXL'));
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL((url) => url.pathname !== purchaseStepRoute('personal-details'), {
      timeout: 30_000,
    });
    await walkPurchase(page, ['address-details'], choices);
    await heading(page, 'Address details');
    expect(await page.getByRole('textbox', { name: 'ZIP code' }).first().inputValue()).toBe('06700');
    // Calle and número as the first order kept them apart, shown as the one line they were typed in.
    expect(
      await page.getByRole('textbox', { name: 'Street and number', exact: true }).first().inputValue(),
    ).toBe('Av. Álvaro Obregón 130');
    const colonia = page.getByRole('combobox', { name: 'Neighborhood (colonia)' }).first();
    await expect.poll(() => colonia.inputValue(), { timeout: 15_000 }).toBe('Roma Norte');
  });
});
