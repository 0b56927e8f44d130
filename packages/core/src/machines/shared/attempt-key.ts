import * as v from 'valibot';
import { newIdempotencyKey } from '../../gateway/payments/payment-request.ts';
import type { KeyValueStorage } from '../../stores/persisted-atom.ts';

const AttemptSchema = v.object({ subject: v.string(), idempotencyKey: v.string() });

/**
 * The idempotency key of a request about `subject`, recorded under `storageKey` before the call
 * leaves: sent again (a retry, a reload while the answer was in flight) it is the same key, so the
 * gateway answers the same request. Another subject, or junk in storage, starts a new attempt.
 * The flow removes `storageKey` once the request is settled.
 */
export function rememberedAttemptKey(storage: KeyValueStorage, storageKey: string, subject: string): string {
  let saved: unknown = null;
  try {
    saved = JSON.parse(storage.getItem(storageKey) ?? 'null');
  } catch {
    // Junk in storage: a new attempt.
  }
  const parsed = v.safeParse(AttemptSchema, saved);
  if (parsed.success && parsed.output.subject === subject) return parsed.output.idempotencyKey;
  const idempotencyKey = newIdempotencyKey();
  storage.setItem(storageKey, JSON.stringify({ subject, idempotencyKey }));
  return idempotencyKey;
}
