import { newIdempotencyKey, STEP_UP_HEADER } from '@senda/core/gateway';
import type { ContractCases, Env } from '../support/contract-kit.ts';

const order = (customer: { orderRef: string }) => ({ params: { orderReference: customer.orderRef } });

/** Port-in cancel and re-initiation's calls, each from the ready-made customer it needs. */
const cases: ContractCases = {
  portInCancelEligibility: (env: Env) => {
    const customer = env.state.scenarios.create('pending-port-in');
    return { token: customer.accessToken, input: order(customer) };
  },
  cancelPortIn: (env: Env) => {
    const customer = env.state.scenarios.create('pending-port-in');
    return { token: customer.accessToken, input: { ...order(customer), json: {} } };
  },
  portInReinitiationEligibility: (env: Env) => {
    const customer = env.state.scenarios.create('failed-port-in');
    return { token: customer.accessToken, input: order(customer) };
  },
  reinitiatePortIn: (env: Env) => {
    const customer = env.state.scenarios.create('expired-nip-port-in');
    const userId = env.state.auth.authenticate(customer.accessToken)?.userId ?? '';
    const latest = env.state.portIn.latestForOrder(customer.orderRef, userId);
    return {
      token: customer.accessToken,
      input: {
        ...order(customer),
        json: {
          donor: latest.donor,
          number: latest.number,
          nip: '4821',
          idempotencyKey: newIdempotencyKey(),
        },
      },
    };
  },
  takeNewNumber: (env: Env) => {
    const customer = env.state.scenarios.create('failed-port-in');
    const userId = env.state.auth.authenticate(customer.accessToken)?.userId ?? '';
    // Approved by the account's address: the proof the step-up would have given.
    const proof = env.state.stepUp.grant(userId, 'NUMBER_CHANGE', customer.accountNumber);
    return {
      token: customer.accessToken,
      input: {
        ...order(customer),
        headers: { [STEP_UP_HEADER]: proof },
        json: { idempotencyKey: newIdempotencyKey() },
      },
    };
  },
  activePortInConfig: (env: Env) => {
    const customer = env.state.scenarios.create('pending-port-in');
    return { token: customer.accessToken, input: {} };
  },
};

export default cases;
