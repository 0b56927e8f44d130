/**
 * The sandbox demo: `vite build --mode sandbox` (`npm start`, the browser tests) and `npm run dev`.
 * A constant the build folds, so in the production build (`npm run build`) every branch behind it
 * is dropped with what it imports: the OTP mailbox, the service worker, the events kept for tests.
 */
export const SANDBOX_BUILD: boolean = import.meta.env.MODE === 'sandbox' || import.meta.env.DEV;
