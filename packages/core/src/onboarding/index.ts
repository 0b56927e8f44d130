/**
 * Rules of the onboarding screens before checkout (plan selection, extras, sign-up and log-in,
 * verification, pending carts, retail onboarding). The screens call these; they decide nothing.
 */

export { WEB_APP_TYPE, WEB_DEVICE_TYPE, webDevice } from '../gateway/auth/web-device.ts';
export {
  parseStoreId,
  STORE_ID_INVALID_MESSAGE_ID,
  STORE_ID_MAX_LENGTH,
  STORE_ID_MIN_LENGTH,
  type StoreId,
  StoreIdSchema,
} from '../validation/retail-store-id.ts';
export {
  CODE_REQUEST_WAIT_MESSAGES,
  type CodeRequestRefusal,
  type CodeRequestRefusalView,
  codeRequestErrorMessageId,
  codeRequestRefusal,
  codeRequestRefusalTick,
  codeRequestRefusalView,
} from './code-request-error.ts';
export {
  CHECKOUT_CONSENT_TYPES,
  CHECKOUT_CONSENT_USER_FLOW,
  checkoutTermsConsent,
  completeConsent,
  consentDocuments,
  type PreparedConsent,
  prepareSignupConsents,
  SIGNUP_CONSENT_TYPES,
  SIGNUP_CONSENT_USER_FLOW,
  type SignupConsentDocument,
  signupConsentDocuments,
  signupConsentsComplete,
} from './consent-record.ts';
export { type CartSelection, cartSelection, pendingCartsNewestFirst } from './pending-cart.ts';
export { type PlanTerms, planTerms } from './plan-terms.ts';
export {
  addonsForPlan,
  extrasOffered,
  priceAmount,
  selectablePlans,
  selectionTotal,
  toggleAddon,
} from './purchase-plans.ts';
export { verificationRedirectPath } from './verification-redirect.ts';
