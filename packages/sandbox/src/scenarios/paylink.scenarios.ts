import { defineScenarios } from '../domain/scenario-recipe.ts';

/** paylink's ready-made customers (POST /mocks/scenarios), found by scenario-modules.ts. */
export default defineScenarios({
  // Pay-by-link: the link is for anyone holding it, so links.paylink carries no sign-in.
  'paylink-pending': {
    description:
      'eSIM line Active on Senda 200 and a second order (Senda 100) waiting for payment, with an open pay-by-link (links.paylink: anyone may pay it without signing in, by card, OXXO or SPEI)',
    simType: 'esim',
    autoRenewal: true,
    unpaidOrderSku: 'PLAN-SENDA-100',
    paylink: 'active',
    pages: ['manageOrder'],
  },
  'paylink-expired': {
    description:
      'A second order (Senda 100) still waiting for payment whose pay-by-link was sent more than 72 hours ago: links.paylink opens the expired-link page',
    simType: 'esim',
    autoRenewal: true,
    unpaidOrderSku: 'PLAN-SENDA-100',
    paylink: 'expired',
    pages: ['manageOrder'],
  },
});
