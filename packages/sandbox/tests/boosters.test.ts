import {
  AUTO_BOOSTER_MAX_PER_PERIOD,
  type AutoBoosterConsent,
  autoBoosterConsentFor,
  boosterOffer,
  buyBooster,
  updateAutoBooster,
} from '@senda/core/flows/boosters';
import { lineUsage } from '@senda/core/flows/line-usage';
import {
  createCashPayment,
  getServiceRequestStatus,
  newIdempotencyKey,
  requestInvoice,
} from '@senda/core/gateway';
import { beforeEach, describe, expect, it } from 'vitest';
import { gatewayFailure, ORIGIN, setupSandboxTest, TAX_DETAILS } from './support/sandbox-test-kit.ts';

/**
 * Boosters: a data add-on the plan allows, bought by card or cash as an ON_APP_PURCHASES order with
 * its record, receipt and CFDI, added to the line's data when paid; and the automatic booster,
 * bought at the count that finds the line out of data, at most twice a period, each e-mailed.
 */
const kit = setupSandboxTest();
const { sandbox, clock } = kit;
const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2025, 0, 15, 16, 0, 0);
beforeEach(() => clock.set(START));

const outOfData = () => kit.scenarioLine('line-usage-out-of-data');
const totals = (usage: Awaited<ReturnType<typeof lineUsage>>) => ({
  totalMb: usage.data.reduce((sum, each) => sum + each.totalMb, 0),
  usedMb: usage.data.reduce((sum, each) => sum + Math.min(each.usedMb, each.totalMb), 0),
});
/** The consent as its body sends it. */
const agreed = ({ sku, amount, cardLast4, maxPerPeriod }: AutoBoosterConsent) => ({
  sku,
  amount,
  cardLast4,
  maxPerPeriod,
});

/** Oldest first. */
const mails = (email: string, kind: string) =>
  sandbox.state.mailbox
    .listFor(email)
    .filter((mail) => mail.kind === kind)
    .sort((a, b) => a.sentAt - b.sentAt);

/** A client signed in now: past the session's life, the customer logs in again. */
function signedIn(email: string) {
  const otp = sandbox.state.auth.signIn(email, 'web', 'es-MX', {});
  return kit.newClient(sandbox.state.auth.validate('signin', otp.id, otp.code).accessToken).client;
}

