import { describe, expect, it } from 'vitest';
import { createScenario, latestOtp, phonePagePerTest, uniqueEmail } from './browser';
import { heading, logIn, verifyOtp } from './purchase-flow';

/**
 * Issue 32, browser test 1: a customer changes their e-mail on /profile/email with the code the
 * sandbox mailbox got at the NEW address, logs out, and logs in with the new address. Core's unit
 * tests check the machine's every refusal (profile-email.test.ts), the sandbox's the gateway's.
 */
const { current } = phonePagePerTest();

describe('/profile/email', () => {
  it('change e-mail with the code → log out → log in with the new address', async () => {
    const { page } = current();
    const customer = await createScenario(page, 'active-esim-line');
    const address = uniqueEmail('lucia.nueva');
    await page.goto(`/profile?auth_token=${customer.accessToken}&setlocale=en-US`);
    await heading(page, 'My account');
    await page.getByRole('link', { name: /^Email Change the address/ }).click();
    await heading(page, 'Change your email');
    await page.getByText(`Your email now: ${customer.email}`).waitFor();

    await page.getByRole('textbox', { name: 'New email' }).fill(address);
    await page.getByRole('button', { name: 'Send code' }).click();
    await heading(page, 'Enter the code');
    await page.getByText(`We sent a 6-digit code to ${address}.`, { exact: false }).waitFor();
    // A reload keeps the step: the same code is still the one to type.
    await page.reload();
    await heading(page, 'Enter the code');
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(await latestOtp(page, address));
    await heading(page, 'Your email changed');
    await page.getByText(`From now on you log in with ${address}`, { exact: false }).waitFor();

    await page.getByRole('link', { name: 'Back to my account' }).click();
    await heading(page, 'My account');
    await page.getByText(address).first().waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/web/login');

    await logIn(page, address);
    await verifyOtp(page, address);
    await page.waitForURL((url) => url.pathname.startsWith('/manage/') || url.pathname === '/orderlist', {
      timeout: 30_000,
    });
    await page.goto('/profile?setlocale=en-US');
    await heading(page, 'My account');
    await page.getByText(address).first().waitFor();
    expect(await page.getByText(customer.email).count()).toBe(0);
  });

  it('an address another account uses gets a clear message, the address kept', async () => {
    const { page } = current();
    const other = await createScenario(page, 'active-esim-line');
    const customer = await createScenario(page, 'active-esim-line');
    await page.goto(`/profile/email?auth_token=${customer.accessToken}&setlocale=en-US`);
    await heading(page, 'Change your email');
    const field = page.getByRole('textbox', { name: 'New email' });
    await field.fill(other.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('Another account already uses this e-mail.', { exact: false }).waitFor();
    expect(await field.inputValue()).toBe(other.email);
    await heading(page, 'Change your email');
  });
});
