import { newIdempotencyKey } from '@senda/core';
import { STEP_UP_HEADER } from '@senda/core/gateway';
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
  const request = env.state.termination.submit(
    made.user,
    made.line,
    { reason: 'TOO_EXPENSIVE', feedback: '', idempotencyKey: newIdempotencyKey() },
    'es-MX',
    env.state.stepUp.grant(made.user.id, 'TERMINATION', made.line.accountNumber),
  );
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
    // Approved by the account's address (issue 48): the proof the step-up would have given.
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
