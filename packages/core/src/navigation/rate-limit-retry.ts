import { OTHER_ROUTES } from './routes.ts';
import { safeRelativePath } from './safe-redirect.ts';

/**
 * Where "Try again" on /429 goes (the spec: the original URL is kept): back to that URL when it is a
 * safe same-origin path, else home. The rate-limit page itself is never a way back: it would
 * only show the same page again.
 */
export function rateLimitRetryTarget(originalUrl: string | null | undefined): string {
  const safe = safeRelativePath(originalUrl);
  if (!safe) return OTHER_ROUTES.root;
  const pathname = safe.split(/[?#]/, 1)[0] ?? '';
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return normalised === OTHER_ROUTES.rateLimit ? OTHER_ROUTES.root : safe;
}
