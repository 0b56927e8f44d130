import { newIdempotencyKey } from '@senda/core';
import type { ContractCases, Env } from '../support/contract-kit.ts';

/** A termination-eligible customer, and the user and line records the domain works on. */
function eligible(env: Env) {
  const customer = env.state.scenarios.create('termination-eligible');
  const userId = env.state.auth.authenticate(customer.accessToken)?.userId ?? '';
  const user = env.state.auth.user(userId);
  if (!user) throw new Error('termination-eligible has no user');
  return { customer, user, line: env.state.termination.line(customer.accountNumber, userId) };
}

/** …with a termination requested and still withdrawable. */
function withPendingTermination(env: Env) {
  const made = eligible(env);
  const request = env.state.termination.submit(made.user, made.line, {
    reason: 'TOO_EXPENSIVE',
    feedback: '',
    idempotencyKey: newIdempotencyKey(),
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
    const { customer } = eligible(env);
    return {
      token: customer.accessToken,
      input: {
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
