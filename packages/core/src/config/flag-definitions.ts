import type { SupportedLocale } from './constants.ts';

// The flags' names and defaults are constants, read low in core (the flag store, the journey's
// revision, the ways to pay) without the flag service, which flags/ holds above them.

export interface FlagValues {
  /** Sign-up offers buying without an account, where the journey file offers it too. */
  'guest-checkout': boolean;
  /** Each way to pay, where the gateway also lists it as enabled. */
  'payment-card': boolean;
  'payment-oxxo': boolean;
  'payment-spei': boolean;
  /** A notice the operator turns on: its text per language. */
  'notice-banner': NoticeBanner;
  /**
   * Which revision of the purchase journey a visitor starts: a revision shipped beside the current
   * file (journeys/revisions/), or 0 for the current file (journey-revision.ts decides).
   */
  'journey-revision.purchase': number;
}
export type FlagKey = keyof FlagValues;

/**
 * Every feature flag the storefront reads, with the value it takes when the flag service is not
 * configured, has not answered yet, is down, or answers junk. The defaults are what the storefront
 * did before it had flags, so a missing service changes nothing a customer sees.
 */
export const FLAG_DEFAULTS: Readonly<FlagValues> = {
  'guest-checkout': true,
  'payment-card': true,
  'payment-oxxo': true,
  'payment-spei': true,
  'notice-banner': {},
  'journey-revision.purchase': 0,
};

export const FLAG_KEYS = Object.keys(FLAG_DEFAULTS) as FlagKey[];

/**
 * The flag that names the revision of `journeyId` to start (0 or absent: the current file). The
 * purchase's has its default above; any other journey with a revision shipped beside its file is
 * read by the same name (readFlagValues' `journeyIds`), defaulting to 0.
 */
export function journeyRevisionFlag(journeyId: string): string {
  return `journey-revision.${journeyId}`;
}

export const flagDefaults = (): FlagValues => ({ ...FLAG_DEFAULTS });

export type NoticeBanner = Partial<Record<SupportedLocale, string>>;

/** The banner's text in `locale`, or null: no banner. */
export function noticeBannerText(
  values: Pick<FlagValues, 'notice-banner'>,
  locale: SupportedLocale,
): string | null {
  return values['notice-banner'][locale] ?? null;
}

/** The flag that switches each way to pay; a method with no flag is not switched by one. */
const PAYMENT_METHOD_FLAGS: Readonly<Record<string, FlagKey>> = {
  CARD: 'payment-card',
  SAVED_CARD: 'payment-card',
  OXXO: 'payment-oxxo',
  SPEI: 'payment-spei',
};

/** Whether the flags let the customer be offered `paymentMethod` (CARD, OXXO, SPEI...). */
export function paymentMethodAllowed(values: Partial<FlagValues>, paymentMethod: string): boolean {
  const key = PAYMENT_METHOD_FLAGS[paymentMethod.toUpperCase()];
  return key === undefined || values[key] !== false;
}

/** Sign-up offers guest checkout when both the journey file and the flag do. */
export function guestCheckoutOffered(
  journeySetting: boolean | undefined,
  values: Pick<FlagValues, 'guest-checkout'>,
): boolean {
  return journeySetting === true && values['guest-checkout'];
}
