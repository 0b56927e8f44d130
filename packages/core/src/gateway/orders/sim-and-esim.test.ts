import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  expectSchemaError,
  onlyCall,
  setupGatewayTest,
  TEST_TOKEN,
} from '../test-support/gateway-test-kit.ts';
import { LINE } from '../test-support/line-fixture.ts';
import { activateSim } from './activate-sim.ts';
import { esimDetails } from './esim-details.ts';
import { simInstallationDetails } from './sim-installation-details.ts';
import { updateSimInstallationDetails } from './update-sim-installation-details.ts';

const { client, answer } = setupGatewayTest();

const ESIM = {
  orderRef: 'SND-250115-00004',
  iccid: '8952140000061234568',
  smdpAddress: 'rsp.sandbox.senda.mx',
  matchingId: 'K2T8Q-ZP1MA-4XW9C-B7N3D',
  activationCode: 'LPA:1$rsp.sandbox.senda.mx$K2T8Q-ZP1MA-4XW9C-B7N3D',
  installationStatus: 'NOT_INSTALLED',
};

const INSTALLATION = {
  orderId: 'SND-250115-00004',
  simType: 'esim',
  installationStatus: 'INSTALLED',
  installedAt: '2025-01-15T16:01:00.000Z',
};

describe('esimDetails', () => {
  it('GETs the eSIM profile by orderRef with credentials', async () => {
    const calls = answer('GET', 'order-service/v1/orders/:orderRef/esim-details', { result: ESIM });
    await expect(esimDetails(client, { orderRef: 'SND-250115-00004' })).resolves.toEqual({
      ...ESIM,
      confirmationCodeRequired: false,
    });
    expect(onlyCall(calls).auth).toBe(TEST_TOKEN);
    expect(onlyCall(calls).url.pathname).toBe(
      '/gateway/order-service/v1/orders/SND-250115-00004/esim-details',
    );
  });

  it('rejects an activation code that is not an LPA string', async () => {
    answer('GET', 'order-service/v1/orders/:orderRef/esim-details', {
      result: { ...ESIM, activationCode: 'K2T8Q-ZP1MA' },
    });
    await expectSchemaError(esimDetails(client, { orderRef: 'SND-1' }));
  });
});

describe('sim-installation-details', () => {
  it('GETs the installation status by orderId', async () => {
    const calls = answer('GET', 'order-service/v1/orders/:orderId/sim-installation-details', {
      result: { ...INSTALLATION, installationStatus: 'NOT_INSTALLED', installedAt: null },
    });
    const details = await simInstallationDetails(client, { orderId: 'SND-250115-00004' });
    expect(details).toMatchObject({ installationStatus: 'NOT_INSTALLED', installedAt: null });
    expect(onlyCall(calls).auth).toBe(TEST_TOKEN);
  });

  it('POSTs that the eSIM was installed, and how', async () => {
    const calls = answer('POST', 'order-service/v1/orders/:orderId/sim-installation-details', {
      result: INSTALLATION,
    });
    await expect(
      updateSimInstallationDetails(client, {
        orderId: 'SND-250115-00004',
        installationStatus: 'INSTALLED',
        method: 'ONE_CLICK',
      }),
    ).resolves.toEqual(INSTALLATION);
    expect(onlyCall(calls).json).toEqual({ installationStatus: 'INSTALLED', method: 'ONE_CLICK' });
  });

  it('rejects an unknown installation status in the answer', async () => {
    answer('GET', 'order-service/v1/orders/:orderId/sim-installation-details', {
      result: { ...INSTALLATION, installationStatus: 'DOWNLOADED' },
    });
    await expectSchemaError(simInstallationDetails(client, { orderId: 'SND-1' }));
  });
});

describe('activateSim', () => {
  it('POSTs the ICCID typed from the card, spaces removed, and answers the line', async () => {
    const calls = answer('POST', 'order-service/v1/orders/:orderRef/sim/activate', {
      result: { ...LINE, status: 'Active' },
    });
    const line = await activateSim(client, {
      orderRef: 'SND-250115-00004',
      iccid: '8952 1400 0006 1234 568',
    });
    expect(line.status).toBe('Active');
    const call = onlyCall(calls);
    expect(call.auth).toBe(TEST_TOKEN);
    expect(call.json).toEqual({ iccid: '8952140000061234568' });
  });

  it.each([
    ['letters', '8952ABCD00061234567'],
    ['18 digits', '895214000006123456'],
    ['21 digits', '895214000006123456700'],
    ['a wrong check digit', '8952140000061234567'],
  ])('refuses an ICCID with %s before sending anything', async (_label, iccid) => {
    const calls = answer('POST', 'order-service/v1/orders/:orderRef/sim/activate', { result: LINE });
    await expect(activateSim(client, { orderRef: 'SND-1', iccid })).rejects.toBeInstanceOf(v.ValiError);
    expect(calls).toHaveLength(0);
  });
});
