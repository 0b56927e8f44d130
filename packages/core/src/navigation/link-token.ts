/**
 * A link's `auth_token` must not stay in the address bar a moment longer than needed: every
 * request the page makes meanwhile would carry the address in its `Referer`, and proxies and
 * access logs keep those. In the production build, index.html's inline boot script (the first
 * script of the page, before any request of its own) takes the token out of the address and leaves
 * it here; the app's session bootstrap reads it back as if it were still in the URL, so the spec's rules
 * (a different token replaces the stored one) are decided in one place.
 */
export const LINK_TOKEN_GLOBAL = '__sendaLinkToken';
export const LINK_TOKEN_PARAM = 'auth_token';

/**
 * The URL the page was opened with: the current address, with the token the boot script took out
 * of it put back (every value, so a repeated parameter is still read as ambiguous). The token is
 * taken once: a second call finds none.
 */
export function openedUrl(scope: { location: { href: string } }): URL {
  const url = new URL(scope.location.href);
  const holder = scope as unknown as Record<string, unknown>;
  const taken: unknown = holder[LINK_TOKEN_GLOBAL];
  delete holder[LINK_TOKEN_GLOBAL];
  if (Array.isArray(taken)) {
    for (const value of taken)
      if (typeof value === 'string') url.searchParams.append(LINK_TOKEN_PARAM, value);
  }
  return url;
}

/**
 * The boot script's part, as source for index.html: the token out of the address before anything
 * else runs or is requested, and the page's referrer policy back to `referrerPolicy` (a page opened
 * with a token is served with `no-referrer` until now).
 */
export function linkTokenBootScript(referrerPolicy: string): string {
  return (
    `try{var u=new URL(location.href),t=u.searchParams.getAll(${JSON.stringify(LINK_TOKEN_PARAM)});` +
    `if(t.length){window[${JSON.stringify(LINK_TOKEN_GLOBAL)}]=t;u.searchParams.delete(${JSON.stringify(LINK_TOKEN_PARAM)});` +
    `history.replaceState(history.state,'',u.href);var m=document.createElement('meta');` +
    `m.name='referrer';m.content=${JSON.stringify(referrerPolicy)};document.head.appendChild(m)}}catch(x){}`
  );
}
