import type { ContractCases } from '../support/contract-kit.ts';

/** The line's lock, read and turned on, by a customer with an eSIM line in service. */
const cases: ContractCases = {
  numberLock: (env) => {
    const made = env.state.scenarios.create('number-locked');
    return { token: made.accessToken, input: { searchParams: { accountNumber: made.accountNumber } } };
  },
  updateNumberLock: (env) => {
    const made = env.state.scenarios.create('active-esim-line');
    return { token: made.accessToken, input: { json: { accountNumber: made.accountNumber, locked: true } } };
  },
};
export default cases;
