import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { gatewayUrl, phonePagePerTest, uniqueEmail } from './browser';
import { activeCustomer, heading, logIn, readMailbox } from './purchase-flow';

/**
 * One-time codes against guessing (issue 13): wrong codes count per e-mail, over new log-ins, and
 * the lock-out says so on the log-in page with the e-mail kept; an unknown e-mail is answered like
 * a known one.
 */
const phone = phonePagePerTest();
let page: Page;
beforeEach(() => {
  ({ page } = phone.current());
});

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Types a wrong code on the verification screen and closes the "OTP failed" alert. */
async function enterWrongCode(page: Page, email: string) {
  const code = wrong(await readMailbox(page, `email=${encodeURIComponent(email)}`));
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  // The sixth digit sends it.
  await page.keyboard.type(code);
}

async function closeIncorrectAlert(page: Page) {
  const alert = page.getByRole('dialog', { name: 'OTP failed' });
  await alert.waitFor();
  await alert.getByRole('button', { name: 'OK' }).click();
  await alert.waitFor({ state: 'hidden' });
}

describe('one-time codes against guessing', () => {
  it('locks the e-mail after five wrong codes over two log-ins: the log-in page says to wait, e-mail kept', async () => {
    const email = uniqueEmail('locked');
    await activeCustomer(page, email);
    await page.goto('/web/login?setlocale=en-US');

    // First log-in: two wrong codes, then back for a new code (this used to reset the count).
    await logIn(page, email);
    await heading(page, 'Verify your account');
    for (let i = 0; i < 2; i++) {
      await enterWrongCode(page, email);
      await closeIncorrectAlert(page);
    }
    await page.getByRole('button', { name: 'Back' }).click();

    // Second log-in: two more are refused as wrong, the fifth locks the e-mail.
    await logIn(page, email);
    await heading(page, 'Verify your account');
    for (let i = 0; i < 2; i++) {
      await enterWrongCode(page, email);
      await closeIncorrectAlert(page);
    }
    await enterWrongCode(page, email);

    const locked = "You've tried to log in too many times. Wait a few minutes and try again.";
    await heading(page, 'Log in');
    await page.getByText(locked).first().waitFor();
    await expect(page.getByRole('textbox', { name: 'Email' }).inputValue()).resolves.toBe(email);

    // Asking for a new code while locked is refused on the page, the e-mail still there.
    await page.getByRole('button', { name: 'Next' }).click();
    // On the page itself (the notification from the way back may still be up beside it).
    await page.locator('#main').getByRole('alert').filter({ hasText: locked }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/web/login');
    await expect(page.getByRole('textbox', { name: 'Email' }).inputValue()).resolves.toBe(email);
  });

  it('an expired code: the code page says it expired, the e-mail still shown for a new code', async () => {
    const email = uniqueEmail('expired');
    await activeCustomer(page, email);
    await page.goto('/web/login?setlocale=en-US');
    await logIn(page, email);
    await heading(page, 'Verify your account');
    const code = await readMailbox(page, `email=${encodeURIComponent(email)}`);
    // The sandbox's codes live 120 s (§8); its clock moves on instead of the test waiting.
    const moved = await page.request.post(`${gatewayUrl()}/mocks/clock`, { data: { advanceByMs: 121_000 } });
    expect(moved.status()).toBe(200);
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(code);
    await page
      .getByText(/Your verification code has expired/)
      .first()
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/web/verify-otp/login');
    await expect(page.getByText(`Enter 6 digit verification code sent to ${email}`).count()).resolves.toBe(1);
  });

  it('resends are limited: the fourth is refused with its message, the e-mail still shown', async () => {
    const email = uniqueEmail('resend');
    await activeCustomer(page, email);
    // The resend link opens 60 s into the code's 120 s; the page's clock jumps instead of waiting.
    await page.clock.install();
    await page.goto('/web/login?setlocale=en-US');
    await logIn(page, email);
    await heading(page, 'Verify your account');
    const resend = page.getByRole('button', { name: 'Resend code' });
    const resendOpen = async () => {
      await page.clock.fastForward(61_000);
      await expect.poll(() => resend.getAttribute('aria-disabled')).toBe('false');
    };
    // Each resend's answer is awaited before the clock jumps again: a jump while the request is
    // under way would fire the client's own request timeout (the page's timers are the clock's),
    // and the aborted resend would not count (seen once in CI on a loaded machine).
    const resendAnswered = () =>
      page.waitForResponse((response) => response.url().includes('/auth/signin/resend'));
    for (let i = 0; i < 3; i++) {
      await resendOpen();
      const answered = resendAnswered();
      // Dispatched: under the installed clock the page's animation frames do not run, so
      // Playwright's "stable" wait would never end.
      await resend.dispatchEvent('click');
      expect((await answered).status()).toBe(200);
      // A new code, a new countdown: the link closes again.
      await expect.poll(() => resend.getAttribute('aria-disabled')).toBe('true');
    }
    await resendOpen();
    const refused = resendAnswered();
    await resend.dispatchEvent('click');
    expect((await refused).status()).toBe(422);
    await page
      .getByText(/You've requested too many codes/)
      .first()
      .waitFor();
    await expect(page.getByText(`Enter 6 digit verification code sent to ${email}`).count()).resolves.toBe(1);
  });

  it('answers an e-mail with no account like any other: the code screen, and a mail saying to sign up', async () => {
    const email = uniqueEmail('nobody');
    await page.goto('/web/login?setlocale=en-US');
    await logIn(page, email);
    await heading(page, 'Verify your account');
    await page.getByText('No account with this e-mail yet?', { exact: false }).waitFor();
    const mails = await page.request.get(`${gatewayUrl()}/mocks/mailbox?email=${encodeURIComponent(email)}`);
    const { messages } = (await mails.json()) as { messages: { code?: string; body: string }[] };
    expect(messages).toHaveLength(1);
    expect(messages[0]?.code).toBeUndefined();
    expect(messages[0]?.body).toContain('sign up with this address instead');
  });
});
