import { isWebviewCloseRoute, type WebviewCloseRoute } from './routes.ts';

/** The close target a path names (a trailing slash is tolerated), or undefined for any other path. */
export function webviewCloseRoute(pathname: string): WebviewCloseRoute | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return isWebviewCloseRoute(path) ? path : undefined;
}
