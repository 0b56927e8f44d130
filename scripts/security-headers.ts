import { createHash } from 'node:crypto';

/**
 * The storefront's security headers (OWASP ASVS 5.0, 3.4), written once: the Node server of
 * `npm start` and the tests sends them, and `scripts/nginx-config.ts` writes the same ones into the
 * production nginx configuration.
 *
 * - Scripts: only the app's own files and the inline boot script of index.html, by its hash (it
 *   changes with every build, so the hash is read from the built page, never typed in). The one
 *   third party is the operator's Google Tag Manager, and only where a container is configured
 *   (`tagManager`): its script, and the GA4 collection it sends to (Google's CSP guide for GTM and
 *   GA4). Still no `'unsafe-inline'`: a tag manager "Custom HTML" tag does not run, by design.
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
  /** A Google Tag Manager container is configured: its script and GA4's collection are allowed. */
  tagManager?: boolean;
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

/** `'sha256-…'` of every inline `<script>` (one without `src`) in the page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/.test(attributes)) continue;
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

/** What Google Tag Manager and the GA4 tags it loads need (Google's CSP guide). */
export const TAG_MANAGER_SOURCES = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
} as const;

export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  const tags = options.tagManager === true;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...inlineScriptHashes(options.indexHtml),
      ...(tags ? TAG_MANAGER_SOURCES.script : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for the inline favicon and the QR code image; blob: for the eKYC photo previews.
    'img-src': ["'self'", 'data:', 'blob:', ...(tags ? TAG_MANAGER_SOURCES.img : [])],
    'font-src': ["'self'"],
    'connect-src': [
      "'self'",
      ...(options.connectOrigins ?? []),
      ...(tags ? TAG_MANAGER_SOURCES.connect : []),
    ],
    'frame-src': [...options.paymentProviderOrigins],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'", ...options.paymentProviderOrigins],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => (values.length ? `${name} ${values.join(' ')}` : `${name} 'none'`))
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
