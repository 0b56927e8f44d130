import type { ContractCases } from '../support/contract-kit.ts';

/** The customer's alerts, read and switched, by a customer with a line at 85 %. */
const cases: ContractCases = {
  usageAlerts: (env) => ({ token: env.state.scenarios.create('line-usage-85').accessToken, input: {} }),
  updateUsageAlerts: (env) => ({
    token: env.state.scenarios.create('line-usage-85').accessToken,
    input: { json: { dataAt100: false } },
  }),
};
export default cases;