describe('boosters', () => {
  it('offers the 1, 3 and 5 GB add-ons of Senda 200 with their IVA, until the renewal, and the saved card', async () => {
    const { client, accountNumber, line } = outOfData();
    const offer = await boosterOffer(client, { accountNumber });
    expect(offer.boosters.map((each) => [each.sku, each.dataGb, each.price.amount])).toEqual([
      ['ADDON-GB-1', 1, 20],
      ['ADDON-GB-3', 3, 45],
      ['ADDON-GB-5', 5, 50],
    ]);
    expect(offer.boosters[1]?.tax.amount).toBe(6.21);
    expect(offer.validUntil).toBe(new Date(line.periodEndsAt ?? 0).toISOString());
    expect(offer.savedCard?.last4).toBe('4242');
    expect(offer.automatic).toBeNull();
  });

  it('3 GB paid by card: the gauge grows at once, the request is DONE, the order is an On App Purchase with its record, receipt and CFDI', async () => {
    const { client, accountNumber, userId, email, line } = outOfData();
    const before = totals(await lineUsage(client, { accountNumber }));
    expect(before.usedMb).toBe(before.totalMb);
    const bought = await buyBooster(client, {
      accountNumber,
      sku: 'ADDON-GB-3',
      idempotencyKey: newIdempotencyKey(),
    });
    expect(bought).toMatchObject({ status: 'WAITING', payment: { amount: { amount: 45, currency: 'MXN' } } });
    const orderRef = bought.payment?.orderRef ?? '';
    expect((await kit.payByCard(client, userId, orderRef)).status).toBe('SUCCESS');

    const after = await lineUsage(client, { accountNumber });
    expect(after.data.find((each) => each.source === 'BOOSTER')).toMatchObject({
      sku: 'ADDON-GB-3',
      totalMb: 3072,
    });
    expect(totals(after).totalMb - before.totalMb).toBe(3072);
    expect(totals(after).totalMb - totals(after).usedMb).toBeGreaterThan(3000);
    expect((await getServiceRequestStatus(client, { requestId: bought.requestId })).status).toBe('DONE');

    const order = sandbox.state.store.data.orders[orderRef];
    expect(order).toMatchObject({ orderType: 'ON_APP_PURCHASES', accountNumber, total: 45 });
    expect(sandbox.state.orders.paidForLine(line).map((each) => each.orderRef)).toContain(orderRef);
    expect(mails(email, 'receipt').map((mail) => mail.subject)).toContain(`Recibo de tu pago ${orderRef}`);
    await expect(requestInvoice(client, { orderRef, body: TAX_DETAILS })).resolves.toBeTruthy();

    // The booster ends at the renewal: the next period has the plan's data only.
    clock.set((line.periodEndsAt ?? 0) + 60 * 60 * 1000);
    const renewed = await lineUsage(signedIn(email), { accountNumber });
    expect(renewed.data.map((each) => each.source)).toEqual(['PLAN']);
  });

  it('a booster paid at OXXO adds its data only when the cash is confirmed', async () => {
    const { client, accountNumber } = outOfData();
    const bought = await buyBooster(client, {
      accountNumber,
      sku: 'ADDON-GB-1',
      idempotencyKey: newIdempotencyKey(),
    });
    const voucher = await createCashPayment(client, {
      orderRef: bought.payment?.orderRef ?? '',
      method: 'OXXO',
    });
    expect((await lineUsage(client, { accountNumber })).data.some((each) => each.source === 'BOOSTER')).toBe(
      false,
    );
    const confirmed = await fetch(`${ORIGIN}/mocks/cash-payments/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ reference: voucher.reference }),
    }).then((response) => response.json());
    expect(confirmed).toMatchObject({ applied: true });
    expect(
      (await lineUsage(client, { accountNumber })).data.find((each) => each.source === 'BOOSTER'),
    ).toMatchObject({
      sku: 'ADDON-GB-1',
      totalMb: 1024,
    });
  });

  it('the same attempt sent twice is one request and one order; an add-on the plan does not allow is refused', async () => {
    const { client, accountNumber } = outOfData();
    const idempotencyKey = newIdempotencyKey();
    const first = await buyBooster(client, { accountNumber, sku: 'ADDON-GB-3', idempotencyKey });
    const again = await buyBooster(client, { accountNumber, sku: 'ADDON-GB-3', idempotencyKey });
    expect(again.requestId).toBe(first.requestId);
    expect(again.payment?.orderRef).toBe(first.payment?.orderRef);
    expect(
      await gatewayFailure(
        buyBooster(client, { accountNumber, sku: 'ADDON-ROAMING-NA', idempotencyKey: newIdempotencyKey() }),
      ),
    ).toMatchObject({ status: 422, errorId: 422960 });
  });

  it("another customer's line is not found", async () => {
    const mine = outOfData();
    const theirs = outOfData();
    expect(
      await gatewayFailure(boosterOffer(mine.client, { accountNumber: theirs.accountNumber })),
    ).toMatchObject({
      status: 404,
    });
  });
});

describe('the automatic booster', () => {
  it('is refused without the consent naming the amount and card that would be charged', async () => {
    const { client, accountNumber } = outOfData();
    const consent = autoBoosterConsentFor(await boosterOffer(client, { accountNumber }));
    if (!consent) throw new Error('no consent offered');
    const wrong = {
      sku: consent.sku,
      amount: consent.amount - 1,
      cardLast4: consent.cardLast4,
      maxPerPeriod: 2,
    };
    expect(
      await gatewayFailure(updateAutoBooster(client, { accountNumber, on: true, consent: wrong })),
    ).toMatchObject({ status: 422, errorId: 422961 });
  });

  it('buys 1 GB with the saved card each time the line runs out, at most twice a period, e-mailing after each; off stops it', async () => {
    const { client, accountNumber, email, line } = outOfData();
    const consent = autoBoosterConsentFor(await boosterOffer(client, { accountNumber }));
    if (!consent) throw new Error('no consent offered');
    expect(consent).toMatchObject({ sku: 'ADDON-GB-1', amount: 20, cardLast4: '4242', maxPerPeriod: 2 });
    const on = await updateAutoBooster(client, { accountNumber, on: true, consent: agreed(consent) });
    expect(on).toMatchObject({
      sku: 'ADDON-GB-1',
      boughtThisPeriod: 0,
      maxPerPeriod: AUTO_BOOSTER_MAX_PER_PERIOD,
    });

    // Out of data already: the next count buys the first; it lasts about two days at this line's pace.
    clock.advance(20 * 60 * 1000);
    sandbox.state.fileDueNotices();
    expect(mails(email, 'booster_auto')).toHaveLength(1);
    clock.advance(10 * DAY);
    sandbox.state.fileDueNotices();
    const auto = mails(email, 'booster_auto');
    expect(auto).toHaveLength(2);
    expect(auto[0]?.subject).toMatch(/^Compramos 1 GB para tu línea/);
    expect(auto[1]?.body).toContain('Compra automática 2 de 2 en este periodo');
    const boosters = (line.boosters ?? []).filter((each) => each.automatic);
    expect(boosters).toHaveLength(2);
    // Each an order charged to the card, with its receipt.
    for (const booster of boosters) {
      expect(sandbox.state.store.data.orders[booster.orderRef]).toMatchObject({
        orderType: 'ON_APP_PURCHASES',
        total: 20,
      });
    }
    expect(mails(email, 'receipt').length).toBeGreaterThanOrEqual(2);
    expect((await boosterOffer(signedIn(email), { accountNumber })).automatic?.boughtThisPeriod).toBe(2);
  });

  it("the line's usage says whether it is on, so the line page keeps its place and offers it off", async () => {
    const { client, accountNumber } = outOfData();
    expect((await lineUsage(client, { accountNumber })).automaticBooster).toBe(false);
    const consent = autoBoosterConsentFor(await boosterOffer(client, { accountNumber }));
    if (!consent) throw new Error('no consent offered');
    await updateAutoBooster(client, { accountNumber, on: true, consent: agreed(consent) });
    expect((await lineUsage(client, { accountNumber })).automaticBooster).toBe(true);
    await updateAutoBooster(client, { accountNumber, on: false });
    expect((await lineUsage(client, { accountNumber })).automaticBooster).toBe(false);
  });

  it('turned off, buys nothing more', async () => {
    const { client, accountNumber, email } = outOfData();
    const consent = autoBoosterConsentFor(await boosterOffer(client, { accountNumber }));
    if (!consent) throw new Error('no consent offered');
    await updateAutoBooster(client, { accountNumber, on: true, consent: agreed(consent) });
    expect(await updateAutoBooster(client, { accountNumber, on: false })).toBeNull();
    clock.advance(DAY);
    sandbox.state.fileDueNotices();
    expect(mails(email, 'booster_auto')).toHaveLength(0);
  });
});
