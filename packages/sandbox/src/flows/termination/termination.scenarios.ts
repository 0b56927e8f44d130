import { defineScenarios } from '../../domain/scenario-recipe.ts';

/** termination's ready-made customers (POST /mocks/scenarios), found by scenario-modules.ts. */
export default defineScenarios({
  'termination-eligible': {
    description:
      'eSIM line Active on Senda 200 that may be cancelled, with three win-back offers (50% off the next renewal, 5 GB, a cheaper plan)',
    simType: 'esim',
    autoRenewal: true,
    pages: ['termination', 'manageOrder'],
  },
  'termination-not-eligible': {
    description:
      'eSIM line Active on Senda 200 with a plan change waiting for the renewal: cancelling the line is refused (4121101) until that is cancelled',
    simType: 'esim',
    autoRenewal: true,
    planSwitch: { sku: 'PLAN-SENDA-100', timing: 'NEXT_RENEWAL' },
    pages: ['termination', 'manageOrder', 'pastServiceRequests'],
  },
  'termination-before-activation': {
    description:
      'Physical SIM picked up and not activated yet: cancelling closes the line at once and refunds the order in full',
    simType: 'physical_sim',
    autoRenewal: true,
    collected: true,
    pages: ['termination', 'manageOrder'],
  },
  'termination-before-activation-oxxo': {
    description:
      'Physical SIM picked up and not activated yet, its order paid in cash at OXXO: cancelling refunds the order in full by SPEI to the CLABE the customer gives',
    simType: 'physical_sim',
    autoRenewal: false,
    collected: true,
    purchasePaidAtOxxo: true,
    pages: ['termination', 'manageOrder'],
  },
});
