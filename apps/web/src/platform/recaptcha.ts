import { type RecaptchaSetup, recaptchaUnavailable } from '@senda/core/orders';

/** The part of reCAPTCHA v3's API the storefront calls (Google's and the sandbox's alike). */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** How long the script gets to load and answer before the page says the check could not load. */
const RECAPTCHA_TIMEOUT_MS = 15_000;

const loading = new WeakMap<Window, Promise<Grecaptcha>>();

/**
 * The script, added to the page the first time a token is asked for: only the page that sends
 * one (manage_order) loads it. A script that fails to load is tried again on the next ask.
 */
function loadScript(win: Window, scriptUrl: string): Promise<Grecaptcha> {
  const known = loading.get(win);
  if (known) return known;
  const promise = new Promise<Grecaptcha>((resolve, reject) => {
    const script = win.document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => {
      const api = win.grecaptcha;
      if (api) api.ready(() => resolve(api));
      else reject(recaptchaUnavailable());
    };
    script.onerror = () => {
      script.remove();
      reject(recaptchaUnavailable());
    };
    win.document.head.append(script);
  });
  loading.set(win, promise);
  promise.catch(() => loading.delete(win));
  return promise;
}

/** A fresh reCAPTCHA v3 token for `action`, or the translated "could not load" failure. */
export async function recaptchaToken(win: Window, setup: RecaptchaSetup, action: string): Promise<string> {
  if (setup.kind === 'unavailable') throw recaptchaUnavailable();
  let timer: number | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = win.setTimeout(() => reject(recaptchaUnavailable()), RECAPTCHA_TIMEOUT_MS);
  });
  try {
    const api = await Promise.race([loadScript(win, setup.scriptUrl), timeout]);
    const token = await Promise.race([api.execute(setup.siteKey, { action }), timeout]);
    if (typeof token !== 'string' || token === '') throw recaptchaUnavailable();
    return token;
  } catch (error) {
    throw (error as { errorCode?: unknown })?.errorCode ? error : recaptchaUnavailable(error);
  } finally {
    win.clearTimeout(timer);
  }
}
