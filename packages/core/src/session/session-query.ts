import * as v from 'valibot';
import { CHANNELS, MARKETPLACE_CHANNEL, SUPPORTED_LOCALES } from '../config/constants.ts';
import { normalizeLocale } from '../i18n/locale-resolution.ts';
import { DeviceIdSchema, TransactionIdSchema } from '../stores/session-facts.store.ts';

/**
 * The query parameters the session reads on entry ("Route guards and session entry", the spec
 * "Session"). Every parameter goes through its schema and falls back to "absent" on junk, so
 * a crafted URL can change nothing but what a valid value would have changed, and never throws.
 */

/**
 * One value per parameter. A parameter repeated with the same value is that value; repeated with
 * different values it is ambiguous, and ambiguity reads as absent rather than as a guess.
 */
const SingleValue = v.pipe(
  v.array(v.string()),
  v.check((values) => values.length > 0 && values.every((value) => value === values[0])),
  v.transform((values) => values[0] ?? ''),
);

const param = <TSchema extends v.GenericSchema<string, unknown>>(schema: TSchema) =>
  v.fallback(v.optional(v.pipe(SingleValue, schema)), undefined);

const text = (maxLength: number) => v.pipe(v.string(), v.maxLength(maxLength), v.trim());

/** `?webview`, `webview=true` or `=1` switch a mode on; `=false` or `=0` off; anything else is junk. */
const ModeFlag = v.pipe(
  text(8),
  v.toLowerCase(),
  v.picklist(['', 'true', '1', 'false', '0']),
  v.transform((value) => value === '' || value === 'true' || value === '1'),
);

/** `true` or `false`, case-insensitive ("equal to true"). */
const TrueFalse = v.pipe(
  text(8),
  v.toLowerCase(),
  v.picklist(['true', 'false']),
  v.transform((value) => value === 'true'),
);

/**
 * JWT characters only, so nothing but a token-shaped string is ever compared or stored (index.html's
 * early reads send a link's token only when it matches too).
 */
export const AUTH_TOKEN_PATTERN = /^[A-Za-z0-9._~+/=-]+$/;
const AuthToken = v.pipe(text(8192), v.regex(AUTH_TOKEN_PATTERN));

/** Lower-cased; the marketplace channel is ignored, and so is anything but web or retail. */
const ChannelParam = v.pipe(
  text(32),
  v.toLowerCase(),
  v.check((channel) => channel !== MARKETPLACE_CHANNEL),
  v.picklist(CHANNELS),
);

const LocaleParam = v.pipe(
  text(35),
  v.transform((tag) => normalizeLocale(tag) ?? ''),
  v.picklist(SUPPORTED_LOCALES),
);

export const SessionQuerySchema = v.object({
  webview: param(ModeFlag),
  native: param(ModeFlag),
  esim_compatible: param(TrueFalse),
  'esim-compatible': param(TrueFalse),
  device_id: param(v.pipe(text(128), DeviceIdSchema)),
  txn_id: param(v.pipe(text(128), TransactionIdSchema)),
  guest: param(TrueFalse),
  auth_token: param(AuthToken),
  /** The marketplace's hand-over token (vendor login): a buyer arriving from meli. */
  vendor_token: param(v.pipe(text(512), v.regex(/^[A-Za-z0-9._~-]+$/))),
  reset: param(TrueFalse),
  channel: param(ChannelParam),
  setlocale: param(LocaleParam),
});
export type SessionQuery = v.InferOutput<typeof SessionQuerySchema>;

export const SESSION_QUERY_KEYS = Object.keys(SessionQuerySchema.entries) as (keyof SessionQuery)[];

/** The parameters the spec says to remove once read, and the marketplace's one-use token. */
export const CONSUMED_QUERY_KEYS = ['auth_token', 'reset', 'device_id', 'vendor_token'] as const;

export function parseSessionQuery(search: URLSearchParams): SessionQuery {
  const raw = Object.fromEntries(SESSION_QUERY_KEYS.map((key) => [key, search.getAll(key)]));
  const parsed = v.safeParse(SessionQuerySchema, raw);
  // Every entry falls back on its own, so this cannot fail; the guard keeps "never throws" true regardless.
  return parsed.success ? parsed.output : {};
}
