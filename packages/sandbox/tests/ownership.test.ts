import {
  activateSim,
  bannerInformation,
  cancelOrder,
  esimDetails,
  type GatewayClient,
  getOrder,
  getServiceRequestStatus,
  latestPortInRequest,
  listServiceRequests,
  manageOrderList,
  multiLineUsers,
  requestInvoice,
  simInstallationDetails,
  updateSimInstallationDetails,
  userOrders,
} from '@senda/core/gateway';
import { beforeEach, describe, expect, it } from 'vitest';
import { MANAGE_ORDER_ACTION, RECAPTCHA_TEST_SITE_KEY, recaptchaTestToken } from '../src/domain/recaptcha.ts';
import type { ScenarioCustomer } from '../src/domain/scenarios.ts';
import { setupSandboxTest, TAX_DETAILS } from './support/sandbox-test-kit.ts';

/**
 * A customer sees only their own orders, lines and requests: every call about one answers 404
 * NOT_FOUND to anyone else, exactly as for a reference that does not exist, so a caller cannot
 * even learn that it does.
 */
const kit = setupSandboxTest();
const { sandbox } = kit;

let owner: ScenarioCustomer;
let ownerClient: GatewayClient;
let stranger: GatewayClient;
let portInOwner: ScenarioCustomer;
let physicalOwner: ScenarioCustomer;
let requestId: string;

beforeEach(() => {
  owner = sandbox.state.scenarios.create('active-esim-line');
  ownerClient = kit.newClient(owner.accessToken).client;
  portInOwner = sandbox.state.scenarios.create('pending-port-in');
  physicalOwner = sandbox.state.scenarios.create('physical-sim-awaiting-activation');
  const line = sandbox.state.lines.forOrder(owner.orderRef);
  if (!line) throw new Error('no line');
  requestId = sandbox.state.serviceRequests.create(line, { type: 'PLAN_SWITCH' }).requestId;
  stranger = kit.newClient(sandbox.state.scenarios.create('grace-line').accessToken).client;
});

const NOT_FOUND = { status: 404, errorCode: 'NOT_FOUND' };

const CALLS: [string, (client: GatewayClient) => Promise<unknown>][] = [
  ['getOrder', (client) => getOrder(client, { orderReference: owner.orderRef })],
  ['esimDetails', (client) => esimDetails(client, { orderRef: owner.orderRef })],
  ['simInstallationDetails', (client) => simInstallationDetails(client, { orderId: owner.orderRef })],
  [
    'updateSimInstallationDetails',
    (client) =>
      updateSimInstallationDetails(client, { orderId: owner.orderRef, installationStatus: 'INSTALLED' }),
  ],
  [
    'activateSim',
    (client) => activateSim(client, { orderRef: physicalOwner.orderRef, iccid: physicalOwner.iccid }),
  ],
  ['latestPortInRequest', (client) => latestPortInRequest(client, { orderReference: portInOwner.orderRef })],
  ['getServiceRequestStatus', (client) => getServiceRequestStatus(client, { requestId })],
  ['cancelOrder', (client) => cancelOrder(client, { orderRef: owner.orderRef })],
  [
    'requestInvoice',
    (client) =>
      requestInvoice(client, {
        orderRef: owner.orderRef,
        body: TAX_DETAILS,
      }),
  ],
];

describe('ownership', () => {
  it.each(CALLS)('%s answers 404 for another customer’s order, line or request', async (_name, call) => {
    await expect(call(stranger)).rejects.toMatchObject(NOT_FOUND);
    expect(sandbox.context.violations).toEqual([]);
  });

  it('the same calls work for the owner (the 404s above are about ownership, not the calls)', async () => {
    await expect(getOrder(ownerClient, { orderReference: owner.orderRef })).resolves.toBeDefined();
    await expect(esimDetails(ownerClient, { orderRef: owner.orderRef })).resolves.toBeDefined();
    await expect(simInstallationDetails(ownerClient, { orderId: owner.orderRef })).resolves.toBeDefined();
    await expect(getServiceRequestStatus(ownerClient, { requestId })).resolves.toMatchObject({
      type: 'PLAN_SWITCH',
      status: 'SUBMITTED',
    });
    const portInClient = kit.newClient(portInOwner.accessToken).client;
    await expect(
      latestPortInRequest(portInClient, { orderReference: portInOwner.orderRef }),
    ).resolves.toBeDefined();
    const physicalClient = kit.newClient(physicalOwner.accessToken).client;
    await expect(
      activateSim(physicalClient, { orderRef: physicalOwner.orderRef, iccid: physicalOwner.iccid }),
    ).resolves.toMatchObject({ status: 'Active' });
  });

  it('a stranger’s attempts change nothing', async () => {
    await expect(
      updateSimInstallationDetails(stranger, { orderId: owner.orderRef, installationStatus: 'INSTALLED' }),
    ).rejects.toMatchObject(NOT_FOUND);
    await expect(
      activateSim(stranger, { orderRef: physicalOwner.orderRef, iccid: physicalOwner.iccid }),
    ).rejects.toMatchObject(NOT_FOUND);
    expect(sandbox.state.lines.forOrder(owner.orderRef)?.installedAt).toBeUndefined();
    expect(sandbox.state.lines.forOrder(physicalOwner.orderRef)?.activatedAt).toBeUndefined();
  });

  it('lists hold only the caller’s own orders, lines, requests and banners', async () => {
    const own = (await multiLineUsers(stranger)).map((line) => line.orderRef);
    expect(own).toHaveLength(1);
    expect(own).not.toContain(owner.orderRef);
    expect((await userOrders(stranger)).map((order) => order.order_ref)).toEqual(own);
    expect(
      (
        await manageOrderList(stranger, {
          reCaptchaToken: recaptchaTestToken(RECAPTCHA_TEST_SITE_KEY, MANAGE_ORDER_ACTION),
        })
      ).map((entry) => entry.order_ref),
    ).toEqual(own);
    expect(await listServiceRequests(stranger)).toEqual([]);
    expect(await listServiceRequests(stranger, { accountNumber: owner.accountNumber })).toEqual([]);
    expect((await listServiceRequests(ownerClient)).map((request) => request.requestId)).toEqual([requestId]);
    const banners = await bannerInformation(stranger, { langCode: 'en-US' });
    expect(banners.banners.map((banner) => banner.accountNumber).filter(Boolean)).not.toContain(
      owner.accountNumber,
    );
  });
});
