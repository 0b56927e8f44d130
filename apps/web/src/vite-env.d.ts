/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The operator gateway. `/gateway/` (same origin) for the sandbox and `npm start`. */
  readonly VITE_GATEWAY_URL?: string;
  /** "false" turns sandbox mode off: no dev service worker, no OTP mailbox panel. */
  readonly VITE_SANDBOX?: string;
  /** The payment provider's origin, for the hosted-fields frame. */
  readonly VITE_PAYMENT_PROVIDER_ORIGIN?: string;
  /** The help-centre site (§2 help link). */
  readonly VITE_HELP_CENTRE_URL?: string;
  /** The operator's Google Tag Manager container (GTM-XXXXXXX); none: no tag manager is loaded. */
  readonly VITE_GTM_CONTAINER_ID?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The year the app was built (vite.config.ts `define`, scripts/vite/build-constants.ts). */
declare const __SENDA_BUILD_YEAR__: number;
