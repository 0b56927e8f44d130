import { newIdempotencyKey } from '@senda/core/gateway';
import type { ContractCases, Env } from '../support/contract-kit.ts';

/** A customer whose line may change its number, and the records the domain works on. */
function eligible(env: Env) {
  const customer = env.state.scenarios.create('number-change-eligible');
  const userId = env.state.auth.authenticate(customer.accessToken)?.userId ?? '';
  const user = env.state.auth.user(userId);
  if (!user) throw new Error('number-change-eligible has no user');
  return { customer, user, line: env.state.flow('number-change').line(customer.accountNumber, userId) };
}

/** Number change's calls (its manifest's endpoints); recovery uses the same three. */
const cases: ContractCases = {
  numberChangeEligibility: (env) => {
    const { customer } = eligible(env);
    return {
      token: customer.accessToken,
      input: { searchParams: { accountNumber: customer.accountNumber, action: 'CHANGE' } },
    };
  },
  generateNumberChangeOtt: (env) => {
    const { customer } = eligible(env);
    return { token: customer.accessToken, input: { json: { accountNumber: customer.accountNumber } } };
  },
  submitNumberChange: (env) => {
    const { customer, user } = eligible(env);
    const [free] = env.state.numbers.search({ category: 'FREE_NUMBER', limit: 1, userId: user.id });
    if (!free) throw new Error('no free number');
    env.state.numbers.lock(free.number, user.id);
    const code = env.state.flow('number-change').sendCode(user, { lang: 'es-MX', requester: {} });
    return {
      token: customer.accessToken,
      input: {
        headers: { 'X-OTT-Request-Id': code.id },
        json: {
          accountNumber: customer.accountNumber,
          action: 'CHANGE',
          number: free.number,
          category: 'FREE_NUMBER',
          otpCode: code.code,
          idempotencyKey: newIdempotencyKey(),
        },
      },
    };
  },
};

export default cases;
