import { newIdempotencyKey } from '@senda/core/gateway';
import type { ContractCases } from '../support/contract-kit.ts';

/** Renew now's calls (its manifest's endpoints), each from a `grace-line` customer. */
const cases: ContractCases = {
  submitRenewal: (env) => {
    const customer = env.state.scenarios.create('grace-line');
    return {
      token: customer.accessToken,
      input: { json: { simNumber: customer.iccid, idempotencyKey: newIdempotencyKey() } },
    };
  },
  createCashPayment: (env) => {
    const customer = env.state.scenarios.create('grace-line');
    const user = env.state.auth.user(env.state.lines.forOrder(customer.orderRef)?.userId ?? '');
    const line = env.state.lines.forOrder(customer.orderRef);
    if (!user || !line) throw new Error('grace-line has no line');
    const renewal = env.state.renewal.submit(user, line, { idempotencyKey: newIdempotencyKey() });
    return {
      token: customer.accessToken,
      input: { json: { orderRef: renewal.details?.orderRef ?? '', method: 'SPEI' } },
    };
  },
  orderCashPayment: (env) => {
    const customer = env.state.scenarios.create('grace-line');
    const user = env.state.auth.user(env.state.lines.forOrder(customer.orderRef)?.userId ?? '');
    const line = env.state.lines.forOrder(customer.orderRef);
    if (!user || !line) throw new Error('grace-line has no line');
    const renewal = env.state.renewal.submit(user, line, { idempotencyKey: newIdempotencyKey() });
    const orderRef = renewal.details?.orderRef ?? '';
    env.state.cashPayments.create(user.id, { orderRef, method: 'OXXO' });
    return { token: customer.accessToken, input: { searchParams: { orderRef } } };
  },
};

export default cases;
