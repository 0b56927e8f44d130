import * as v from 'valibot';

/** A Mexican mobile number in national format: 10 digits, no country code (e.g. 5512345678). */
export const PhoneNumberSchema = v.pipe(v.string(), v.regex(/^\d{10}$/, '10-digit national number'));
