import { f } from '../../domain/failure-spec.ts';
import { defineSandboxFlow } from '../define-sandbox-flow.ts';

export default defineSandboxFlow({
  id: 'auto-renewal',
  // Turning it on or off needs no fresh proof of identity (turning it off mails the account).
  stepUpWords: {},
  // Sandbox choices in the 4229xx range.
  failures: {
    autoRenewalNotEligible: f(
      422,
      422910,
      'AUTO_RENEWAL_NOT_ELIGIBLE',
      'Automatic renewal cannot be turned on for this line.',
    ),
    // LFPC art. 76 Bis: a recurring charge needs the customer's express consent, never assumed.
    autoRenewalConsentRequired: f(
      422,
      422911,
      'AUTO_RENEWAL_CONSENT_REQUIRED',
      'Agree to the recurring charge to turn automatic renewal on.',
    ),
    // The amount shown is the amount agreed to: a price that changed since needs a new consent.
    autoRenewalTermsChanged: f(
      409,
      422912,
      'AUTO_RENEWAL_TERMS_CHANGED',
      'The renewal amount changed. Review it and agree again.',
    ),
  },
});
