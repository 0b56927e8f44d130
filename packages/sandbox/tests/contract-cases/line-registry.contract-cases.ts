import { plausiblePng } from '../../src/domain/image-check.ts';
import type { ContractCases } from '../support/contract-kit.ts';

/** The line registry's call (its manifest's endpoints), from the ready-made customer it needs. */
const cases: ContractCases = {
  // An unregistered line's registration, its ID and selfie uploaded first.
  registerLine: (env) => {
    const customer = env.state.scenarios.create('unregistered-line');
    const userId = env.state.auth.authenticate(customer.accessToken)?.userId ?? '';
    const png = plausiblePng();
    const upload = (field: string, name: string) =>
      env.state.kyc.submit({
        userId,
        orderRef: customer.orderRef,
        documentType: 'INE',
        files: [{ field, name, type: 'image/png', size: png.length, head: png }],
      }).id;
    return {
      token: customer.accessToken,
      input: {
        json: {
          orderRef: customer.orderRef,
          curp: customer.curp ?? '',
          documentType: 'INE',
          kycIds: [upload('document', 'ine.png'), upload('selfieImage', 'cam_image.png')],
        },
      },
    };
  },
};

export default cases;
