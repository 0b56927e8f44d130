/// <reference types="vite/client" />

interface ImportMetaEnv {
  /**
   * The help-centre site (the header's and footer's help links). What differs between the
   * operator's environments (gateway, tag manager, flags, telemetry, reCAPTCHA, payment provider)
   * is not here: it is the deploy config, set at deploy time (scripts/configure-deploy.ts).
   */
  readonly VITE_HELP_CENTRE_URL?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The year the app was built (vite.config.ts `define`, scripts/vite/build-constants.ts). */
declare const __SENDA_BUILD_YEAR__: number;
