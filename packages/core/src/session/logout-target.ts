import { MARKETPLACE_CHANNEL } from '../config/constants.ts';

export interface LogoutContext {
  webview: boolean;
  /** The source channel the user came from: web or meli. */
  sourceChannel?: string | undefined;
}

/** Where a logout or an ended session sends the user ("Logout or failure target"). */
export function logoutTarget({ webview, sourceChannel }: LogoutContext): string {
  if (webview) return '/logged_out?reset=true';
  if (sourceChannel === MARKETPLACE_CHANNEL) return '/session-expired-meli?reset=true';
  return '/web/login?reset=true';
}
