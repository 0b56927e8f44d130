import { DAY, defineScenarios } from '../domain/scenario-recipe.ts';

/** number-change's ready-made customers (POST /mocks/scenarios), found by scenario-modules.ts. */
export default defineScenarios({
  'number-change-eligible': {
    description:
      'eSIM line Active on Senda 200 that may change its number: a free one, or a premium one for MXN 199 (confirmed with a code sent to the e-mail)',
    simType: 'esim',
    autoRenewal: true,
    pages: ['changeNumber', 'manageOrder', 'pastServiceRequests'],
  },
  'number-change-not-eligible': {
    description:
      'eSIM line Active with a number change on its way (done an hour after it was asked): another is refused (REQUEST_PENDING) until it is done',
    simType: 'esim',
    autoRenewal: true,
    numberChangedAgoMs: 0,
    pages: ['changeNumber', 'manageOrder', 'pastServiceRequests'],
  },
  'number-recovery-eligible': {
    description:
      'eSIM line that changed its number 2 days ago: the old number may come back for free (recoverable for 90 days, free for the first 30)',
    simType: 'esim',
    autoRenewal: true,
    numberChangedAgoMs: 2 * DAY,
    pages: ['recoverNumber', 'manageOrder', 'pastServiceRequests'],
  },
  'lapsed-line': {
    description:
      'eSIM line (installed) bought 70 days ago with auto-renewal off: it missed its renewal, spent 7 days in Grace and 30 Suspended, and closed 3 days ago; its number is held for 60 days and may be recovered (MXN 99 plus a period of Senda 200), the line working again',
    simType: 'esim',
    installed: true,
    autoRenewal: false,
    boughtAgoMs: 70 * DAY,
    pages: ['recoverNumber', 'manageOrder', 'pastServiceRequests'],
  },
});
