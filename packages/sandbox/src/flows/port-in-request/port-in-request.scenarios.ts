import { PORT_IN_TIMING } from '../../domain/port-in.ts';
import { defineScenarios } from '../../domain/scenario-recipe.ts';

/** port-in-request's ready-made customers (POST /mocks/scenarios), found by scenario-modules.ts; its page named by the flow's id. */
export default defineScenarios({
  'pending-port-in': {
    description: 'eSIM installed, with a number transferred from Telcel, the transfer PROCESSING',
    simType: 'esim',
    installed: true,
    transfer: { outcome: 'DONE', startedAgoMs: 0 },
    autoRenewal: true,
    pages: ['portInStatus', 'manageOrder', 'port-in-request'],
  },
  'failed-port-in': {
    description:
      'eSIM installed, whose transfer from Telcel ended PORT_IN_FAILED (the number is not portable): it may be started again with a corrected number, given up for a new number now, or the line cancelled with its order refunded',
    simType: 'esim',
    installed: true,
    transfer: { outcome: 'PORT_IN_FAILED', startedAgoMs: PORT_IN_TIMING.refusedAfterMs },
    autoRenewal: true,
    pages: ['portInStatus', 'manageOrder', 'port-in-request'],
  },
  'expired-nip-port-in': {
    description:
      'eSIM whose transfer from Telcel ended PORT_IN_FAILED because the NIP expired: the same number with a new NIP brings it over',
    simType: 'esim',
    transfer: {
      outcome: 'PORT_IN_FAILED',
      startedAgoMs: PORT_IN_TIMING.refusedAfterMs,
      reason: 'NIP_EXPIRED',
    },
    autoRenewal: true,
    pages: ['port-in-request', 'manageOrder', 'portInStatus'],
  },
});
