import { createTopUp, TOP_UP_LOOKUP_LIMITS, topUpLine } from '@senda/core/flows/top-up';
import {
  createCashPayment,
  type GatewayClient,
  guestSignup,
  isGatewayError,
  openPaylink,
} from '@senda/core/gateway';
import { beforeEach, describe, expect, it } from 'vitest';
import { CARDS, payWithCard, pollTransaction } from './support/purchase-steps.ts';
import { GATEWAY_URL, ORIGIN, setupSandboxTest } from './support/sandbox-test-kit.ts';

const kit = setupSandboxTest();
const { sandbox, clock } = kit;
beforeEach(() => clock.set(Date.UTC(2025, 0, 15, 16, 0, 0)));

const PAYER = 'amiga.paga@example.mx';

async function failure(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isGatewayError(error)) throw new Error(`expected a gateway error, got ${String(error)}`);
  return { status: error.status, errorId: error.errorId, retryAfterSeconds: error.retryAfterSeconds };
}

/** Someone with nothing but the recarga's link: a guest session, as the paylink page makes one. */
async function stranger(): Promise<GatewayClient> {
  const { client, session } = kit.newClient();
  session.setAccessToken((await guestSignup(client)).accessToken);
  return client;
}

function mailsTo(address: string) {
  sandbox.state.fileDueNotices();
  return sandbox.state.mailbox.listFor(address).reverse();
}

const periodEndOf = (accountNumber: string) => sandbox.state.store.data.lines[accountNumber]?.periodEndsAt;

/** A lookup as a visitor's browser sends it: its device id and its network address. */
const lookUpAs = (deviceId: string, address: string, msisdn: string) =>
  fetch(`${GATEWAY_URL}/subscription-service/v1/top-ups/line`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-DeviceId': deviceId, 'X-Forwarded-For': address },
    body: JSON.stringify({ msisdn }),
  });

describe('the recarga lookup', () => {
  it('shows the holder masked, the plan and its renewal dates, and nothing else of the line', async () => {
    const made = sandbox.state.scenarios.create('top-up-active');
    const line = await topUpLine(kit.newClient().client, { msisdn: made.msisdn });
    expect(line).toEqual({
      msisdn: made.msisdn,
      holderMasked: 'L••• H•••',
      plan: { name: 'Senda 200', price: { amount: 200, currency: 'MXN' } },
      renewalDate: '2025-02-14',
      renewsUntil: '2025-03-16',
      // The boosters' add-ons Senda 200 allows, instead of the renewal.
      dataAddOns: [
        { sku: 'ADDON-GB-1', dataGb: 1, price: { amount: 20, currency: 'MXN' } },
        { sku: 'ADDON-GB-3', dataGb: 3, price: { amount: 45, currency: 'MXN' } },
        { sku: 'ADDON-GB-5', dataGb: 5, price: { amount: 50, currency: 'MXN' } },
      ],
    });
    // On the wire, not only what the client's schema keeps: nothing more of the line or its holder.
    const wire = await lookUpAs('device-mask', '203.0.113.50', made.msisdn);
    const raw = await wire.text();
    expect(Object.keys((JSON.parse(raw) as { result: object }).result).sort()).toEqual([
      'dataAddOns',
      'holderMasked',
      'msisdn',
      'plan',
      'renewalDate',
      'renewsUntil',
    ]);
    expect(raw).not.toMatch(/Lucía|Hernández|@|accountNumber|orderRef|renewals/);
    // The add-ons are the catalogue's; the line's own plan stays unnamed but for its name and price.
    expect(raw).not.toContain(sandbox.state.store.data.lines[made.accountNumber]?.plan.sku ?? '?');
  });

  it('a number that is not Senda’s, and a line that cannot take a recarga, each get their answer', async () => {
    const { client } = kit.newClient();
    expect(await failure(topUpLine(client, { msisdn: '3399999999' }))).toMatchObject({
      status: 404,
      errorId: 404960,
    });
    const notActivated = sandbox.state.scenarios.create('termination-before-activation');
    expect(await failure(topUpLine(client, { msisdn: notActivated.msisdn }))).toMatchObject({
      status: 422,
      errorId: 422960,
    });
    expect(
      await failure(
        createTopUp(client, {
          msisdn: notActivated.msisdn,
          payerEmail: PAYER,
          idempotencyKey: 'key-inactive-1',
        }),
      ),
    ).toMatchObject({ status: 422, errorId: 422960 });
  });

  it('is limited per device and per network address, hits and misses alike, with Retry-After', async () => {
    const made = sandbox.state.scenarios.create('top-up-active');
    for (let i = 0; i < TOP_UP_LOOKUP_LIMITS.perDevice; i++) {
      const number = i % 2 === 0 ? made.msisdn : `33000000${String(i).padStart(2, '0')}`;
      expect((await lookUpAs('device-a', '203.0.113.7', number)).status).not.toBe(429);
    }
    const refused = await lookUpAs('device-a', '203.0.113.8', made.msisdn);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ failure: { errorId: 429060 } });
    // Another visitor is not held back by this one.
    expect((await lookUpAs('device-b', '203.0.113.9', made.msisdn)).status).toBe(200);
    // One address, many devices: its own (higher) limit.
    for (let i = 0; i < TOP_UP_LOOKUP_LIMITS.perClientAddress; i++) {
      await lookUpAs(`device-c${i}`, '198.51.100.1', made.msisdn);
    }
    expect((await lookUpAs('device-new', '198.51.100.1', made.msisdn)).status).toBe(429);
    // The window passes: the first visitor may look again.
    clock.advance(TOP_UP_LOOKUP_LIMITS.windowSeconds * 1000);
    expect((await lookUpAs('device-a', '203.0.113.7', made.msisdn)).status).toBe(200);
  });
});

