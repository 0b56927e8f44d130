import { defineScenarios } from '../../domain/scenario-recipe.ts';

/** line-registry's ready-made customers (POST /mocks/scenarios), found by scenario-modules.ts; its page named by the flow's id. */
export default defineScenarios({
  'unregistered-line': {
    description:
      'eSIM line not linked to its holder in the mobile line registry by 30 June 2026: Suspend (only emergency numbers work) until registered with CURP, ID and selfie; an ID photo named no-match.png fails the selfie check (3 failures: in person)',
    simType: 'esim',
    autoRenewal: true,
    // The holder's CURP to type, given on no order; the line held unregistered past the deadline.
    holderCurp: true,
    arrange: (sandbox, line) => sandbox.flow('line-registry').holdUnregistered(line),
    pages: ['line-registry', 'manageOrder'],
  },
});
