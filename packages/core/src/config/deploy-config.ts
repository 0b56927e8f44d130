import * as v from 'valibot';
import type { Company } from './company.ts';

/**
 * What differs between the operator's environments, set when the storefront is deployed, never
 * when it is built: one JSON file, validated here by the deploy script (scripts/configure-deploy.ts)
 * and again by the app at start-up, which shows a translated error page instead of a blank one when
 * it is junk. The deploy script inlines it into every HTML page of the build, so the boot script can
 * send the first gateway reads at byte zero and nothing waits on another round trip.
 *
 * Every feature that talks to one of the operator's services (analytics, flags, telemetry) reads
 * its address here; a service left out is a feature that stays off.
 */

/** The id of the `<script type="application/json">` element the config is inlined in. */
export const DEPLOY_CONFIG_ELEMENT_ID = 'senda-config';

const ABSOLUTE_HTTP = /^https?:\/\/[^/?#\s]+/i;

/**
 * An address the browser calls: an absolute http(s) URL, or a path on the storefront's own origin
 * (`/gateway/`, proxied by nginx). `//host` is refused: it reads as a path but leaves the origin.
 */
const endpointUrl = (what: string) =>
  v.pipe(
    v.string(`${what} must be a string`),
    v.trim(),
    v.nonEmpty(`${what} must not be empty`),
    v.check(
      (value) =>
        (ABSOLUTE_HTTP.test(value) && URL.canParse(value)) ||
        (value.startsWith('/') && !value.startsWith('//') && !/\s/.test(value)),
      `${what} must be an http(s) URL or a path starting with /`,
    ),
  );

/** An origin only (`https://pay.example.com`), as the CSP and the frames' messages compare it. */
const origin = v.pipe(
  v.string('a payment provider origin must be a string'),
  v.trim(),
  v.check(
    (value) => ABSOLUTE_HTTP.test(value) && URL.canParse(value) && new URL(value).origin === value,
    'a payment provider origin is scheme://host[:port], with no path or trailing slash',
  ),
);

const KNOWN_SETTINGS =
  'the known ones: gatewayUrl, gtmContainerId, gtmScriptUrl, flagsUrl, telemetryUrl, recaptchaSiteKey, paymentProviderOrigins, company';

/**
 * The company's details are checked here only as an object: their fields are checked by the deploy
 * script (checkDeployConfigText, deploy-config-check.ts) and again where they are shown (the
 * footer's lazily loaded lines, company.ts), so the first load does not carry their rules.
 */
const companyObject = v.custom<Company>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  'company must be an object',
);

export const DeployConfigSchema = v.strictObject(
  {
    /** The operator's gateway, as the browser calls it: `/gateway/` when nginx proxies it. */
    gatewayUrl: endpointUrl('gatewayUrl'),
    /** Google Tag Manager container; without it no tag manager script loads. */
    gtmContainerId: v.optional(
      v.pipe(
        v.string('gtmContainerId must be a string'),
        v.trim(),
        v.regex(/^GTM-[A-Z0-9]{4,12}$/, 'gtmContainerId looks like GTM-XXXXXXX'),
      ),
    ),
    /**
     * Where the tag manager's script is loaded from, `?id=<container>` added: Google's gtm.js when
     * left out; a first-party address when the operator serves GTM from its own domain (server-side
     * tagging), or the sandbox's fake container.
     */
    gtmScriptUrl: v.optional(endpointUrl('gtmScriptUrl')),
    /** The feature-flag service's OFREP base URL; without it every flag keeps its default. */
    flagsUrl: v.optional(endpointUrl('flagsUrl')),
    /** The OpenTelemetry collector's OTLP/HTTP base URL; without it nothing is sent. */
    telemetryUrl: v.optional(endpointUrl('telemetryUrl')),
    /** reCAPTCHA site key (public by design). */
    recaptchaSiteKey: v.optional(
      v.pipe(
        v.string('recaptchaSiteKey must be a string'),
        v.trim(),
        v.regex(/^[A-Za-z0-9_-]{20,64}$/, 'recaptchaSiteKey is 20 to 64 letters, digits, - or _'),
      ),
    ),
    /** Origins of the payment provider's hosted fields and 3-D Secure pages the checkout frames. */
    paymentProviderOrigins: v.array(origin, 'paymentProviderOrigins must be a list of origins'),
    /** The company's legal details and contact channels; without them the footer names neither. */
    company: v.optional(companyObject),
  },
  (issue) => {
    if (issue.expected === 'never') return `unknown setting (${KNOWN_SETTINGS})`;
    if (issue.path?.length) return 'required, missing';
    return 'the deploy config must be a JSON object';
  },
);

export type DeployConfig = v.InferOutput<typeof DeployConfigSchema>;

export type DeployConfigResult =
  | { ok: true; config: DeployConfig }
  /** Each problem as `setting: what is wrong`, for the deploy script's output and the error page. */
  | { ok: false; problems: string[] };

/** Checks a parsed JSON value; never throws. */
export function parseDeployConfig(input: unknown): DeployConfigResult {
  // A JSON array passes as an object (its keys are the missing ones): it is no config at all.
  if (Array.isArray(input)) return { ok: false, problems: ['the deploy config must be a JSON object'] };
  const result = v.safeParse(DeployConfigSchema, input);
  if (result.success) return { ok: true, config: result.output };
  return {
    ok: false,
    problems: result.issues.map((issue) => {
      const path = v.getDotPath(issue);
      return path ? `${path}: ${issue.message}` : issue.message;
    }),
  };
}

/** Reads the config from the JSON text of the file or of the page's element; never throws. */
export function parseDeployConfigText(text: string | null | undefined): DeployConfigResult {
  if (text == null || !text.trim()) return { ok: false, problems: ['no deploy config was found'] };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      problems: [`not valid JSON (${error instanceof Error ? error.message : String(error)})`],
    };
  }
  return parseDeployConfig(json);
}
