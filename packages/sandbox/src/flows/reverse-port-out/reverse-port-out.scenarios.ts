import { DAY, defineScenarios } from '../../domain/scenario-recipe.ts';

/** reverse-port-out's ready-made customers (POST /mocks/scenarios), found by scenario-modules.ts; its page named by the flow's id. */
export default defineScenarios({
  'ported-out-line': {
    description:
      'eSIM line whose number AT&T took two days ago without the customer asking (out of service): a reverse port-out may bring it back',
    simType: 'esim',
    autoRenewal: true,
    portedOut: { recipient: 'ATT', agoMs: 2 * DAY },
    pages: ['reverse-port-out', 'manageOrder', 'pastPortOutRequests'],
  },
});
