/**
 * Feature flags: which flags exist, their defaults and what each decides, and the evaluation
 * context. Free of the OpenFeature SDK, so the first page load can read the defaults without it;
 * the connection to the flag service is `@senda/core/flags/service`, loaded later.
 */

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
} from '../config/flag-definitions.ts';
export { flagEvaluationContext } from './flag-context.ts';
