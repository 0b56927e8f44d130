import { newIdempotencyKey } from '@senda/core/gateway';
import type { ContractCases } from '../support/contract-kit.ts';

/** The boosters' calls, each from a line out of data with its card saved. */
const cases: ContractCases = {
  boosterOffer: (env) => {
    const customer = env.state.scenarios.create('line-usage-out-of-data');
    return {
      token: customer.accessToken,
      input: { searchParams: { accountNumber: customer.accountNumber } },
    };
  },
  buyBooster: (env) => {
    const customer = env.state.scenarios.create('line-usage-out-of-data');
    return {
      token: customer.accessToken,
      input: {
        json: {
          accountNumber: customer.accountNumber,
          sku: 'ADDON-GB-3',
          idempotencyKey: newIdempotencyKey(),
        },
      },
    };
  },
  updateAutoBooster: (env) => {
    const customer = env.state.scenarios.create('line-usage-out-of-data');
    return {
      token: customer.accessToken,
      input: {
        json: {
          accountNumber: customer.accountNumber,
          on: true,
          consent: { sku: 'ADDON-GB-1', amount: 20, cardLast4: '4242', maxPerPeriod: 2 },
        },
      },
    };
  },
};
export default cases;
