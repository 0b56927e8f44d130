import { createHash } from 'node:crypto';
import type { DeployConfig } from '../packages/core/src/config/deploy-config.ts';
import { cspSourcesOf } from './deploy-csp-sources.ts';

/**
 * The storefront's security headers (OWASP ASVS 5.0, 3.4), written once: the Node server of
 * `npm start` and the tests sends them, and `scripts/nginx-config.ts` writes the same ones into the
 * production nginx configuration.
 *
 * - Scripts: only the app's own files and the inline boot script of index.html, by its hash (it
 *   changes with every build, so the hash is read from the built page, never typed in). A
 *   third-party script or address only for a service the deploy config names (the tag manager,
 *   reCAPTCHA, a gateway, flag service or collector on another origin: deploy-csp-sources.ts);
 *   with none configured, nothing else gets a `script-src` or `connect-src` entry.
 * - Styles: the app's files and `'unsafe-inline'`. The first-load CSS is inlined in index.html and
 *   React writes `style` properties; style injection cannot run script, and hashing every inline
 *   block would tie the CSP to the CSS bundling for no real gain. Scripts get no such allowance.
 * - Frames: only the payment provider's hosted fields and 3-D Secure pages (`frame-src`).
 * - Being framed: never (`frame-ancestors 'none'`, X-Frame-Options DENY for old browsers), on the
 *   web and in the operator's app alike. The Android and iOS apps load the storefront as the
 *   webview's top-level page, not in a frame, so the webview needs no ancestor; a page that frames
 *   the storefront can only be an attacker's (clickjacking the Pay button).
 * - Camera: the app itself only, for the eKYC selfie and document photos; every other powerful
 *   feature is off.
 */
export interface SecurityHeaderOptions {
  /** index.html as built: its inline scripts are allowed by hash. */
  indexHtml: string;
  /** Origins of the payment provider's pages the checkout frames. */
  paymentProviderOrigins: readonly string[];
  /** Gateway origins other than the storefront's own (none when /gateway/ is proxied). */
  connectOrigins?: readonly string[];
  /**
   * The operator's deploy config (core's DeployConfigSchema): the services it names add their
   * origins to the directives they need (deploy-csp-sources.ts), its payment provider's included.
   */
  deployConfig?: DeployConfig;
  /**
   * The page's Referrer-Policy when it is not the usual one: `TOKEN_PAGE_REFERRER_POLICY` for a page
   * opened with a login token (nginx passes a variable that its map sets).
   */
  referrerPolicy?: string;
}

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/**
 * A page opened with `auth_token` in its address would send it, in `Referer`, with every request
 * made before the boot script removes it (the scripts, the first gateway reads, a frame): such a
 * page sends no referrer at all, so no request can carry the token to an access log.
 */
export const TOKEN_PAGE_REFERRER_POLICY = 'no-referrer';

/**
 * `'sha256-…'` of every inline `<script>` (one without `src`) in the page. A JSON script (the
 * deploy config) is data the browser never runs: it needs no hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/.test(attributes) || /\btype\s*=\s*"application\/json"/i.test(attributes)) continue;
    const digest = createHash('sha256')
      .update(match[2] ?? '', 'utf8')
      .digest('base64');
    hashes.push(`'sha256-${digest}'`);
  }
  return [...new Set(hashes)];
}

const POWERFUL_FEATURES_OFF = [
  'accelerometer',
  'autoplay',
  'bluetooth',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  const services = options.deployConfig ? cspSourcesOf(options.deployConfig) : undefined;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes(options.indexHtml), ...(services?.['script-src'] ?? [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for the inline favicon and the QR code image; blob: for the eKYC photo previews.
    'img-src': ["'self'", 'data:', 'blob:', ...(services?.['img-src'] ?? [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(options.connectOrigins ?? []), ...(services?.['connect-src'] ?? [])],
    'frame-src': [...options.paymentProviderOrigins, ...(services?.['frame-src'] ?? [])],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'", ...options.paymentProviderOrigins, ...(services?.['form-action'] ?? [])],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, rawValues]) => [name, [...new Set(rawValues)]] as const)
    .map(([name, values]) => (values.length ? `${name} ${values.join(' ')}` : `${name} 'none'`))
    .join('; ');
}

/**
 * The review room's policy (the Storybook `npm run build:review` makes, served beside the storefront
 * under its own path): what Storybook's manager and preview need and nothing more. Scripts are its
 * own files and the inline scripts of its pages (index.html, iframe.html), by hash, read from the
 * build; styles inline too (Storybook's UI writes its styles at run time); its frames are its own
 * (the manager shows each story in iframe.html, the review room a story per language) and it may
 * be framed only by itself; its sandbox gateway answers in its own service worker, so it connects
 * to nothing but its origin. Nothing from another origin.
 */
export function reviewRoomContentSecurityPolicy(pagesHtml: readonly string[]): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...new Set(pagesHtml.flatMap(inlineScriptHashes))],
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for Storybook's inline icons and the stories' QR codes; blob: for eKYC photo previews.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Headers for the app's HTML pages (index.html and the SPA fallback). */
export function documentSecurityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'permissions-policy': ['camera=(self)', ...POWERFUL_FEATURES_OFF.map((feature) => `${feature}=()`)].join(
      ', ',
    ),
    ...commonSecurityHeaders(),
    ...(options.referrerPolicy ? { 'referrer-policy': options.referrerPolicy } : {}),
  };
}

/** Headers for every answer of the storefront's origin (scripts, styles, images, pages). */
export function commonSecurityHeaders(): Record<string, string> {
  return {
    'referrer-policy': REFERRER_POLICY,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
}
