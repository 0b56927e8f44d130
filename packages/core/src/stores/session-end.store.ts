import { atom } from 'jotai/vanilla';

/** A session the gateway ended (a 403, a refused refresh), noted for the log-in page (session/session-end-notice.ts). */
export interface SessionEnded {
  /** The e-mail the customer was signed in with, when it was known: the log-in form starts with it. */
  email: string | null;
}

/** The notice of a session that ended on the previous page, for this page load. */
export function createSessionEndStore() {
  const state = atom<SessionEnded | null>(null);
  return {
    state,
    dismiss: atom(null, (_get, set) => set(state, null)),
  };
}
export type SessionEndStore = ReturnType<typeof createSessionEndStore>;
