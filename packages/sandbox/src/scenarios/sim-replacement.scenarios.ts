import { defineScenarios } from '../domain/scenario-recipe.ts';

/** sim-replacement's ready-made customers (POST /mocks/scenarios), found by scenario-modules.ts. */
export default defineScenarios({
  'sim-replacement-eligible': {
    description:
      'Physical SIM picked up and activated, line Active on Senda 200: it may have a replacement SIM (physical or eSIM)',
    simType: 'physical_sim',
    autoRenewal: true,
    collected: true,
    activated: true,
    pages: ['simReplacement', 'manageOrder', 'pastServiceRequests'],
  },
  'sim-replacement-blocked': {
    description:
      'Physical SIM line with a replacement already paid and on its way: another is refused (REPLACEMENT_PENDING)',
    simType: 'physical_sim',
    autoRenewal: true,
    collected: true,
    activated: true,
    simReplacementPending: true,
    pages: ['simReplacement', 'manageOrder', 'pastServiceRequests'],
  },
});
