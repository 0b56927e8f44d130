import * as v from 'valibot';

/** A line's account number, as the reverse port-out calls take it. */
export const AccountNumberSchema = v.pipe(v.string(), v.trim(), v.regex(/^\d{6,20}$/, 'account number'));
export const ReversePortOutRequestIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
