import { defineScenarios } from '../../domain/scenario-recipe.ts';

/** plan-switch's ready-made customers (POST /mocks/scenarios), found by scenario-modules.ts. */
export default defineScenarios({
  'plan-switch-pending': {
    description:
      'eSIM line Active on Senda 200 with a switch to Senda 100 waiting for the next renewal (cancellable)',
    simType: 'esim',
    autoRenewal: true,
    planSwitch: { sku: 'PLAN-SENDA-100', timing: 'NEXT_RENEWAL' },
    pages: ['pastServiceRequests', 'manageOrder', 'planSwitch'],
  },
});
