import { PORT_IN_TIMING } from '../domain/port-in.ts';
import { defineScenarios } from '../domain/scenario-recipe.ts';

/** port-in's ready-made customers (POST /mocks/scenarios), found by scenario-modules.ts. */
export default defineScenarios({
  'pending-port-in': {
    description: 'eSIM installed, with a number transferred from Telcel, the transfer PROCESSING',
    simType: 'esim',
    installed: true,
    transfer: { outcome: 'DONE', startedAgoMs: 0 },
    autoRenewal: true,
    pages: ['portInStatus', 'manageOrder', 'cancelPortIn'],
  },
  'failed-port-in': {
    description:
      'eSIM installed, whose transfer from Telcel ended PORT_IN_FAILED (the number is not portable): it may be started again with a corrected number, given up for a new number now, or the line cancelled with its order refunded',
    simType: 'esim',
    installed: true,
    transfer: { outcome: 'PORT_IN_FAILED', startedAgoMs: PORT_IN_TIMING.refusedAfterMs },
    autoRenewal: true,
    pages: ['portInStatus', 'manageOrder', 'cancelPortIn'],
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
    pages: ['cancelPortIn', 'manageOrder', 'portInStatus'],
  },
  'port-in-awaiting-sim': {
    description:
      'Physical SIM picked up at the store, not activated yet, with a number transferred from Telcel: the transfer WAITING until the SIM is activated (its ICCID is in the answer)',
    simType: 'physical_sim',
    collected: true,
    transfer: { outcome: 'DONE', startedAgoMs: 0 },
    autoRenewal: true,
    pages: ['manageOrder', 'simActivation', 'portInStatus'],
  },
});
