import { composeCurp } from '@senda/core/validation';
import { describe, expect, it } from 'vitest';
import { createScenario, phonePagePerTest } from './browser';
import { walkPurchase } from './journey-walk';
import { heading, ordersOf } from './purchase-flow';

/**
 * Mexico's line registry, as a customer meets it on personal details: a CURP born on
 * another day than the date of birth gets its message and nothing typed is lost; a CURP that
 * already has the registry's 10 lines (`curp-line-limit`) is refused there, before the summary
 * and payment, and no order is made. `checkCurp`'s rules, the limit's rule and the sandbox's count
 * are unit-tested in core and the sandbox; this checks the page asks and says so.
 */
const { current } = phonePagePerTest();

describe('the line registry at purchase', () => {
  it('a CURP born on another day, then one with 10 lines already: told on personal details, nothing lost', async () => {
    const { page } = current();
    const customer = await createScenario(page, 'curp-line-limit');
    const curp = customer.curp ?? '';
    expect(curp).toHaveLength(18);
    // Signed in by her link on the home page (a purchase step takes no link token), then buying.
    await page.goto(`/?auth_token=${customer.accessToken}&setlocale=en-US`);
    await page.getByRole('link', { name: 'My account' }).first().waitFor();
    await page.goto('/web/pre-checkout?setlocale=en-US');
    await walkPurchase(page, ['personal-details'], { email: customer.email, sim: 'eSIM' });
    await heading(page, 'Personal details');
    const textbox = (name: string) => page.getByRole('textbox', { name });

    // The profile filled her name and date of birth (14 March 1992); a CURP of the 15th.
    await expect.poll(() => textbox('Day').inputValue()).toBe('14');
    const otherDay = composeCurp({
      letters: curp.slice(0, 4),
      birthDate: '1992-03-15',
      sex: 'M',
      state: 'DF',
      consonants: curp.slice(13, 16),
      differentiator: curp.charAt(16),
    });
    // The CURP puts its own date in; her date typed back over it differs from the CURP's.
    await textbox('CURP').fill(otherDay);
    await expect.poll(() => textbox('Day').inputValue()).toBe('15');
    await textbox('Day').fill('14');
    await textbox('Last name(s)').fill('Hernández Ruiz');
    const nationality = page.getByRole('combobox', { name: 'Nationality' });
    if ((await nationality.inputValue()) === '') await nationality.selectOption({ label: 'Mexican' });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('The date of birth in your CURP (Mar 15, 1992) does not match').waitFor();
    await expect(textbox('CURP').inputValue()).resolves.toBe(otherDay);
    await expect(textbox('Last name(s)').inputValue()).resolves.toBe('Hernández Ruiz');

    // Her own CURP: valid and born on her date, but its 10 lines are the registry's limit.
    await textbox('CURP').fill(curp.toLowerCase());
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('This CURP already has 10 lines').waitFor();
    await heading(page, 'Personal details');
    expect(new URL(page.url()).pathname).toBe('/web/personal-details');
    await expect(textbox('Last name(s)').inputValue()).resolves.toBe('Hernández Ruiz');
    // Nothing was ordered: her account's one paid order and no other.
    expect(await ordersOf(page)).toHaveLength(1);
  });
});
