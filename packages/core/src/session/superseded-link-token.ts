import { issuedAtOfAccessToken, userIdFromAccessToken } from '../stores/auth.store.ts';

/**
 * A link's `auth_token` this browser has already moved past: the same customer's, issued before
 * the account session stored here (a refresh of it, or a later log-in). The gateway spends the
 * token a refresh replaces and ends the whole log-in when a spent one is refreshed again, so an
 * e-mailed link opened a second time must not put its old token back: the stored session goes on.
 * A link's session (a reschedule's) stored here is no account session: the link is taken as before.
 */
export function isSupersededLinkToken(
  stored: { token: string | undefined; linkScope: string | null | undefined },
  linkToken: string,
): boolean {
  if (!stored.token || stored.linkScope) return false;
  const customer = userIdFromAccessToken(linkToken);
  if (customer === undefined || customer !== userIdFromAccessToken(stored.token)) return false;
  const linkIssued = issuedAtOfAccessToken(linkToken);
  const storedIssued = issuedAtOfAccessToken(stored.token);
  return linkIssued !== undefined && storedIssued !== undefined && linkIssued < storedIssued;
}
