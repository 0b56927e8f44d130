/**
 * Business constants from the spec (and the few in the spec–the spec's that are numbers). One place, so a rule
 * and its test read the same figure.
 */

export const DEFAULT_LOCALE = 'en-US';
export const SUPPORTED_LOCALES = ['es-MX', 'en-US'] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

export const isSupportedLocale = (locale: string): locale is SupportedLocale =>
  (SUPPORTED_LOCALES as readonly string[]).includes(locale);

/** Currency shown until the global config loads (the spec keeps the upstream default). */
export const DEFAULT_CURRENCY_SYMBOL = 'S$';
export const DEFAULT_CURRENCY_CODE = 'SGD';
export const DEFAULT_CURRENCY_SEPARATOR = ' ';
export const DEFAULT_CURRENCY_DECIMALS = 2;

export const DEFAULT_MINIMUM_AGE = 18;
export const MAXIMUM_AGE = 100;
export const DEFAULT_PRODUCT_TYPE = 'prepaid';
export const DEFAULT_SIM_TYPE = 'esim';
export const DEFAULT_NUMBER_TYPE = 'NEW';

export const OTP_LENGTH = 6;
export const DEFAULT_OTP_TIMER_SECONDS = 120;
/** The timer shows one second more than expiresIn, so the user never sees a code die at 00:00. */
export const OTP_TIMER_EXTRA_SECONDS = 1;
export const OTP_RESEND_THRESHOLD_SECONDS = 60;

export const DEFAULT_ZIP_CODE_SIZE = 6;
export const MAX_IMAGE_SIZE_BYTES = 5 * 1024 * 1024;

export const BANNER_LIMIT = 10;
export const BANNER_OFFSET = 0;

export const NUMBER_LIST_DEFAULT_COUNT = 6;
export const NUMBER_LIST_MAX_RENDER = 40;
export const NEW_NUMBER_SEARCH_MIN = 4;
export const NEW_NUMBER_SEARCH_MAX = 10;
export const TRANSFER_NUMBER_MAX = 12;
/** A number transfer completes within this many hours (Mexico's portability rules). */
export const NUMBER_TRANSFER_HOURS = 24;

/**
 * How long after a log-in by one-time code the gateway takes it as proof for an account-changing
 * action (no step-up code asked); the step-up page says so, as a way round codes spent by others.
 */
export const STEP_UP_FRESH_LOGIN_MINUTES = 10;

export const DEFAULT_NOTIFICATION_DURATION_MS = 5000;
export const NOTIFICATION_OFFSET_VERTICAL_PX = 70;
export const NOTIFICATION_OFFSET_SIDE_PX = 20;
export const PROMO_WARNING_DURATION_MS = 2000;

export const API_POLLING_ATTEMPTS = 30;
export const API_POLLING_INTERVAL_MS = 1000;

export const DEVICE_RANDOM_MIN = 1111111;
export const DEVICE_RANDOM_MAX = 9999998;

export const QUERY_RETRY_LIMIT = 3;
export const RETRY_BASE_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 30000;
/** Back-off for query retries: min(1000·2^attempt, 30000) ms, attempt counted from 0. */
export const retryDelayMs = (attempt: number): number =>
  Math.min(RETRY_BASE_DELAY_MS * 2 ** attempt, RETRY_MAX_DELAY_MS);

export const BREAKPOINT_MOBILE_MAX_PX = 550;
export const BREAKPOINT_TABLET_MAX_PX = 900;

/** The marketplace source channel; a `channel` query parameter with this value is ignored. */
export const MARKETPLACE_CHANNEL = 'meli';
export const CHANNELS = ['web', 'retail'] as const;
export type Channel = (typeof CHANNELS)[number];
