import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while React hydrates the prerendered HTML (the server's render had no visitor), true
 * after — and at once for a page rendered without prerendered HTML. What only the visitor's browser
 * knows (the sandbox mailbox, the stored language of the difficulties modal, today's date, the notices
 * added at start-up) renders
 * once this is true, so hydration meets exactly the HTML the build wrote.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
