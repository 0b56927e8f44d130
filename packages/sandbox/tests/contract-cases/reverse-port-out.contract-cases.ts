import { newIdempotencyKey, STEP_UP_HEADER } from '@senda/core/gateway';
import type { ContractCases, Env } from '../support/contract-kit.ts';

/** A customer whose number another operator took, with a reverse port-out asked for. */
function requested(env: Env) {
  const customer = env.state.scenarios.create('ported-out-line');
  const userId = env.state.auth.authenticate(customer.accessToken)?.userId ?? '';
  const line = env.state.lines.get(customer.accountNumber, userId);
  const proof = env.state.stepUp.grant(userId, 'REVERSE_PORT_OUT', line.accountNumber);
  const request = env.state
    .flow('reverse-port-out')
    .submit(line, { idempotencyKey: newIdempotencyKey() }, 'es-MX', proof);
  return { customer, request };
}

/** Reverse port-out's calls, each from the ready-made customer it needs. */
const cases: ContractCases = {
  reversePortOutEligibility: (env: Env) => {
    const customer = env.state.scenarios.create('ported-out-line');
    return {
      token: customer.accessToken,
      input: { searchParams: { accountNumber: customer.accountNumber } },
    };
  },
  reversePortOutSpecifications: (env: Env) => {
    const customer = env.state.scenarios.create('ported-out-line');
    return { token: customer.accessToken, input: {} };
  },
  submitReversePortOut: (env: Env) => {
    const customer = env.state.scenarios.create('ported-out-line');
    const userId = env.state.auth.authenticate(customer.accessToken)?.userId ?? '';
    // Approved by the account's address: the proof the step-up would have given.
    const proof = env.state.stepUp.grant(userId, 'REVERSE_PORT_OUT', customer.accountNumber);
    return {
      token: customer.accessToken,
      input: {
        headers: { [STEP_UP_HEADER]: proof },
        json: {
          accountNumber: customer.accountNumber,
          notRequestedByMe: true,
          idempotencyKey: newIdempotencyKey(),
        },
      },
    };
  },
  reversePortOutRequest: (env: Env) => {
    const { customer, request } = requested(env);
    return { token: customer.accessToken, input: { params: { requestId: request.requestId } } };
  },
};

export default cases;
