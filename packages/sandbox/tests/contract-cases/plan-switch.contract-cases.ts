import { newIdempotencyKey } from '@senda/core/gateway';
import type { ContractCases } from '../support/contract-kit.ts';

/** Plan switch's calls (its manifest's endpoints), each from the ready-made customer it needs. */
const cases: ContractCases = {
  planSwitchEligibility: (env) => {
    const customer = env.state.scenarios.create('active-esim-line');
    return { token: customer.accessToken, input: { searchParams: { simNumber: customer.iccid } } };
  },
  planSwitchPreview: (env) => {
    const customer = env.state.scenarios.create('active-esim-line');
    return {
      token: customer.accessToken,
      input: { json: { simNumber: customer.iccid, sku: 'PLAN-SENDA-300' } },
    };
  },
  submitPlanSwitch: (env) => {
    const customer = env.state.scenarios.create('active-esim-line');
    return {
      token: customer.accessToken,
      input: {
        json: {
          simNumber: customer.iccid,
          sku: 'PLAN-SENDA-300',
          timing: 'IMMEDIATE',
          idempotencyKey: newIdempotencyKey(),
        },
      },
    };
  },
  planSwitchCancelEligibility: (env) => {
    const customer = env.state.scenarios.create('plan-switch-pending');
    return { token: customer.accessToken, input: { searchParams: { simNumber: customer.iccid } } };
  },
  cancelPlanSwitch: (env) => {
    const customer = env.state.scenarios.create('plan-switch-pending');
    const [pending] = env.state.serviceRequests.onLine(customer.accountNumber, 'PLAN_SWITCH');
    return {
      token: customer.accessToken,
      input: { params: { requestId: pending?.requestId ?? '' }, json: { simNumber: customer.iccid } },
    };
  },
};

export default cases;
