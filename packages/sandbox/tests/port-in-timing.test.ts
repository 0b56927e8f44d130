import {
  activateSim,
  createOrder,
  getOrder,
  latestPortInRequest,
  portInEligibility,
  updateSimInstallationDetails,
} from '@senda/core/gateway';
import { beforeEach, describe, expect, it } from 'vitest';
import { BILLING_ADDRESS, CARDS, CUSTOMER, payWithCard, pollTransaction } from './support/purchase-steps.ts';
import { setupSandboxTest } from './support/sandbox-test-kit.ts';

/**
 * A transfer never leaves the customer without a working number. The number leaves the
 * donor only once the new SIM works: a physical SIM's transfer is requested when it is activated,
 * an eSIM's when it is installed; until then it WAITS, however long, and says no switch time.
 */
const kit = setupSandboxTest();
const { sandbox } = kit;

const HOUR = 60 * 60 * 1000;
const START = Date.UTC(2025, 0, 15, 16, 0, 0);
beforeEach(() => kit.clock.set(START));
const iso = (ms: number) => new Date(ms).toISOString();

describe('a physical SIM transfer waits for the SIM’s activation', () => {
  it('no port before activation, however long; activation requests it, and the clock completes it', async () => {
    const customer = sandbox.state.scenarios.create('port-in-awaiting-sim');
    const { client } = kit.newClient(customer.accessToken);
    const latest = () => latestPortInRequest(client, { orderReference: customer.orderRef });
    const waiting = await latest();
    expect(waiting).toMatchObject({ status: 'WAITING', number: customer.msisdn });
    expect(waiting.scheduledSwitchAt).toBeUndefined();

    // Three days with the SIM in the drawer: the number is still the donor's, nothing asked.
    kit.clock.advance(72 * HOUR);
    // (The access token lapsed meanwhile: the client refreshes it, as the app does.)
    const later = client;
    const stillWaiting = await latestPortInRequest(later, { orderReference: customer.orderRef });
    expect(stillWaiting.status).toBe('WAITING');
    expect(stillWaiting.history.map((step) => step.status)).toEqual(['WAITING']);
    const before = await getOrder(later, { orderReference: customer.orderRef });
    expect(before.line?.portIn).toEqual({
      requestId: waiting.requestId,
      status: 'WAITING',
      temporaryNumber: expect.stringMatching(/^56\d{8}$/),
    });

    const activatedAt = kit.clock.now();
    await activateSim(later, { orderRef: customer.orderRef, iccid: customer.iccid });
    const requested = await latestPortInRequest(later, { orderReference: customer.orderRef });
    expect(requested).toMatchObject({
      status: 'PROCESSING',
      scheduledSwitchAt: iso(activatedAt + 24 * HOUR),
    });
    const after = await getOrder(later, { orderReference: customer.orderRef });
    expect(after.line?.portIn).toEqual({
      requestId: waiting.requestId,
      status: 'PROCESSING',
      switchAt: iso(activatedAt + 24 * HOUR),
      temporaryNumber: expect.stringMatching(/^56\d{8}$/),
    });

    kit.clock.advance(25 * HOUR);
    const done = await latestPortInRequest(later, { orderReference: customer.orderRef });
    expect(done.history.map((step) => [step.status, step.at])).toEqual([
      ['WAITING', iso(START)],
      ['PROCESSING', iso(activatedAt)],
      ['DONOR_SWITCH_SCHEDULED', iso(activatedAt + HOUR)],
      ['DONE', iso(activatedAt + 24 * HOUR)],
    ]);
  });
});

describe('an eSIM transfer waits for the eSIM’s installation', () => {
  it('a paid eSIM transfer is WAITING; reporting the eSIM installed requests it', async () => {
    const { client, email } = await kit.signedUpCustomer();
    // The operator's config asks no SMS code: the NIP checked is the proof.
    const otp = await portInEligibility(client, { number: '3312345678', donor: 'ATT', nip: '7788' });
    const created = await createOrder(client, {
      orderType: 'SIM_ONLY',
      channel: 'web',
      productType: 'prepaid',
      simType: 'esim',
      numberType: 'PORT_IN',
      items: [{ itemType: 'PLAN', sku: 'PLAN-SENDA-150' }],
      customer: { ...CUSTOMER, email },
      billingAddress: BILLING_ADDRESS,
      portIn: { number: '3312345678', donor: 'ATT', requestId: otp.requestId },
    });
    const orderReference = created.order_ref;
    const transaction = await payWithCard(client, orderReference, CARDS.approve);
    await pollTransaction(client, transaction.transactionId);
    expect(await latestPortInRequest(client, { orderReference })).toMatchObject({ status: 'WAITING' });

    kit.clock.advance(2 * HOUR);
    await updateSimInstallationDetails(client, { orderId: orderReference, installationStatus: 'INSTALLED' });
    expect(await latestPortInRequest(client, { orderReference })).toMatchObject({
      status: 'PROCESSING',
      scheduledSwitchAt: iso(START + 2 * HOUR + 24 * HOUR),
    });
    // Reported twice, it is still one request, not started again.
    kit.clock.advance(HOUR);
    await updateSimInstallationDetails(client, { orderId: orderReference, installationStatus: 'INSTALLED' });
    const request = await latestPortInRequest(client, { orderReference });
    expect(request.history.map((step) => step.status)).toEqual([
      'WAITING',
      'PROCESSING',
      'DONOR_SWITCH_SCHEDULED',
    ]);
  });
});
