import { newIdempotencyKey, STEP_UP_HEADER } from '@senda/core/gateway';
import { plausiblePng } from '../../src/domain/image-check.ts';
import type { ContractCases } from '../support/contract-kit.ts';

/** SIM replacement's calls (its manifest's endpoints), each from the ready-made customer it needs. */
const cases: ContractCases = {
  simReplacementEligibility: (env) => {
    const customer = env.state.scenarios.create('sim-replacement-eligible');
    return {
      token: customer.accessToken,
      input: { searchParams: { accountNumber: customer.accountNumber } },
    };
  },
  simReplacementSpecifications: (env) => {
    const customer = env.state.scenarios.create('sim-replacement-eligible');
    return {
      token: customer.accessToken,
      input: { searchParams: { accountNumber: customer.accountNumber } },
    };
  },
  submitSimReplacement: (env) => {
    const customer = env.state.scenarios.create('sim-replacement-eligible');
    const userId = env.state.lines.forOrder(customer.orderRef)?.userId ?? '';
    const png = plausiblePng();
    const check = env.state.kyc.submit({
      userId,
      files: [
        { field: 'selfieImage', name: 'cam_image.png', type: 'image/png', size: png.length, head: png },
      ],
    });
    const body = new FormData();
    body.set('accountNumber', customer.accountNumber);
    body.set('reason', 'DAMAGED');
    body.set('simType', 'esim');
    body.append('kycId', check.id);
    body.set('idempotencyKey', newIdempotencyKey());
    // Approved by the account's address: the proof the step-up would have given.
    const proof = env.state.stepUp.grant(userId, 'SIM_REPLACEMENT', customer.accountNumber);
    return { token: customer.accessToken, input: { body, headers: { [STEP_UP_HEADER]: proof } } };
  },
};

export default cases;
