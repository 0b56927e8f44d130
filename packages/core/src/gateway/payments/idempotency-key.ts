import * as v from 'valibot';

/**
 * The client's key for one payment attempt. The gateway answers a repeated key with the
 * transaction it already made for it (never a second charge, the token is not spent again), and
 * `paymentRequestStatus` finds that transaction by the key when the answer was lost.
 */
export const IdempotencyKeySchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/));

/** 32 letters: a key of five random bits per character, with no digit in it anywhere. */
const KEY_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEF';

/**
 * A fresh idempotency key: 160 random bits written with letters only. No digits, because a run of
 * 13–19 of them can pass the Luhn check, and a gateway (the sandbox too) refuses any body that
 * carries something shaped like a card number; a hex key did, about once in 400 payments.
 * getRandomValues, not randomUUID: the latter exists only on secure origins.
 */
export function newIdempotencyKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(32));
  return `pay_${Array.from(bytes, (byte) => KEY_ALPHABET[byte & 31]).join('')}`;
}
