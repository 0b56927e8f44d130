/**
 * reCAPTCHA v3 for manage_order (the spec: its body carries `re_captcha_token`). Which site key, which
 * script and what a page may do without one are decided here; the app only loads the script and
 * asks it for a token.
 *
 * The site key: webfront settings' `recaptchaSiteKey` (the spec, the operator changes it without a
 * deploy) wins; the deploy config's is used when the settings name none. Google's script is
 * allowed by the CSP only when the deploy config names a key (scripts/deploy-csp-sources.ts), so
 * a production page loads it only then: an operator who uses reCAPTCHA sets `recaptchaSiteKey` in
 * the deploy config, whichever key the settings name. The sandbox build loads the sandbox's fake
 * script from the storefront's own origin instead, with no key needed in the deploy config.
 */
export const MANAGE_ORDER_RECAPTCHA_ACTION = 'manage_order';

export const GOOGLE_RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';
/** The sandbox's stand-in (packages/sandbox, recaptcha.handlers.ts): nothing leaves the machine. */
export const SANDBOX_RECAPTCHA_SCRIPT = '/mocks/recaptcha/api.js';

/** errorCode of a token the page could not get (no key, the script did not load or answer). */
export const RECAPTCHA_UNAVAILABLE_CODE = 'RECAPTCHA_UNAVAILABLE';

export type RecaptchaSetup = { kind: 'ready'; siteKey: string; scriptUrl: string } | { kind: 'unavailable' };

export function recaptchaSetup(input: {
  deployKey?: string | undefined;
  settingsKey?: string | undefined;
  sandbox: boolean;
}): RecaptchaSetup {
  const settingsKey = input.settingsKey?.trim() || undefined;
  const siteKey = settingsKey ?? input.deployKey;
  if (!siteKey) return { kind: 'unavailable' };
  if (input.sandbox)
    return { kind: 'ready', siteKey, scriptUrl: recaptchaScriptUrl(SANDBOX_RECAPTCHA_SCRIPT, siteKey) };
  // Without the deploy config's key the CSP blocks Google's script: asking for it would only fail.
  if (!input.deployKey) return { kind: 'unavailable' };
  return { kind: 'ready', siteKey, scriptUrl: recaptchaScriptUrl(GOOGLE_RECAPTCHA_SCRIPT, siteKey) };
}

/** v3's script URL: `render=<site key>` loads it for execute() with that key. */
function recaptchaScriptUrl(base: string, siteKey: string): string {
  return `${base}?render=${encodeURIComponent(siteKey)}`;
}

/** The failure a page reports when no token could be had: shown with its translated sentence. */
export function recaptchaUnavailable(cause?: unknown): Error & { errorCode: string } {
  return Object.assign(new Error('reCAPTCHA gave no token', { cause }), {
    errorCode: RECAPTCHA_UNAVAILABLE_CODE,
  });
}
