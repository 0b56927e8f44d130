import { createPageNoticeStore } from './page-notice.store.ts';

/**
 * A session that ended, noted for the log-in page (session/session-end-notice.ts): the gateway
 * ended it (a 403, a refused refresh: `expired`), or the customer logged out (`logged_out`).
 */
export interface SessionEnded {
  /** The e-mail the customer was signed in with, when it was known: the log-in form starts with it. */
  email: string | null;
  reason: SessionEndReason;
}

export type SessionEndReason = 'expired' | 'logged_out';

/** The notice of a session that ended on the previous page, for this page load. */
export const createSessionEndStore = () => createPageNoticeStore<SessionEnded>();
export type SessionEndStore = ReturnType<typeof createSessionEndStore>;
