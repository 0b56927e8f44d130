import { defineScenarios } from '../../domain/scenario-recipe.ts';

/** The recarga's ready-made customers (POST /mocks/scenarios), found by scenario-modules.ts. */
export default defineScenarios({
  'top-up-active': {
    description:
      'eSIM line Active on Senda 200, installed, held by Lucía Hernández, auto-renewal off: anyone may pay it a recarga at /recarga with its msisdn, without signing in (the links sign in as the owner: a stranger opens /recarga bare), by card, OXXO or SPEI; the owner is e-mailed once it is paid',
    simType: 'esim',
    autoRenewal: false,
    installed: true,
    pages: ['manageOrder'],
  },
});
