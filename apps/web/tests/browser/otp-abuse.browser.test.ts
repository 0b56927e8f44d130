import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { gatewayUrl, phonePagePerTest, uniqueEmail } from './browser';
import { activeCustomer, heading, logIn, readMailbox, verifyOtp } from './purchase-flow';

/**
 * One-time codes against guessing, at the guesser's cost and never the owner's: wrong codes end
 * the code, not the account; code requests are limited per device, address and e-mail, and what
 * someone else asks never slows the owner's own phone; an unknown e-mail is answered like a known one.
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
  it('wrong codes end the code, never the account: after three, log in again and the next code works', async () => {
    const email = uniqueEmail('guessed');
    await activeCustomer(page, email);
    await page.goto('/web/login?setlocale=en-US');

    // First log-in: three wrong codes. The code stops working; the log-in page says so, e-mail kept.
    await logIn(page, email);
    await heading(page, 'Verify your account');
    for (let i = 0; i < 2; i++) {
      await enterWrongCode(page, email);
      await closeIncorrectAlert(page);
    }
    await enterWrongCode(page, email);
    await heading(page, 'Log in');
    await page.getByText('This code stopped working after too many incorrect attempts.').first().waitFor();
    await expect(page.getByRole('textbox', { name: 'Email' }).inputValue()).resolves.toBe(email);

    // Second log-in at once: two more wrong codes (five in all used to lock the e-mail for 15
    // minutes), then the right one signs the customer in.
    await page.getByRole('button', { name: 'Next' }).click();
    await heading(page, 'Verify your account');
    for (let i = 0; i < 2; i++) {
      await enterWrongCode(page, email);
      await closeIncorrectAlert(page);
    }
    await verifyOtp(page, email);
    await page.waitForURL(
      (url) => !url.pathname.startsWith('/web/verify-otp') && url.pathname !== '/web/login',
    );
  });

  it("others asking codes for the e-mail don't keep its owner out: the one who asks waits, the owner logs in at once", async () => {
    const email = uniqueEmail('flooded');
    await activeCustomer(page, email);
    // The owner logs in on this phone (it becomes the e-mail's known device), then logs out.
    await page.goto('/web/login?setlocale=en-US');
    await logIn(page, email);
    await verifyOtp(page, email);
    await page.waitForURL((url) => !url.pathname.startsWith('/web/verify-otp'));
    await page.getByRole('button', { name: 'Log out' }).first().click();
    await page.waitForURL((url) => url.pathname === '/web/login');

    // Someone else asks for codes for it from one device (four sign-ins used to keep the
    // owner out for ten minutes): that device has five mails to this inbox, then waits the window.
    const askFrom = (deviceId: string) =>
      page.request.post(`${gatewayUrl()}/gateway/user-service/v4/auth/signin`, {
        headers: { 'X-DeviceId': deviceId },
        data: { identifier: email, channel: 'web', 'external-auth-id': 'someone-else' },
      });
    for (let i = 0; i < 5; i++) expect((await askFrom('1737000000000R999990')).status()).toBe(200);
    const refused = await askFrom('1737000000000R999990');
    expect(refused.status()).toBe(422);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(500);

    // The owner, on their own phone, is not slowed by it: a code at once, and in.
    await page.goto('/web/login?setlocale=en-US');
    await logIn(page, email);
    await verifyOtp(page, email);
    await page.waitForURL((url) => !url.pathname.startsWith('/web/verify-otp'));
  });

  it('a flood of sign-ins for the e-mail: a phone never used with it waits seconds, counted down, then logs in', async () => {
    const email = uniqueEmail('challenged');
    await activeCustomer(page, email);
    // Twenty-nine code requests from six other devices: with the sign-up's, the e-mail's thirty for
    // ten minutes (a new phone of the owner's used to be refused for all ten, renewable).
    for (let i = 0; i < 29; i++) {
      const asked = await page.request.post(`${gatewayUrl()}/gateway/user-service/v4/auth/signin`, {
        headers: { 'X-DeviceId': `${email}-${Math.floor(i / 5)}` },
        data: { identifier: email, channel: 'web', 'external-auth-id': 'someone-else' },
      });
      expect(asked.status()).toBe(200);
    }
    await page.clock.install();
    await page.goto('/web/login?setlocale=en-US');
    await logIn(page, email);
    await page.getByText('For your security, you can ask for a new one in 00:02.').waitFor();
    // The wait passes on both clocks; the page says so, and Next asks again.
    expect(
      (await page.request.post(`${gatewayUrl()}/mocks/clock`, { data: { advanceByMs: 2_000 } })).status(),
    ).toBe(200);
    await page.clock.fastForward(2_000);
    await page.getByText('You can ask for your code now: press Next.').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await verifyOtp(page, email);
    await page.waitForURL((url) => !url.pathname.startsWith('/web/verify-otp'));
  });

  it('an expired code: the code page says it expired, the e-mail still shown for a new code', async () => {
    const email = uniqueEmail('expired');
    await activeCustomer(page, email);
    await page.goto('/web/login?setlocale=en-US');
    await logIn(page, email);
    await heading(page, 'Verify your account');
    const code = await readMailbox(page, `email=${encodeURIComponent(email)}`);
    // The sandbox's codes live 120 s; its clock moves on instead of the test waiting.
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
      await expect.poll(() => resend.getAttribute('aria-disabled'), { timeout: 10_000 }).toBe('false');
    };
    // Each resend's answer is awaited before the clock jumps again: a jump while the request is
    // under way would fire the client's own request timeout (the page's timers are the clock's),
    // and the aborted resend would not count (seen once in CI on a loaded machine).
    const resendAnswered = () =>
      page.waitForResponse((response) => response.url().includes('/auth/signin/resend'));
    const newCountdown = page.getByText(/You can request a new code in/);
    for (let i = 0; i < 3; i++) {
      await resendOpen();
      const answered = resendAnswered();
      // Dispatched: under the installed clock the page's animation frames do not run, so
      // Playwright's "stable" wait would never end.
      await resend.dispatchEvent('click');
      expect((await answered).status()).toBe(200);
      // A new code, a new countdown: the wait until a resend opens is shown again. Not the link's
      // aria-disabled: it is already "true" while the request is under way, and the answer arrives
      // here before the page has read it, so the next jump could land before the page starts the
      // new code's countdown, which would then start after the jump and keep the link closed.
      await newCountdown.waitFor();
      expect(await resend.getAttribute('aria-disabled')).toBe('true');
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
