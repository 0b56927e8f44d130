import type { AuthState } from '../stores/auth.store.ts';
import { isValidEmail } from '../validation/email.ts';

/**
 * The e-mail of the account signed in now, as far as this device knows it (the profile, else what
 * the customer signed in or up with): what the payment step says it pays as, and what the choice
 * between accounts names. Null when nothing names it.
 */
export function signedInEmail(
  auth: Pick<AuthState, 'userDetails' | 'userEmail' | 'loginKey' | 'accessToken'>,
): string | null {
  if (!auth.accessToken) return null;
  const email = auth.userDetails?.email ?? auth.userEmail ?? auth.loginKey ?? null;
  return typeof email === 'string' && isValidEmail(email) ? email : null;
}
