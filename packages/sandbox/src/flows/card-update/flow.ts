import { f } from '../../domain/failure-spec.ts';
import { defineSandboxFlow } from '../define-sandbox-flow.ts';

export default defineSandboxFlow({
  id: 'card-update',
  // The code to the account's e-mail proves who asks: no step-up.
  stepUpWords: {},
  // Sandbox choices from 422810–422819, the card's (the saved cards' own are shared).
  failures: {
    cardUpdateNotEligible: f(
      422,
      422810,
      'CARD_UPDATE_NOT_ELIGIBLE',
      'The card of this line cannot be changed now.',
    ),
    cardUpdateNotVerified: f(
      422,
      422811,
      'CARD_UPDATE_NOT_VERIFIED',
      'Confirm it is you with the code sent to your e-mail first.',
    ),
  },
});
