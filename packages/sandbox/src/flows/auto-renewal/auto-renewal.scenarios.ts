import { DAY, defineScenarios } from '../../domain/scenario-recipe.ts';

/** auto-renewal's ready-made customers (POST /mocks/scenarios), found by scenario-modules.ts. */
export default defineScenarios({
  'auto-renewed': {
    description:
      'eSIM line bought 31 days ago with auto-renewal on and the approved card saved: the renewal was charged by itself, the line Active, the charge a paid order in the line history with its receipt',
    simType: 'esim',
    autoRenewal: true,
    saveCard: true,
    boughtAgoMs: 31 * DAY,
    pages: ['manageOrder', 'auto-renewal'],
  },
  // Auto-renewal: both paid with the approved card, saved, so it is offered first.
  // Bought in the past so the notice and the renewal are a clock move of less than the 7-day
  // session refresh window away (a test follows them signed in).
  'auto-renewal-on': {
    description:
      'eSIM line Active on Senda 200 bought 25 days ago, renewing by itself on the saved approved card: the notice (5 days before) is in the mailbox, the renewal is in about 5 days (option renewalCard: "decline" or "insufficient_funds" makes that charge fail)',
    simType: 'esim',
    autoRenewal: true,
    saveCard: true,
    boughtAgoMs: 25 * DAY,
    pages: ['auto-renewal', 'manageOrder'],
  },
  'renewal-declined': {
    description:
      'eSIM line bought 31 days ago renewing by itself on the saved card, which declined the automatic renewal: the line is in Grace, the charge will be tried again, and Renew now offers a new card before the declined one',
    simType: 'esim',
    autoRenewal: true,
    saveCard: true,
    renewalDeclined: true,
    boughtAgoMs: 31 * DAY,
    pages: ['auto-renewal', 'manageOrder', 'renew-now'],
  },
  'auto-renewal-off': {
    description:
      'eSIM line Active on Senda 200 bought 22 days ago with auto-renewal off and the approved card saved: turning it on with that card charges nothing now; the renewal is in about 8 days',
    simType: 'esim',
    autoRenewal: false,
    saveCard: true,
    boughtAgoMs: 22 * DAY,
    pages: ['auto-renewal', 'manageOrder'],
  },
});
