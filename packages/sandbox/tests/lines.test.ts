import {
  activateSim,
  activateSimEndpoint,
  createOrder,
  esimDetails,
  getOrder,
  latestPortInRequest,
  lockNumber,
  multiLineUsers,
  searchNumbers,
  simInstallationDetails,
  updateSimInstallationDetails,
} from '@senda/core/gateway';
import { isValidIccid } from '@senda/core/validation';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseIsoDuration } from '../src/domain/clock.ts';
import { withCheckDigit } from '../src/domain/lines.ts';
import { BILLING_ADDRESS, CARDS, CUSTOMER, payWithCard, pollTransaction } from './support/purchase-steps.ts';
import { ORIGIN, setupSandboxTest } from './support/sandbox-test-kit.ts';

const kit = setupSandboxTest();
const { sandbox } = kit;

const DAY = 24 * 60 * 60 * 1000;
/** 2025-01-15T16:00Z, 10:00 in Mexico City: every test starts here (the kit keeps one clock). */
const START = Date.UTC(2025, 0, 15, 16, 0, 0);
beforeEach(() => kit.clock.set(START));

/** Sign-up, a free number, an order for Senda 200 and an approved card: a paid order, via HTTP. */
async function buyLine(simType: 'esim' | 'physical_sim', email = CUSTOMER.email) {
  const customer = await kit.signedUpCustomer(email);
  const { client } = customer;
  const [number] = await searchNumbers(client, { category: 'FREE_NUMBER' });
  if (!number) throw new Error('no free number');
  await lockNumber(client, { selectedNumber: number.number });
  const created = await createOrder(client, {
    orderType: 'SIM_ONLY',
    channel: 'web',
    productType: 'prepaid',
    simType,
    numberType: 'NEW',
    items: [
      { itemType: 'PLAN', sku: 'PLAN-SENDA-200' },
      { itemType: 'NEW_NUMBER', sku: 'NUMBER-FREE' },
    ],
    selectedNumber: number.number,
    customer: { ...CUSTOMER, email },
    billingAddress: BILLING_ADDRESS,
    ...(simType === 'physical_sim'
      ? { delivery: { method: 'SELF_PICKUP' as const, pickupLocationId: 'TIENDA-ROMA' } }
      : {}),
  });
  const unpaid = await getOrder(client, { orderReference: created.order_ref });
  const transaction = await payWithCard(client, created.order_ref, CARDS.approve);
  await pollTransaction(client, transaction.transactionId);
  return { ...customer, orderRef: created.order_ref, msisdn: number.number, unpaid };
}

