import { newIdempotencyKey } from '@senda/core/gateway';
import type { ContractCases } from '../support/contract-kit.ts';

/** Delivery rescheduling's calls (its manifest's endpoints), each from a `failed-delivery` customer. */
function failedDelivery(env: Parameters<ContractCases[string]>[0]) {
  const customer = env.state.scenarios.create('failed-delivery');
  const code = customer.rescheduleCode ?? '';
  const validation = env.state.rescheduleDelivery.validate(code);
  const rescheduleId = validation.valid ? validation.record.rescheduleId : '';
  return { customer, code, rescheduleId };
}

const cases: ContractCases = {
  validateReschedule: (env) => {
    const { code } = failedDelivery(env);
    return { input: { searchParams: { verificationCode: code } } };
  },
  submitReschedule: (env) => {
    const { customer, rescheduleId } = failedDelivery(env);
    return {
      token: customer.accessToken,
      input: {
        params: { rescheduleId },
        json: { method: 'SELF_PICKUP', pickupLocationId: 'TIENDA-ROMA', idempotencyKey: newIdempotencyKey() },
      },
    };
  },
  reschedulePayment: (env) => {
    const { customer, rescheduleId } = failedDelivery(env);
    return { token: customer.accessToken, input: { params: { rescheduleId } } };
  },
};

export default cases;
