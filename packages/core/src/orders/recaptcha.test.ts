import { describe, expect, it } from 'vitest';
import { errorMessageId } from '../i18n/error-messages.ts';
import { RECAPTCHA_UNAVAILABLE_CODE, recaptchaSetup, recaptchaUnavailable } from './recaptcha.ts';

const SETTINGS_KEY = '6LeIxAcTAAAAAJcZVRqyHh4xEd-gh9k-1EXFZ7pi';
const DEPLOY_KEY = '6LcDeployConfigKeyOfTheStorefront0000000';

describe('reCAPTCHA setup for manage_order', () => {
  it("webfront settings' key wins over the deploy config's; Google's script in production", () => {
    expect(recaptchaSetup({ deployKey: DEPLOY_KEY, settingsKey: SETTINGS_KEY, sandbox: false })).toEqual({
      kind: 'ready',
      siteKey: SETTINGS_KEY,
      scriptUrl: `https://www.google.com/recaptcha/api.js?render=${SETTINGS_KEY}`,
    });
    expect(recaptchaSetup({ deployKey: DEPLOY_KEY, settingsKey: ' ', sandbox: false })).toMatchObject({
      siteKey: DEPLOY_KEY,
    });
  });

  it("production without the deploy config's key has none (the CSP would block Google's script)", () => {
    expect(recaptchaSetup({ settingsKey: SETTINGS_KEY, sandbox: false })).toEqual({ kind: 'unavailable' });
    expect(recaptchaSetup({ sandbox: false })).toEqual({ kind: 'unavailable' });
  });

  it("the sandbox build loads the sandbox's own script with the settings' key", () => {
    expect(recaptchaSetup({ settingsKey: SETTINGS_KEY, sandbox: true })).toEqual({
      kind: 'ready',
      siteKey: SETTINGS_KEY,
      scriptUrl: `/mocks/recaptcha/api.js?render=${SETTINGS_KEY}`,
    });
    expect(recaptchaSetup({ sandbox: true })).toEqual({ kind: 'unavailable' });
  });

  it('every refusal has its own translated sentence', () => {
    expect(errorMessageId(recaptchaUnavailable())).toBe('errors.recaptcha.unavailable');
    expect(recaptchaUnavailable().errorCode).toBe(RECAPTCHA_UNAVAILABLE_CODE);
    expect(errorMessageId({ errorId: 400171, errorCode: 'RECAPTCHA_REQUIRED', status: 400 })).toBe(
      'errors.recaptcha.required',
    );
    expect(errorMessageId({ errorId: 400172, errorCode: 'RECAPTCHA_INVALID', status: 400 })).toBe(
      'errors.recaptcha.invalid',
    );
  });
});
