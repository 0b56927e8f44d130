import { defineScenarios } from '../domain/scenario-recipe.ts';

/** line-registry's ready-made customers (POST /mocks/scenarios), found by scenario-modules.ts. */
export default defineScenarios({
  'unregistered-line': {
    description:
      'eSIM line not linked to its holder in the mobile line registry by 30 June 2026: Suspend (only emergency numbers work) until registered with CURP, ID and selfie; an ID photo named no-match.png fails the selfie check (3 failures: in person)',
    simType: 'esim',
    autoRenewal: true,
    unregistered: true,
    pages: ['lineRegistry', 'manageOrder'],
  },
});
