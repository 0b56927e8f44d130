import { newIdempotencyKey } from '@senda/core/gateway';
import type { ContractCases } from '../support/contract-kit.ts';

/** Auto-renewal's calls (its manifest's endpoints), each from an `auto-renewal-off` or `-on` customer. */
const cases: ContractCases = {
  autoRenewalSpecifications: (env) => {
    const customer = env.state.scenarios.create('auto-renewal-on');
    return { token: customer.accessToken, input: { params: { accountNumber: customer.accountNumber } } };
  },
  enableAutoRenewal: (env) => {
    const customer = env.state.scenarios.create('auto-renewal-off');
    const userId = env.state.lines.forOrder(customer.orderRef)?.userId ?? '';
    const [card] = env.state.savedCards.list(userId);
    return {
      token: customer.accessToken,
      input: {
        params: { accountNumber: customer.accountNumber },
        json: {
          paymentMethodId: card?.paymentMethodId ?? null,
          consent: true,
          amount: { amount: 200, currency: 'MXN' },
          frequencyDays: 30,
          idempotencyKey: newIdempotencyKey(),
        },
      },
    };
  },
  cancelAutoRenewal: (env) => {
    const customer = env.state.scenarios.create('auto-renewal-on');
    return {
      token: customer.accessToken,
      input: { params: { accountNumber: customer.accountNumber }, json: {} },
    };
  },
};

export default cases;
