import { newIdempotencyKey, STEP_UP_HEADER } from '@senda/core/gateway';
import { TERMINATION_TYPE } from '../../src/flows/termination/termination.ts';
import type { ContractCases, Env } from '../support/contract-kit.ts';

/** A termination-eligible customer, and the user and line records the domain works on. */
function eligible(env: Env) {
  const customer = env.state.scenarios.create('termination-eligible');
  const userId = env.state.auth.authenticate(customer.accessToken)?.userId ?? '';
  const user = env.state.auth.user(userId);
  if (!user) throw new Error('termination-eligible has no user');
  return { customer, user, line: env.state.termination.line(customer.accountNumber, userId) };
}

/**
 * …with a termination the gateway is still processing, the one state a withdraw is for: the
 * sandbox closes a line the moment it is confirmed, so the case writes that request in its state.
 */
function withPendingTermination(env: Env) {
  const made = eligible(env);
  const request = env.state.serviceRequests.create(made.line, {
    type: TERMINATION_TYPE,
    plan: [{ status: 'SUBMITTED', afterMs: 0 }],
    details: { reason: 'TOO_EXPENSIVE', autoRenewalBefore: String(made.line.autoRenewal) },
  });
  return { ...made, request };
}

/** Termination's calls (its manifest's endpoints), each from the ready-made customer it needs. */
const cases: ContractCases = {
  terminationEligibility: (env) => {
    const { customer } = eligible(env);
    return {
      token: customer.accessToken,
      input: { searchParams: { accountNumber: customer.accountNumber } },
    };
  },
  terminationReasons: (env) => {
    const { customer } = eligible(env);
    return { token: customer.accessToken, input: {} };
  },
  winBackAggregation: (env) => {
    const { customer } = eligible(env);
    return {
      token: customer.accessToken,
      input: { searchParams: { accountNumber: customer.accountNumber } },
    };
  },
  claimWinBack: (env) => {
    const { customer, line } = eligible(env);
    const [offer] = env.state.termination
      .offers(line)
      .filter((candidate) => candidate.kind !== 'CHEAPER_PLAN');
    return {
      token: customer.accessToken,
      input: {
        json: {
          accountNumber: customer.accountNumber,
          offerId: offer?.offerId ?? '',
          idempotencyKey: newIdempotencyKey(),
        },
      },
    };
  },
  submitTermination: (env) => {
    const { customer, user } = eligible(env);
    // Approved by the account's address: the proof the step-up would have given.
    const proof = env.state.stepUp.grant(user.id, 'TERMINATION', customer.accountNumber);
    return {
      token: customer.accessToken,
      input: {
        headers: { [STEP_UP_HEADER]: proof },
        json: {
          accountNumber: customer.accountNumber,
          reason: 'COVERAGE',
          feedback: 'Sin señal en casa',
          idempotencyKey: newIdempotencyKey(),
        },
      },
    };
  },
  terminationCancelEligibility: (env) => {
    const { customer } = withPendingTermination(env);
    return {
      token: customer.accessToken,
      input: { searchParams: { accountNumber: customer.accountNumber } },
    };
  },
  cancelTermination: (env) => {
    const { customer, request } = withPendingTermination(env);
    return {
      token: customer.accessToken,
      input: { params: { requestId: request.requestId }, json: { accountNumber: customer.accountNumber } },
    };
  },
};

export default cases;
