import * as v from 'valibot';
import { PROMO_WARNING_DURATION_MS } from '../config/constants';

/** Query parameter that carries a promo code into the storefront (spec §3, §5). */
export const PROMO_CODE_QUERY_KEY = 'promo_code';

/**
 * A malformed percent-encoding ("50%OFF", "%E0%A4%A") keeps the raw text instead of dropping the code:
 * query values usually arrive already decoded once by URLSearchParams, so a lone "%" is more likely a
 * real character of the code than an attack, and the gateway decides whether the code exists.
 */
const decodeLeniently = (raw: string): string => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

/** URL-decoded, trimmed, upper-cased (locale-independent), non-empty. */
export const PromoCodeQuerySchema = v.pipe(
  v.string(),
  v.transform(decodeLeniently),
  v.trim(),
  v.toUpperCase(),
  v.nonEmpty('validation.promo.empty'),
);
export type PromoCode = v.InferOutput<typeof PromoCodeQuerySchema>;

/** Reads `promo_code` as a promo code, or null when absent or empty. */
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
