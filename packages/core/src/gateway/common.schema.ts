import * as v from 'valibot';

/**
 * A price: MXN with IVA included (the operator sells to consumers, and Mexican consumer prices
 * are shown tax-included). Amounts are in pesos with decimals, not cents, as the gateway sends
 * them. A discount is a positive amount; the item type says it is taken off.
 */
export const MoneySchema = v.object({
  amount: v.pipe(v.number(), v.finite()),
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'ISO 4217 code')),
});
export type Money = v.InferOutput<typeof MoneySchema>;

/** An instant as the gateway writes it: ISO 8601 with a time zone, e.g. 2026-03-01T17:30:00.000Z. */
export const IsoTimestampSchema = v.pipe(v.string(), v.isoTimestamp());

/** A calendar day (a birthday, a delivery date): YYYY-MM-DD with no time zone. */
export const CalendarDateStringSchema = v.pipe(v.string(), v.isoDate());

/** A time of day: HH:mm, 24-hour. */
export const TimeOfDaySchema = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:mm'));

/** A line's account number (the spec's by-accountNumber calls): letters, digits, - and _, up to 64. */
export const AccountNumberSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'account number'));
