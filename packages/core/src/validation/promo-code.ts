import * as v from 'valibot';
import { PROMO_WARNING_DURATION_MS } from '../config/constants';

/** Query parameter that carries a promo code into the storefront. */
export const PROMO_CODE_QUERY_KEY = 'promo_code';

/**
 * A promo code is a short code of letters and digits, as the gateway's are (BIENVENIDA10, SENDA50),
 * letters of any script so an Ñ is kept, with a dash or underscore allowed between them
 * (HOT-SALE-25, as codes are often printed). the spec's only says a link's code is URL-decoded and
 * upper-cased; no code has spaces, markup or other symbols, so those are refused before any call.
 * The bound is generous for a typed code and keeps a link from storing kilobytes of text.
 */
export const PROMO_CODE_MAX_LENGTH = 20;
const PROMO_CODE_PATTERN = /^[\p{L}\p{N}]+(?:[-_][\p{L}\p{N}]+)*$/u;
/** Message id for a typed code that is not letters and digits (with inner dashes) or is too long. */
export const PROMO_CODE_INVALID_MESSAGE_ID = 'validation.promo.invalid';

/**
 * A malformed percent-encoding ("50%OFF", "%E0%A4%A") keeps the raw text rather than throwing; the
 * shape check after it then refuses the "%" like any other symbol.
 */
const decodeLeniently = (raw: string): string => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

/**
 * URL-decoded, trimmed, upper-cased (locale-independent), non-empty, then letters and digits only
 * and at most PROMO_CODE_MAX_LENGTH of them. The raw text is bounded before it is decoded, so a
 * 10 KB parameter is refused without being worked on.
 */
export const PromoCodeQuerySchema = v.pipe(
  v.string(),
  v.maxLength(PROMO_CODE_MAX_LENGTH * 3 + 16, PROMO_CODE_INVALID_MESSAGE_ID),
  v.transform(decodeLeniently),
  v.trim(),
  v.toUpperCase(),
  v.nonEmpty('validation.promo.empty'),
  v.maxLength(PROMO_CODE_MAX_LENGTH, PROMO_CODE_INVALID_MESSAGE_ID),
  v.regex(PROMO_CODE_PATTERN, PROMO_CODE_INVALID_MESSAGE_ID),
);
export type PromoCode = v.InferOutput<typeof PromoCodeQuerySchema>;

/** The message id a typed promo code earns before it goes to the gateway, or null when it may go. */
export const promoCodeMessageId = (raw: unknown): string | null => {
  const result = v.safeParse(PromoCodeQuerySchema, raw);
  return result.success ? null : (result.issues[0]?.message ?? 'validation.promo.empty');
};

/** Reads `promo_code` as a promo code, or null when absent, empty, too long or not letters and digits. */
export const parsePromoCodeQuery = (raw: unknown): PromoCode | null => {
  const result = v.safeParse(PromoCodeQuerySchema, raw);
  return result.success ? result.output : null;
};

/**
 * es-MX text for messageId `promo.maximum_reached`, for the i18n owner to match exactly:
 * "Se ha alcanzado el número máximo de códigos promocionales."
 */
export const PROMO_MAXIMUM_REACHED_NOTIFICATION = {
  id: 'maximum_promocode_reached',
  messageId: 'promo.maximum_reached',
  type: 'warning',
  duration: PROMO_WARNING_DURATION_MS,
} as const;

/**
 * Said when a link's promo code was picked up on plan selection (not shown in the spec): otherwise
 * the customer who followed a promotion link learns it worked only at the order summary.
 */
export const promoCodeFromLinkNotification = (code: string) =>
  ({
    id: 'promo_code_from_link',
    messageId: 'pre_checkout.promo_applied',
    values: { code },
    type: 'success',
  }) as const;

export type PromoCodeQueryResult =
  | { readonly kind: 'added'; readonly codes: readonly string[] }
  | { readonly kind: 'duplicate' }
  | { readonly kind: 'limit_reached'; readonly notification: typeof PROMO_MAXIMUM_REACHED_NOTIFICATION }
  | { readonly kind: 'invalid' };

export interface PromoCodeSelection {
  /** Codes already selected, in order. */
  readonly selected: readonly string[];
  /** Most codes allowed at once; the spec does not give the value, so the caller passes it. */
  readonly max: number;
  /** A non-manual exit promo code is stored: it will take a slot, so one fewer is left here. */
  readonly nonManualExitCodeStored?: boolean;
}

/** Selected count at which no further code from the query may be added. */
export const effectivePromoCodeLimit = ({
  max,
  nonManualExitCodeStored = false,
}: PromoCodeSelection): number => {
  const limit = Number.isNaN(max) ? 0 : max - (nonManualExitCodeStored ? 1 : 0);
  return Math.max(limit, 0);
};

/**
 * Adds the query's promo code to the selection. Checked in this order: invalid (absent or empty),
 * duplicate (already selected, case-insensitive; no warning, nothing would change), limit reached.
 */
export const applyPromoCodeFromQuery = (
  raw: unknown,
  selection: PromoCodeSelection,
): PromoCodeQueryResult => {
  const code = parsePromoCodeQuery(raw);
  if (code === null) return { kind: 'invalid' };
  const selected = Array.isArray(selection.selected) ? selection.selected : [];
  if (selected.some((existing) => typeof existing === 'string' && existing.trim().toUpperCase() === code)) {
    return { kind: 'duplicate' };
  }
  if (selected.length >= effectivePromoCodeLimit(selection)) {
    return { kind: 'limit_reached', notification: PROMO_MAXIMUM_REACHED_NOTIFICATION };
  }
  return { kind: 'added', codes: [...selected, code] };
};
