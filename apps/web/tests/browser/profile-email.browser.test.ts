import { describe, expect, it } from 'vitest';
import {
  createScenario,
  gatewayUrl,
  latestOtp,
  newPhoneContext,
  phonePagePerTest,
  uniqueEmail,
} from './browser';
import { heading, logIn, verifyOtp } from './purchase-flow';

/**
 * Browser test 1: a customer changes their e-mail on /profile/email with the code the
 * sandbox mailbox got at the NEW address, logs out, and logs in with the new address. It is
 * the whole chain: the CURRENT address approves first (the scenario's session is an e-mailed
 * link's, never a fresh log-in), the old address gets the notice, and the customer's session on
 * another device ends. Core's unit tests check the machine's every refusal (profile-email.test.ts,
 * step-up.test.ts), the sandbox's the gateway's (profile-email.test.ts, step-up.test.ts).
 */
const { current } = phonePagePerTest();

describe('/profile/email', () => {
  it('the current address approves → the new address’s code → the old address is told, the other device logged out → log in with the new address', async () => {
    const { browser, page } = current();
    const customer = await createScenario(page, 'active-esim-line');
    const address = uniqueEmail('lucia.nueva');
    // The same customer logged in by code on another device: a session of its own.
    const otherDevice = await newPhoneContext(browser);
    const other = await otherDevice.newPage();
    await other.goto('/web/login?setlocale=en-US');
    await logIn(other, customer.email);
    await verifyOtp(other, customer.email);
    await other.waitForURL((url) => url.pathname.startsWith('/manage/') || url.pathname === '/orderlist', {
      timeout: 30_000,
    });

    await page.goto(`/profile?auth_token=${customer.accessToken}&setlocale=en-US`);
    await heading(page, 'My account');
    await page.getByRole('link', { name: /^Email Change the address/ }).click();
    await heading(page, 'Change your email');
    await page.getByText(`Your email now: ${customer.email}`).waitFor();

    await page.getByRole('textbox', { name: 'New email' }).fill(address);
    await page.getByRole('button', { name: 'Send code' }).click();
    // The current address approves first: its code, the address masked.
    await heading(page, "Confirm it's you");
    const masked = `${customer.email[0]}••••@${customer.email.split('@')[1]}`;
    await page.getByText(`We sent a 6-digit code to ${masked}`, { exact: false }).waitFor();
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(await latestOtp(page, customer.email));
    await heading(page, 'Enter the code');
    await page.getByText(`We sent a 6-digit code to ${address}.`, { exact: false }).waitFor();
    // A reload keeps the step: the same code is still the one to type.
    await page.reload();
    await heading(page, 'Enter the code');
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(await latestOtp(page, address));
    await heading(page, 'Your email changed');
    await page.getByText(`From now on you log in with ${address}`, { exact: false }).waitFor();

    // The old address is told what changed, when, and how to report it, in the page's language.
    const notice = (await (
      await page.request.get(
        `${gatewayUrl()}/mocks/mailbox/latest?email=${encodeURIComponent(customer.email)}`,
      )
    ).json()) as { subject: string; body: string };
    expect(notice.subject).toBe('Senda: your account e-mail was changed');
    expect(notice.body).toContain(`from ${customer.email} to ${address[0]}••••@`);
    expect(notice.body).toContain('(Mexico City time)');
    // The other device's session ended: its next page is the log-in.
    await other.goto('/profile?setlocale=en-US');
    // The session's end goes /web/login?redirect=… → /web/login?reset=true → /web/login: waited to
    // its end, since closing the context mid-way hung past the test's 90 s in about one run of three.
    await other.waitForURL((url) => url.pathname === '/web/login' && url.search === '', { timeout: 30_000 });
    await heading(other, 'Log in');
    await otherDevice.close();

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

  it('an address another account uses is answered as a free one: the code step, and its owner is told', async () => {
    const { page } = current();
    const other = await createScenario(page, 'active-esim-line');
    const customer = await createScenario(page, 'active-esim-line');
    await page.goto(`/profile/email?auth_token=${customer.accessToken}&setlocale=en-US`);
    await heading(page, 'Change your email');
    await page.getByRole('textbox', { name: 'New email' }).fill(other.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await heading(page, "Confirm it's you");
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(await latestOtp(page, customer.email));
    // Nothing on the page says whose address it is (it was "Another account already uses this
    // e-mail", for any address, as often as asked); the address's owner reads it, with no code.
    await page.getByText(`We sent a 6-digit code to ${other.email}.`, { exact: false }).waitFor();
    const latest = await page.request.get(
      `${gatewayUrl()}/mocks/mailbox/latest?email=${encodeURIComponent(other.email)}`,
    );
    const mail = (await latest.json()) as { subject?: string; code?: string };
    expect(mail.subject).toBe('Senda: this address already has an account');
    expect(mail.code).toBeUndefined();
  });
});
