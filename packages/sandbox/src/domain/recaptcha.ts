import { fail } from './failures.ts';

/**
 * The sandbox's stand-in for reCAPTCHA v3 (no internet in the sandbox build): webfront settings
 * name Google's documented test site key, a fake `api.js` (served at /mocks/recaptcha/api.js)
 * answers `grecaptcha.execute(siteKey, { action })` with a token bound to that key and action, and
 * the gateway checks a token as siteverify would: present, issued for this site key, for the
 * call's action. Google documents test keys, not a test token, so the token's form is ours.
 */
export const RECAPTCHA_TEST_SITE_KEY = '6LeIxAcTAAAAAJcZVRqyHh4xEd-gh9k-1EXFZ7pi';

/** The action manage_order's token must be for (core's MANAGE_ORDER_RECAPTCHA_ACTION). */
export const MANAGE_ORDER_ACTION = 'manage_order';

const TOKEN_PREFIX = 'sandbox-recaptcha';

export const recaptchaTestToken = (siteKey: string, action: string) => `${TOKEN_PREFIX}.${action}.${siteKey}`;

/** Refuses a missing token (400171) and one not issued for the test key and this action (400172). */
export function checkRecaptchaToken(token: string | undefined, action: string): void {
  if (token === undefined || token.trim() === '') fail('recaptchaRequired');
  if (token !== recaptchaTestToken(RECAPTCHA_TEST_SITE_KEY, action)) fail('recaptchaInvalid');
}

/** The fake `api.js`: the part of reCAPTCHA v3's API the storefront calls (ready, execute). */
export function fakeRecaptchaScript(): string {
  return `(() => {
  const issue = (siteKey, options) =>
    ${JSON.stringify(`${TOKEN_PREFIX}.`)} + String((options && options.action) || '') + '.' + String(siteKey);
  window.grecaptcha = {
    ready: (callback) => setTimeout(callback, 0),
    execute: (siteKey, options) => Promise.resolve(issue(siteKey, options)),
  };
})();
`;
}
