import { defineScenarios } from '../../domain/scenario-recipe.ts';

/** The number lock's ready-made customer (POST /mocks/scenarios), found by scenario-modules.ts. */
export default defineScenarios({
  'number-locked': {
    description:
      'eSIM line Active on Senda 200, installed, its number locked: a port-out request and a SIM replacement are refused',
    simType: 'esim',
    autoRenewal: true,
    installed: true,
    numberLocked: true,
    pages: ['manageOrder', 'sim-replacement'],
  },
});
