import type { ContractCases } from '../support/contract-kit.ts';

/** The line's usage read, from a line at 85 %. */
const cases: ContractCases = {
  lineUsage: (env) => {
    const customer = env.state.scenarios.create('line-usage-85');
    return {
      token: customer.accessToken,
      input: { searchParams: { accountNumber: customer.accountNumber } },
    };
  },
};
export default cases;
