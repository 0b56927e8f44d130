import { DAY, defineScenarios } from '../../domain/scenario-recipe.ts';

/** card-update's ready-made customers (POST /mocks/scenarios), found by scenario-modules.ts; its page named by the flow's id. */
export default defineScenarios({
  'expired-card': {
    description:
      'eSIM line Active on Senda 200 with auto-renewal on, renewing in 3 days on a card that expired two months ago (saved, still the default); a valid Mastercard is saved too',
    simType: 'esim',
    autoRenewal: true,
    saveCard: true,
    expiredCard: true,
    boughtAgoMs: 27 * DAY,
    pages: ['paymentMethods', 'card-update', 'manageOrder', 'savedCards'],
  },
});
