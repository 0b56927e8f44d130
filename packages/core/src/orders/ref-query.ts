import * as v from 'valibot';

/**
 * An order reference or paylink id as it may arrive in a query parameter. The gateway's own
 * format is not shown (the sandbox uses SND-260301-00012, paylinks pl_…); anything outside
 * letters, digits, "-" and "_" or longer than 64 characters is junk from a mangled link and is
 * never sent to the gateway.
 */
export const REF_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** A reference as REF_PATTERN says (index.html's early reads check an address's reference with it too). */
export const RefSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64), v.regex(REF_PATTERN));

export type RefQuery = { kind: 'missing' } | { kind: 'invalid' } | { kind: 'valid'; value: string };

/** The first of `names` present in the query, checked by RefSchema. Empty counts as missing. */
export function readRefQuery(search: string, names: readonly string[]): RefQuery {
  const params = new URLSearchParams(search);
  for (const name of names) {
    const raw = params.get(name);
    if (raw === null || raw.trim() === '') continue;
    const parsed = v.safeParse(RefSchema, raw);
    return parsed.success ? { kind: 'valid', value: parsed.output } : { kind: 'invalid' };
  }
  return { kind: 'missing' };
}

/** The query names an order reference travels under (the spec's manage order, the spec's manage_order). */
export const ORDER_REF_QUERY_NAMES = ['orderRef', 'order_ref'] as const;
export const PAYLINK_ID_QUERY_NAMES = ['paylink_id'] as const;

export const readOrderRefQuery = (search: string): RefQuery => readRefQuery(search, ORDER_REF_QUERY_NAMES);
export const readPaylinkIdQuery = (search: string): RefQuery => readRefQuery(search, PAYLINK_ID_QUERY_NAMES);

/**
 * the spec's manage_order: the list is fetched only when an order_ref or orderRef query parameter exists
 * and the user is logged in.
 */
export function shouldLoadManageOrderList(input: { search: string; loggedIn: boolean }): boolean {
  if (!input.loggedIn) return false;
  const params = new URLSearchParams(input.search);
  return ORDER_REF_QUERY_NAMES.some((name) => params.has(name));
}
