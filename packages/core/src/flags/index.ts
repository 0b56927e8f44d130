/**
 * Feature flags: which flags exist, their defaults and what each decides, and the evaluation
 * context. Free of the OpenFeature SDK, so the first page load can read the defaults without it;
 * the connection to the flag service is `@senda/core/flags/service`, loaded later.
 */

export { flagEvaluationContext } from './flag-context.ts';
export {
  FLAG_DEFAULTS,
  FLAG_KEYS,
  type FlagKey,
  type FlagValues,
  flagDefaults,
  guestCheckoutOffered,
  type NoticeBanner,
  noticeBannerText,
  paymentMethodAllowed,
} from './flag-definitions.ts';
