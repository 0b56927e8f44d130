import * as autoRenewalCalls from '../gateway/auto-renewal/index.ts';
import * as cardUpdateCalls from '../gateway/card-update/index.ts';
import * as cashPaymentCalls from '../gateway/cash-payments/index.ts';
import type { Endpoint } from '../gateway/endpoint.ts';
import * as numberChangeCalls from '../gateway/number-change/index.ts';
import * as planSwitchCalls from '../gateway/plan-switch/index.ts';
import * as portInCalls from '../gateway/port-in/index.ts';
import * as renewalCalls from '../gateway/renewal/index.ts';
import * as rescheduleCalls from '../gateway/reschedule/index.ts';
import * as reversePortOutCalls from '../gateway/reverse-port-out/index.ts';
import * as simReplacementCalls from '../gateway/sim-replacement/index.ts';
import * as terminationCalls from '../gateway/termination/index.ts';
import type { FlowId } from './flow-manifests.ts';

/**
 * The gateway calls each flow adds (one file each under gateway/<resource>/), keyed by the flow's
 * id (a flow manifest added without its entry here fails the typecheck): allEndpoints lists them,
 * so the sandbox's contract test holds the sandbox to them, with the cases in
 * packages/sandbox/tests/contract-cases/<id>.contract-cases.ts. Not in the manifests themselves:
 * the servicing route table and the message areas read those, and these calls' schemas belong to
 * the pages that make them (issue 33).
 */
export const FLOW_ENDPOINTS = {
  purchase: [],
  'retail-purchase': [],
  'plan-switch': [
    planSwitchCalls.planSwitchEligibilityEndpoint,
    planSwitchCalls.planSwitchPreviewEndpoint,
    planSwitchCalls.submitPlanSwitchEndpoint,
    planSwitchCalls.planSwitchCancelEligibilityEndpoint,
    planSwitchCalls.cancelPlanSwitchEndpoint,
  ],
  'renew-now': [
    renewalCalls.submitRenewalEndpoint,
    cashPaymentCalls.createCashPaymentEndpoint,
    cashPaymentCalls.orderCashPaymentEndpoint,
  ],
  'auto-renewal': [
    autoRenewalCalls.autoRenewalSpecificationsEndpoint,
    autoRenewalCalls.enableAutoRenewalEndpoint,
    autoRenewalCalls.cancelAutoRenewalEndpoint,
  ],
  'reschedule-delivery': [
    rescheduleCalls.validateRescheduleEndpoint,
    rescheduleCalls.rescheduleDetailsEndpoint,
    rescheduleCalls.submitRescheduleEndpoint,
    rescheduleCalls.reschedulePaymentEndpoint,
  ],
  'sim-replacement': [
    simReplacementCalls.simReplacementEligibilityEndpoint,
    simReplacementCalls.simReplacementSpecificationsEndpoint,
    simReplacementCalls.submitSimReplacementEndpoint,
  ],
  termination: [
    terminationCalls.terminationEligibilityEndpoint,
    terminationCalls.terminationReasonsEndpoint,
    terminationCalls.winBackAggregationEndpoint,
    terminationCalls.claimWinBackEndpoint,
    terminationCalls.submitTerminationEndpoint,
    terminationCalls.terminationCancelEligibilityEndpoint,
    terminationCalls.cancelTerminationEndpoint,
  ],
  'port-in-request': [
    portInCalls.portInCancelEligibilityEndpoint,
    portInCalls.cancelPortInEndpoint,
    portInCalls.portInReinitiationEligibilityEndpoint,
    portInCalls.reinitiatePortInEndpoint,
    portInCalls.takeNewNumberEndpoint,
    portInCalls.activePortInConfigEndpoint,
  ],
  'reverse-port-out': [
    reversePortOutCalls.reversePortOutEligibilityEndpoint,
    reversePortOutCalls.reversePortOutSpecificationsEndpoint,
    reversePortOutCalls.submitReversePortOutEndpoint,
    reversePortOutCalls.reversePortOutRequestsEndpoint,
    reversePortOutCalls.reversePortOutRequestEndpoint,
  ],
  'number-change': [
    numberChangeCalls.numberChangeEligibilityEndpoint,
    numberChangeCalls.generateNumberChangeOttEndpoint,
    numberChangeCalls.submitNumberChangeEndpoint,
  ],
  'number-recovery': [],
  'card-update': [
    cardUpdateCalls.requestCardUpdateCodeEndpoint,
    cardUpdateCalls.resendCardUpdateCodeEndpoint,
    cardUpdateCalls.verifyCardUpdateCodeEndpoint,
    cardUpdateCalls.submitCardUpdateEndpoint,
  ],
} as const satisfies Readonly<Record<FlowId, readonly Endpoint[]>>;
