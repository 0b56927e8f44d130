import type { DeployConfig } from '../packages/core/src/config/deploy-config.ts';

/**
 * What the CSP must allow for the services the deploy config names, and nothing for those it leaves
 * out: a storefront with no tag manager configured allows no Google script at all.
 *
 * - gateway, flag service, telemetry collector: their origins in `connect-src` when they are on
 *   another origin (a path such as `/gateway/` is the storefront's own, already `'self'`);
 * - Google Tag Manager and the GA4 tags it loads: the origins Google's CSP guide for GTM lists;
 * - reCAPTCHA: its script and its challenge frame, as Google's reCAPTCHA FAQ lists them;
 * - the payment provider: its pages are framed and its forms posted to (`frame-src`, `form-action`).
 */
export interface CspSources {
  'connect-src': string[];
  'script-src': string[];
  'img-src': string[];
  'frame-src': string[];
  'form-action': string[];
}

/** What Google Tag Manager and the GA4 tags it loads need (Google's CSP guide for GTM and GA4). */
export const TAG_MANAGER_SOURCES = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
} as const;
const RECAPTCHA_SCRIPT = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAME = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/** An absolute URL's origin; a path on the storefront's own origin has none to add. */
function crossOrigin(url: string | undefined): string[] {
  return url && /^https?:\/\//i.test(url) ? [new URL(url).origin] : [];
}

const unique = (values: string[]) => [...new Set(values)];

export function cspSourcesOf(config: DeployConfig): CspSources {
  const gtm = config.gtmContainerId !== undefined;
  const recaptcha = config.recaptchaSiteKey !== undefined;
  return {
    'connect-src': unique([
      ...crossOrigin(config.gatewayUrl),
      ...crossOrigin(config.flagsUrl),
      ...crossOrigin(config.telemetryUrl),
      ...(gtm ? TAG_MANAGER_SOURCES.connect : []),
    ]),
    'script-src': unique([
      ...(gtm ? TAG_MANAGER_SOURCES.script : []),
      // The container's script from the operator's own address (server-side tagging), when set.
      ...(gtm ? crossOrigin(config.gtmScriptUrl) : []),
      ...(recaptcha ? RECAPTCHA_SCRIPT : []),
    ]),
    'img-src': gtm ? [...TAG_MANAGER_SOURCES.img] : [],
    'frame-src': unique([...config.paymentProviderOrigins, ...(recaptcha ? RECAPTCHA_FRAME : [])]),
    'form-action': [...config.paymentProviderOrigins],
  };
}
