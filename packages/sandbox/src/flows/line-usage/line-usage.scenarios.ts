import { defineScenarios } from '../../domain/scenario-recipe.ts';

/** The line's usage's ready-made customers (POST /mocks/scenarios), found by scenario-modules.ts. */
export default defineScenarios({
  'line-usage-85': {
    description:
      'eSIM line Active on Senda 200, installed, that has used 85 % of its data, and goes on using it as the clock moves',
    simType: 'esim',
    autoRenewal: true,
    saveCard: true,
    installed: true,
    dataUsedShare: 0.85,
    pages: ['manageOrder'],
  },
  'line-usage-out-of-data': {
    description:
      'eSIM line Active on Senda 200, installed, with all its data used until the renewal, its card saved',
    simType: 'esim',
    autoRenewal: true,
    saveCard: true,
    installed: true,
    dataUsedShare: 1,
    pages: ['manageOrder'],
  },
});
