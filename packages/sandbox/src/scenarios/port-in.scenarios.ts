import { defineScenarios } from '../domain/scenario-recipe.ts';

/** port-in's ready-made customers (POST /mocks/scenarios), found by scenario-modules.ts. */
export default defineScenarios({
  'port-in-awaiting-sim': {
    description:
      'Physical SIM picked up at the store, not activated yet, with a number transferred from Telcel: the transfer WAITING until the SIM is activated (its ICCID is in the answer)',
    simType: 'physical_sim',
    collected: true,
    transfer: { outcome: 'DONE', startedAgoMs: 0 },
    autoRenewal: true,
    pages: ['manageOrder', 'simActivation', 'portInStatus'],
  },
});
