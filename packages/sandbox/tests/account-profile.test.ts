import { userDetails } from '@senda/core/gateway';
import { describe, expect, it } from 'vitest';
import { setupSandboxTest } from './support/sandbox-test-kit.ts';

/**
 * The profile a signed-in customer's next purchase starts from holds what they registered
 * at their last paid purchase (name, birth date, contact number, nationality, billing address).
 */
const kit = setupSandboxTest();
const { sandbox } = kit;

describe('the account profile after a purchase', () => {
  it('answers the last paid purchase’s holder and address', async () => {
    const customer = sandbox.state.scenarios.create('active-esim-line');
    const { client } = kit.newClient(customer.accessToken);
    expect(await userDetails(client)).toMatchObject({
      first_name: 'Lucía',
      last_name: 'Hernández',
      dob: { timestamp: Date.UTC(1992, 2, 14) },
      telco_info: { phone_no: '5511223344' },
      nationality: 'MX',
      address: { postalCode: '06700', street: 'Av. Álvaro Obregón', blockNumber: '130', area: 'Roma Norte' },
    });
  });

  it('a new account with nothing bought has nothing to fill in', async () => {
    const { client } = await kit.signedUpCustomer('nuevo@example.mx');
    const profile = await userDetails(client);
    expect(profile).toMatchObject({ first_name: null, dob: null, nationality: null, address: null });
  });
});
