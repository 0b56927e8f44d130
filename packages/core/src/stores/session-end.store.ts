import { createPageNoticeStore } from './page-notice.store.ts';

/** A session the gateway ended (a 403, a refused refresh), noted for the log-in page (session/session-end-notice.ts). */
export interface SessionEnded {
  /** The e-mail the customer was signed in with, when it was known: the log-in form starts with it. */
  email: string | null;
}

/** The notice of a session that ended on the previous page, for this page load. */
export const createSessionEndStore = () => createPageNoticeStore<SessionEnded>();
export type SessionEndStore = ReturnType<typeof createSessionEndStore>;
