import { DAY, defineScenarios } from '../../domain/scenario-recipe.ts';

/** renew-now's ready-made customers (POST /mocks/scenarios), found by scenario-modules.ts. */
export default defineScenarios({
  'grace-line': {
    description: 'eSIM line bought 31 days ago with auto-renewal off: renewal missed, in Grace',
    simType: 'esim',
    autoRenewal: false,
    boughtAgoMs: 31 * DAY,
    pages: ['manageOrder', 'renew-now'],
  },
  // The approved card saved at purchase: Renew now offers it first, paid by its own Pay.
  'grace-line-saved-card': {
    description:
      'grace-line paid with the approved card saved for next time: Renew now offers that card first, its Pay renewing at once',
    simType: 'esim',
    autoRenewal: false,
    saveCard: true,
    boughtAgoMs: 31 * DAY,
    pages: ['manageOrder', 'renew-now'],
  },
  // What a renewal leaves behind, without walking the payment pages.
  'renewed-by-card': {
    description:
      'grace-line renewed by hand from Renew now with the approved card: Active again, the renewal a paid order in the line history (card, amount, date, invoice), its receipt mailed',
    simType: 'esim',
    autoRenewal: false,
    boughtAgoMs: 31 * DAY,
    renewedBy: 'card',
    pages: ['manageOrder', 'renew-now'],
  },
  'renewal-pending-oxxo': {
    description:
      'grace-line whose customer chose OXXO on Renew now: the voucher is out and unpaid (the line still in Grace); confirming its reference (POST /mocks/cash-payments/confirm, reference in the answer) renews it',
    simType: 'esim',
    autoRenewal: false,
    boughtAgoMs: 31 * DAY,
    renewedBy: 'OXXO',
    pages: ['manageOrder', 'renew-now'],
  },
});
