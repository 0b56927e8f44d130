import * as v from 'valibot';
import type { Stores } from '../stores/create-stores.ts';
import type { SessionEnded, SessionEndReason } from '../stores/session-end.store.ts';
import { SESSION_STORAGE_KEYS } from '../stores/storage-keys.ts';
import { isValidEmail } from '../validation/email.ts';

/**
 * A session the gateway ends (a 403, a refused refresh) sends the customer to the log-in page with
 * a full page load, which would otherwise arrive with no reason and an empty form. So the ending
 * notes, in the tab's session storage, that it happened and the e-mail the customer was signed in
 * with; the next page load takes the note (once) and the log-in page says why and starts with that
 * e-mail. Session storage: gone with the tab, never seen by another tab's customer.
 */

/** A note older than this is a session that ended long ago: no longer "just now". */
export const SESSION_END_NOTICE_TTL_MS = 10 * 60 * 1000;

const SessionEndNoteSchema = v.object({
  email: v.nullable(v.pipe(v.string(), v.check(isValidEmail))),
  endedAt: v.pipe(v.number(), v.finite()),
  // A note written before logouts were noted too is an ended session.
  reason: v.optional(v.picklist(['expired', 'logged_out']), 'expired'),
});

/**
 * Called before the local reset clears who was signed in. A customer who logged out is told so
 * on the log-in page, with an empty form: they chose to leave, and the next person on
 * the device should not find their e-mail there.
 */
export function noteSessionEnd(stores: Stores, reason: SessionEndReason = 'expired'): void {
  const auth = stores.store.get(stores.auth.state);
  const known = auth.userDetails?.email ?? auth.userEmail ?? auth.loginKey ?? null;
  const email = reason === 'expired' && typeof known === 'string' && isValidEmail(known) ? known : null;
  try {
    stores.sessionStorage.setItem(
      SESSION_STORAGE_KEYS.sessionEnded,
      JSON.stringify({ email, endedAt: stores.now(), reason }),
    );
  } catch {
    // Storage refused (full, or disabled): the log-in page shows without the reason, as before.
  }
}

/** The note of a session that ended on the previous page, removed as it is read; junk or stale: null. */
export function takeSessionEnd(stores: Stores): SessionEnded | null {
  let raw: string | null;
  try {
    raw = stores.sessionStorage.getItem(SESSION_STORAGE_KEYS.sessionEnded);
    if (raw === null) return null;
    stores.sessionStorage.removeItem(SESSION_STORAGE_KEYS.sessionEnded);
  } catch {
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  const note = v.safeParse(SessionEndNoteSchema, parsed);
  if (!note.success) return null;
  const age = stores.now() - note.output.endedAt;
  if (age < 0 || age > SESSION_END_NOTICE_TTL_MS) return null;
  return { email: note.output.email, reason: note.output.reason };
}