describe('a recarga paid by a stranger', () => {
  it('by OXXO: the voucher to the payer, the line renewed once the cash is confirmed, the owner told without who paid', async () => {
    const made = sandbox.state.scenarios.create('top-up-active');
    const before = periodEndOf(made.accountNumber);
    const anonymous = kit.newClient().client;
    const topUp = await createTopUp(anonymous, {
      msisdn: made.msisdn,
      payerEmail: PAYER,
      idempotencyKey: 'key-oxxo-1',
    });
    expect(topUp.amount).toEqual({ amount: 200, currency: 'MXN' });
    // Pressed twice: the same recarga.
    expect(
      await createTopUp(anonymous, { msisdn: made.msisdn, payerEmail: PAYER, idempotencyKey: 'key-oxxo-1' }),
    ).toEqual(topUp);

    const payer = await stranger();
    const link = await openPaylink(payer, { paylinkId: topUp.paylinkId });
    const voucher = await createCashPayment(payer, { orderRef: link.orderRef, method: 'OXXO' });
    expect(mailsTo(PAYER).map((mail) => mail.kind)).toEqual(['cash_reference']);
    expect(mailsTo(PAYER)[0]?.body).toContain(voucher.reference);
    expect(periodEndOf(made.accountNumber)).toBe(before);
    expect(mailsTo(made.email).filter((mail) => mail.kind === 'top_up_paid')).toEqual([]);

    clock.advance(2 * 60 * 60 * 1000);
    const confirmed = await fetch(`${ORIGIN}/mocks/cash-payments/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ reference: voucher.reference }),
    });
    expect(await confirmed.json()).toMatchObject({ applied: true });
    // One period more, from the date it was paid until.
    expect(periodEndOf(made.accountNumber)).toBe((before ?? 0) + 30 * 24 * 60 * 60 * 1000);

    const notices = mailsTo(made.email).filter((mail) => mail.kind === 'top_up_paid');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toBe('Se pagó una recarga de $200.00 MXN a tu línea');
    expect(notices[0]?.body).toContain('15 de enero de 2025');
    expect(notices[0]?.body).not.toMatch(/amiga|example\.mx|OXXO|efectivo/);
    // Told once, however often the mailbox is read.
    expect(mailsTo(made.email).filter((mail) => mail.kind === 'top_up_paid')).toHaveLength(1);

    // The payer has the receipt (with the CFDI offer); the owner has no receipt of it.
    const receipts = mailsTo(PAYER).filter((mail) => mail.kind === 'receipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.body).toMatch(/CFDI|factura/);
    expect(
      mailsTo(made.email).some((mail) => mail.kind === 'receipt' && mail.body.includes(link.orderRef)),
    ).toBe(false);
    // The payment is a record on the owner's line.
    const order = sandbox.state.orders.find(link.orderRef);
    expect(order).toMatchObject({ accountNumber: made.accountNumber, email: PAYER });
    expect(order?.paidTransactionId).toBeDefined();
  });

  it('adds 3 GB instead: paid by card, the data is on the line at once, its period unmoved, the owner told the amount and not who paid', async () => {
    const made = sandbox.state.scenarios.create('top-up-active');
    const before = periodEndOf(made.accountNumber) ?? 0;
    const topUp = await createTopUp(kit.newClient().client, {
      msisdn: made.msisdn,
      payerEmail: PAYER,
      idempotencyKey: 'key-data-1',
      sku: 'ADDON-GB-3',
    });
    expect(topUp.amount).toEqual({ amount: 45, currency: 'MXN' });
    const payer = await stranger();
    const link = await openPaylink(payer, { paylinkId: topUp.paylinkId });
    const paid = await payWithCard(payer, link.orderRef, CARDS.approve);
    expect((await pollTransaction(payer, paid.transactionId)).final.status).toBe('SUCCESS');
    const line = sandbox.state.store.data.lines[made.accountNumber];
    expect(line?.boosters?.map((booster) => booster.sku)).toEqual(['ADDON-GB-3']);
    expect(periodEndOf(made.accountNumber)).toBe(before);
    expect(sandbox.state.store.data.orders[link.orderRef]).toMatchObject({
      orderType: 'ON_APP_PURCHASES',
      email: PAYER,
    });
    const told = mailsTo(made.email).filter((mail) => mail.kind === 'top_up_paid');
    expect(told).toHaveLength(1);
    expect(told[0]?.subject).toContain('$45.00');
    expect(told[0]?.body).toContain('datos extra');
    expect(told[0]?.body).not.toMatch(/amiga|tarjeta|4242/);
    // An add-on the plan does not allow is the boosters' refusal, nothing made.
    expect(
      await failure(
        createTopUp(kit.newClient().client, {
          msisdn: made.msisdn,
          payerEmail: PAYER,
          idempotencyKey: 'key-data-2',
          sku: 'ADDON-GB-50',
        }),
      ),
    ).toMatchObject({ status: 422, errorId: 422960 });
  });

  it('by card: renewed at once', async () => {
    const made = sandbox.state.scenarios.create('top-up-active');
    const before = periodEndOf(made.accountNumber) ?? 0;
    const topUp = await createTopUp(kit.newClient().client, {
      msisdn: made.msisdn,
      payerEmail: PAYER,
      idempotencyKey: 'key-card-1',
    });
    const payer = await stranger();
    const link = await openPaylink(payer, { paylinkId: topUp.paylinkId });
    const paid = await payWithCard(payer, link.orderRef, CARDS.approve);
    expect((await pollTransaction(payer, paid.transactionId)).final.status).toBe('SUCCESS');
    expect(periodEndOf(made.accountNumber)).toBe(before + 30 * 24 * 60 * 60 * 1000);
    expect(mailsTo(made.email).filter((mail) => mail.kind === 'top_up_paid')).toHaveLength(1);
  });
});