async function mocks(path: string, body?: unknown) {
  const response = await fetch(`${ORIGIN}/mocks/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('a paid order becomes a line', () => {
  it('an eSIM line is Active at once, renews 30 days later at 00:00 Mexico City, with the card that paid', async () => {
    const { client, orderRef, msisdn, unpaid } = await buyLine('esim');
    expect(unpaid.line).toBeUndefined();

    const order = await getOrder(client, { orderReference: orderRef });
    const line = order.line;
    expect(line).toMatchObject({
      orderRef,
      msisdn,
      status: 'Active',
      sim: { type: 'esim', activationStatus: 'ACTIVATED', installationStatus: 'NOT_INSTALLED' },
      plan: { sku: 'PLAN-SENDA-200', name: 'Senda 200', price: { amount: 200, currency: 'MXN' } },
      activationDate: '2025-01-15T16:00:00.000Z',
      renewalDate: '2025-02-14T06:00:00.000Z',
      autoRenewal: false,
      renewalCard: { brand: 'visa', last4: '4242' },
    });
    expect(line?.accountNumber).toMatch(/^40\d{8}$/);
    expect(line?.sim.iccid).toMatch(/^8952\d{15}$/);
    expect(isValidIccid(line?.sim.iccid ?? '')).toBe(true);
    expect(line?.plan.allowances.map((allowance) => allowance.type)).toContain('DATA');
    expect(await multiLineUsers(client)).toEqual([line]);
    expect(sandbox.context.violations).toEqual([]);
  });

  it('takes the renewal day from the Mexico City calendar, not UTC', async () => {
    // 05:30 UTC on 16 January is still 15 January, 23:30, in Mexico City.
    kit.clock.set(Date.UTC(2025, 0, 16, 5, 30));
    const { client, orderRef } = await buyLine('esim');
    const { line } = await getOrder(client, { orderReference: orderRef });
    expect(line?.renewalDate).toBe('2025-02-14T06:00:00.000Z');
  });

  it('a physical SIM line waits for activation; the ICCID on the card activates it and the order', async () => {
    const { client, orderRef } = await buyLine('physical_sim');
    const before = await getOrder(client, { orderReference: orderRef });
    expect(before.state).toBe('PRO');
    expect(before.line).toMatchObject({
      status: 'Inactive',
      sim: {
        type: 'physical_sim',
        activationStatus: 'AWAITING_ACTIVATION',
        installationStatus: 'NOT_INSTALLED',
      },
      activationDate: null,
      renewalDate: null,
    });
    const iccid = before.line?.sim.iccid ?? '';
    await expect(simInstallationDetails(client, { orderId: orderRef })).resolves.toEqual({
      orderId: orderRef,
      simType: 'physical_sim',
      installationStatus: 'NOT_INSTALLED',
      installedAt: null,
    });
    // No eSIM to download for a physical SIM.
    await expect(esimDetails(client, { orderRef })).rejects.toMatchObject({ status: 404 });

    kit.clock.advance(2 * DAY);
    // Spaces as printed on the card are fine.
    const typed = iccid.replace(/(\d{4})/g, '$1 ').trim();
    const line = await activateSim(client, { orderRef, iccid: typed });
    expect(line).toMatchObject({
      status: 'Active',
      sim: { activationStatus: 'ACTIVATED', installationStatus: 'INSTALLED' },
      activationDate: '2025-01-17T16:00:00.000Z',
      renewalDate: '2025-02-16T06:00:00.000Z',
    });
    const after = await getOrder(client, { orderReference: orderRef });
    expect(after).toMatchObject({ state: 'TSU', status: 'COMPLETED' });
    expect((await simInstallationDetails(client, { orderId: orderRef })).installationStatus).toBe(
      'INSTALLED',
    );
    await expect(activateSim(client, { orderRef, iccid })).rejects.toMatchObject({
      status: 409,
      errorCode: 'SIM_ALREADY_ACTIVE',
    });
  });

  it('SIM activate refuses an ICCID that is malformed, fails its check digit, or is another SIM', async () => {
    const { client, orderRef } = await buyLine('physical_sim');
    const own = (await getOrder(client, { orderReference: orderRef })).line?.sim.iccid ?? '';
    const luhnBad = `${own.slice(0, -1)}${(Number(own.slice(-1)) + 1) % 10}`;
    const anotherSim = withCheckDigit('895214999999123456');
    expect(isValidIccid(anotherSim)).toBe(true);
    const send = (iccid: string) =>
      // Past core's own check, as a hand-made request would be.
      client.call(activateSimEndpoint, { params: { orderRef }, json: { iccid } });
    for (const iccid of ['', 'ABCD1234', own.slice(0, 18), `${own}12`, luhnBad]) {
      await expect(send(iccid), iccid).rejects.toMatchObject({ status: 422, errorCode: 'INVALID_ICCID' });
    }
    await expect(send(anotherSim)).rejects.toMatchObject({ status: 422, errorCode: 'ICCID_MISMATCH' });
    // Core's activateSim refuses a malformed ICCID before sending anything.
    await expect(activateSim(client, { orderRef, iccid: luhnBad })).rejects.toThrow(/ICCID/);
    expect((await getOrder(client, { orderReference: orderRef })).line?.status).toBe('Inactive');
  });

  it('eSIM details carry the SM-DP+ address, matching id and LPA code; installation is reported once', async () => {
    const { client, orderRef } = await buyLine('esim');
    const details = await esimDetails(client, { orderRef });
    expect(details.smdpAddress).toBe('rsp.sandbox.senda.mx');
    expect(details.matchingId).toMatch(/^[A-Z0-9]{5}(-[A-Z0-9]{5}){3}$/);
    expect(details.activationCode).toBe(`LPA:1$${details.smdpAddress}$${details.matchingId}`);
    expect(details.installationStatus).toBe('NOT_INSTALLED');

    kit.clock.advance(60_000);
    const installed = await updateSimInstallationDetails(client, {
      orderId: orderRef,
      installationStatus: 'INSTALLED',
      method: 'ONE_CLICK',
    });
    expect(installed).toEqual({
      orderId: orderRef,
      simType: 'esim',
      installationStatus: 'INSTALLED',
      installedAt: '2025-01-15T16:01:00.000Z',
    });
    kit.clock.advance(60_000);
    await updateSimInstallationDetails(client, { orderId: orderRef, installationStatus: 'INSTALLED' });
    expect((await simInstallationDetails(client, { orderId: orderRef })).installedAt).toBe(
      '2025-01-15T16:01:00.000Z',
    );
    expect((await esimDetails(client, { orderRef })).installationStatus).toBe('INSTALLED');
  });
});

describe('the sandbox clock', () => {
  it('POST /mocks/clock moves a transfer PROCESSING → DONOR_SWITCH_SCHEDULED → DONE', async () => {
    const customer = sandbox.state.scenarios.create('pending-port-in');
    const { client } = kit.newClient(customer.accessToken);
    const latest = () => latestPortInRequest(client, { orderReference: customer.orderRef });
    // Requested when the eSIM was installed: the switch's time is known from then.
    expect(await latest()).toMatchObject({
      status: 'PROCESSING',
      number: customer.msisdn,
      donor: 'TELCEL',
      scheduledSwitchAt: '2025-01-16T16:00:00.000Z',
    });

    expect(await mocks('clock', { advanceBy: 'PT2H' })).toMatchObject({
      status: 200,
      body: { now: '2025-01-15T18:00:00.000Z', offsetMs: 2 * 60 * 60 * 1000 },
    });
    // The access token lived one hour: the client refreshes it and carries on, as in the app.
    const scheduled = await latest();
    expect(scheduled).toMatchObject({
      status: 'DONOR_SWITCH_SCHEDULED',
      scheduledSwitchAt: '2025-01-16T16:00:00.000Z',
    });

    await mocks('clock', { advanceBy: 'PT24H' });
    const done = await latest();
    expect(done.status).toBe('DONE');
    expect(done.history.map((step) => [step.status, step.at])).toEqual([
      ['WAITING', '2025-01-15T16:00:00.000Z'],
      ['PROCESSING', '2025-01-15T16:00:00.000Z'],
      ['DONOR_SWITCH_SCHEDULED', '2025-01-15T17:00:00.000Z'],
      ['DONE', '2025-01-16T16:00:00.000Z'],
    ]);
    const { line } = await getOrder(client, { orderReference: customer.orderRef });
    // Done: the line has the transferred number only (no temporary number reported).
    expect(line?.portIn).toEqual({
      requestId: done.requestId,
      status: 'DONE',
      switchAt: '2025-01-16T16:00:00.000Z',
    });
  });

  it('a missed renewal puts the line in Grace for 7 days, then Suspend for 30, then Inactive', async () => {
    const { client, orderRef, email, userId } = await buyLine('esim');
    const signIn = () => {
      // Past the 7-day refresh window the customer logs in again, by one-time code.
      const otp = sandbox.state.auth.signIn(email, 'web', 'es-MX', {});
      return kit.newClient(sandbox.state.auth.validate('signin', otp.id, otp.code).accessToken).client;
    };
    const lineNow = async (c = client) => (await getOrder(c, { orderReference: orderRef })).line;

    await mocks('clock', { advanceBy: 'P29D' });
    expect((await lineNow(signIn()))?.status).toBe('Active');
    // Renewal due 2025-02-14T06:00Z; auto-renewal is off.
    await mocks('clock', { advanceBy: 'P1D' });
    const grace = await lineNow(signIn());
    expect(grace).toMatchObject({
      status: 'Grace',
      renewalDate: '2025-02-14T06:00:00.000Z',
      graceEndsAt: '2025-02-21T06:00:00.000Z',
    });
    // Without auto-renewal nothing is charged, so nothing is announced.
    expect(sandbox.state.mailbox.listFor(email).some((mail) => mail.kind === 'renewal_notice')).toBe(false);
    expect(sandbox.state.lines.listFor(userId)[0]?.renewals).toEqual([
      {
        at: Date.parse('2025-02-14T06:00:00.000Z'),
        amount: 200,
        outcome: 'MISSED',
        reason: 'AUTO_RENEWAL_OFF',
      },
    ]);
    await mocks('clock', { advanceBy: 'P7D' });
    expect((await lineNow(signIn()))?.status).toBe('Suspend');
    const curp = sandbox.state.store.data.orders[orderRef]?.customer?.curp ?? '';
    expect(sandbox.state.lines.registeredTo(curp)).toHaveLength(1);
    await mocks('clock', { advanceBy: 'P30D' });
    expect((await lineNow(signIn()))?.status).toBe('Inactive');
    // An Inactive line gives its place back under the registry's cap per CURP.
    expect(sandbox.state.lines.registeredTo(curp)).toHaveLength(0);
  });

  it('with auto-renewal on, the renewal is charged to the card and the line stays Active', async () => {
    const { orderRef, userId, email } = await buyLine('esim');
    const [record] = sandbox.state.lines.listFor(userId);
    if (!record) throw new Error('no line');
    sandbox.state.lines.setAutoRenewal(record, true);
    await mocks('clock', { advanceBy: 'P61D' });
    const otp = sandbox.state.auth.signIn(email, 'web', 'es-MX', {});
    const fresh = kit.newClient(sandbox.state.auth.validate('signin', otp.id, otp.code).accessToken).client;
    const { line } = await getOrder(fresh, { orderReference: orderRef });
    expect(line).toMatchObject({ status: 'Active', renewalDate: '2025-04-15T06:00:00.000Z' });
    expect(record.renewals.map((renewal) => renewal.outcome)).toEqual(['PAID', 'PAID']);
    // LFPC art. 76 Bis: each automatic renewal was announced 5 days before, by e-mail.
    const notices = sandbox.state.mailbox.listFor(email).filter((mail) => mail.kind === 'renewal_notice');
    expect(notices.map((mail) => new Date(mail.sentAt).toISOString()).sort()).toEqual([
      '2025-02-09T06:00:00.000Z',
      '2025-03-11T06:00:00.000Z',
    ]);
    // In the language of the customer's latest call (the calls above name none: the country's).
    expect(notices.map((mail) => mail.subject).sort()).toEqual([
      'Tu plan Senda 200 se renueva el 14 de febrero de 2025',
      'Tu plan Senda 200 se renueva el 16 de marzo de 2025',
    ]);
    expect(notices[0]?.body).toContain('visa terminación 4242');
  });

  it("writes a renewal notice, which no call is behind, in the language of the customer's latest call", async () => {
    const { orderRef, userId, email } = await buyLine('esim');
    const [record] = sandbox.state.lines.listFor(userId);
    if (!record) throw new Error('no line');
    sandbox.state.lines.setAutoRenewal(record, true);
    // Past the notice for 14 February (due on the 9th), before its charge.
    await mocks('clock', { advanceBy: 'P26D' });
    const otp = sandbox.state.auth.signIn(email, 'web', 'es-MX', {});
    const fresh = kit.newClient(sandbox.state.auth.validate('signin', otp.id, otp.code).accessToken);
    fresh.session.language = 'en-US';
    await getOrder(fresh.client, { orderReference: orderRef });
    const [notice] = sandbox.state.mailbox.listFor(email).filter((mail) => mail.kind === 'renewal_notice');
    expect(notice?.subject).toBe('Your Senda 200 plan renews on February 14, 2025');
    expect(notice?.body).toContain('to your visa card ending in 4242');
    expect(notice?.body).not.toContain('terminación');
  });

  it('refuses a duration it cannot read, and never goes back in time', async () => {
    for (const body of [
      { advanceBy: 'P1Y' },
      { advanceBy: 'P1M' },
      { advanceBy: '-PT1H' },
      { advanceBy: 'soon' },
      { advanceByMs: -5 },
      {},
    ]) {
      expect((await mocks('clock', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await mocks('clock')).body).toEqual({ now: '2025-01-15T16:00:00.000Z', offsetMs: 0 });
    expect((await mocks('clock', { advanceByMs: 1500 })).body).toMatchObject({ advancedByMs: 1500 });
  });

  it('reads ISO 8601 durations in weeks, days, hours, minutes and seconds', () => {
    expect(parseIsoDuration('PT26H')).toBe(26 * 60 * 60 * 1000);
    expect(parseIsoDuration('p1dt2h30m')).toBe((26 * 60 + 30) * 60 * 1000);
    expect(parseIsoDuration('P2W')).toBe(14 * DAY);
    expect(parseIsoDuration('PT0.5S')).toBe(500);
    for (const bad of ['', 'P', 'PT', 'P1Y', 'P1M', 'PT-1H', '26h'])
      expect(parseIsoDuration(bad), bad).toBeUndefined();
  });
});
