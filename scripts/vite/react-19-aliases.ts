import type { Alias } from 'vite';

/**
 * @xstate/react imports the React 17 shim of useSyncExternalStore. React 19 has the hook itself,
 * so the shim's own copy would be dead weight in the first load (about 0.7 KB gzip): these point
 * the shim's entry points at the plain ones, which use React's hook. Shared by vite.config.ts and
 * the web bench's library-floor build.
 */
export const REACT_19_ALIASES: Alias[] = [
  {
    find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
    replacement: 'use-sync-external-store/with-selector',
  },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' },
];
