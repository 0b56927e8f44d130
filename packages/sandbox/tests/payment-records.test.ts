import { submitRenewal } from '@senda/core/flows/renew-now';
import {
  autoRenewalSpecifications,
  createCashPayment,
  type GatewayClient,
  getOrder,
  multiLineUsers,
  newIdempotencyKey,
  requestInvoice,
} from '@senda/core/gateway';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ScenarioName, ScenarioOptions } from '../src/domain/scenarios.ts';
import { ORIGIN, setupSandboxTest } from './support/sandbox-test-kit.ts';

/**
 * Money: every renewal leaves a record and a receipt. An automatic renewal and a renewal
 * paid by hand (card, OXXO, SPEI) are each an order in the line's order history (amount, IVA, date,
 * method), each mails a receipt in the customer's language, and each can be invoiced; a voucher
 * not yet paid is on the line as pending.
 */
const kit = setupSandboxTest({ storefrontUrl: 'https://tienda.senda.test' });
const { sandbox, clock, payByCard } = kit;
const DAY = 24 * 60 * 60 * 1000;
// 10:00 in Mexico City on 15 January 2025 (renewal.test.ts and auto-renewal.test.ts's instant).
const START = Date.UTC(2025, 0, 15, 16, 0, 0);
/** When `auto-renewal-on` renews: 20 January 2025, 00:00 in Mexico City. */
const DUE = Date.parse('2025-01-20T06:00:00.000Z');
beforeEach(() => clock.set(START));

function customer(name: ScenarioName, options: ScenarioOptions = {}) {
  const made = sandbox.state.scenarios.create(name, options);
  const userId = sandbox.state.auth.authenticate(made.accessToken)?.userId ?? '';
  return { ...made, userId, client: kit.newClient(made.accessToken).client };
}

function signedIn(email: string, language: 'es-MX' | 'en-US' = 'es-MX'): GatewayClient {
  const otp = sandbox.state.auth.signIn(email, 'web', language, {});
  const made = kit.newClient(sandbox.state.auth.validate('signin', otp.id, otp.code).accessToken);
  made.session.language = language;
  return made.client;
}

const receipts = (email: string) =>
  sandbox.state.mailbox.listFor(email).filter((mail) => mail.kind === 'receipt');

async function lineOf(client: GatewayClient, accountNumber: string) {
  const found = (await multiLineUsers(client)).find((each) => each.accountNumber === accountNumber);
  if (!found) throw new Error('the line is not listed');
  return found;
}

async function confirmCash(reference: string) {
  const response = await fetch(`${ORIGIN}/mocks/cash-payments/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ reference }),
  });
  return response.json();
}

const CFDI = {
  rfc: 'GODE561231GR8',
  name: 'EDUARDO GODÍNEZ',
  taxRegime: '612',
  cfdiUse: 'G03',
  postalCode: '06700',
};

describe('an automatic renewal', () => {
  it('is an order paid by the line card on its date, with IVA, in the history, with a receipt, and can be invoiced', async () => {
    const { accountNumber, email, orderRef: purchaseRef } = customer('auto-renewal-on');
    sandbox.state.mailbox.clear();
    clock.set(DUE + 2 * DAY);
    const client = signedIn(email);
    await autoRenewalSpecifications(client, { accountNumber });
    const line = await lineOf(client, accountNumber);
    const [renewal, purchase] = line.orderHistory;
    expect(line.orderHistory).toHaveLength(2);
    expect(purchase?.orderRef).toBe(purchaseRef);
    expect(renewal?.paidAt).toBe(new Date(DUE).toISOString());
    const order = await getOrder(client, { orderReference: renewal?.orderRef ?? '' });
    expect(order).toMatchObject({
      total: { amount: 200, currency: 'MXN' },
      tax: { amount: 27.59, currency: 'MXN' },
      payment_due: { amount: 0, currency: 'MXN' },
      paid_at: new Date(DUE).toISOString(),
      payment: { method: 'CARD', brand: 'visa', last4: '4242' },
    });
    // One receipt, filed on the renewal date, in Spanish: amount with IVA, Mexico City time, card, CFDI.
    const [mail, ...more] = receipts(email);
    expect(more).toEqual([]);
    expect(mail?.sentAt).toBe(DUE);
    expect(mail?.subject).toBe(`Recibo de tu pago ${renewal?.orderRef}`);
    expect(mail?.body).toContain('Total (IVA incluido): $200.00 MXN');
    expect(mail?.body).toContain('IVA (16 %): $27.59 MXN');
    expect(mail?.body).toMatch(
      /Fecha de pago: 20 de enero de 2025 a las 12:00\sa\.m\. \(hora de la Ciudad de México\)/,
    );
    expect(mail?.body).toContain('Forma de pago: tarjeta visa terminación 4242');
    expect(mail?.body).toContain(
      `«Facturar esta compra»: https://tienda.senda.test/manage/order?orderRef=${renewal?.orderRef}`,
    );
    // Read again: no second order, no second receipt.
    await lineOf(client, accountNumber);
    expect((await lineOf(client, accountNumber)).orderHistory).toHaveLength(2);
    expect(receipts(email)).toHaveLength(1);
    const invoice = await requestInvoice(client, { orderRef: renewal?.orderRef ?? '', body: CFDI });
    expect(invoice.status).toBe('ISSUED');
  });

  it('writes the receipt in English for a customer whose latest call was in English', async () => {
    const { accountNumber, email } = customer('auto-renewal-on');
    clock.set(DUE + 1);
    await autoRenewalSpecifications(signedIn(email, 'en-US'), { accountNumber });
    const [mail] = receipts(email);
    expect(mail?.subject).toMatch(/^Receipt for your payment SND-/);
    expect(mail?.body).toContain('Total (IVA included): $200.00 MXN');
    expect(mail?.body).toMatch(/Paid on: January 20, 2025 at 12:00\sAM \(Mexico City time\)/);
    expect(mail?.body).toContain('Paid with: visa card ending in 4242');
    expect(mail?.body).toContain('"Invoice this purchase"');
  });
});

describe('a renewal paid from the line page', () => {
  async function waitingRenewal() {
    const line = customer('grace-line');
    const renewal = await submitRenewal(line.client, {
      simNumber: line.iccid,
      idempotencyKey: newIdempotencyKey(),
    });
    sandbox.state.mailbox.clear();
    return { ...line, renewalRef: renewal.payment?.orderRef ?? '' };
  }

  it('by card: in the history with the card, a receipt, and invoiceable', async () => {
    const { client, userId, email, accountNumber, renewalRef } = await waitingRenewal();
    expect((await payByCard(client, userId, renewalRef)).status).toBe('SUCCESS');
    expect((await lineOf(client, accountNumber)).orderHistory[0]?.orderRef).toBe(renewalRef);
    expect(await getOrder(client, { orderReference: renewalRef })).toMatchObject({
      payment: { method: 'CARD', brand: 'visa', last4: '4242' },
      paid_at: new Date(START).toISOString(),
    });
    const [mail, ...more] = receipts(email);
    expect(more).toEqual([]);
    expect(mail?.body).toContain('Total (IVA incluido): $200.00 MXN');
    expect(mail?.body).toContain('terminación 4242');
    expect((await requestInvoice(client, { orderRef: renewalRef, body: CFDI })).status).toBe('ISSUED');
  });

  it.each([
    ['OXXO', 'efectivo en OXXO'],
    ['SPEI', 'transferencia SPEI'],
  ] as const)('by %s: pending on the line until the money arrives, then in the history with a receipt', async (method, said) => {
    const { client, email, accountNumber, renewalRef } = await waitingRenewal();
    const voucher = await createCashPayment(client, { orderRef: renewalRef, method });
    expect((await lineOf(client, accountNumber)).pendingPayment).toEqual({
      orderRef: renewalRef,
      method,
      reference: voucher.reference,
      amount: { amount: 200, currency: 'MXN' },
      expiresAt: voucher.expiresAt,
    });
    expect(receipts(email)).toEqual([]);
    clock.set(START + DAY);
    expect(await confirmCash(voucher.reference)).toMatchObject({ applied: true });
    const line = await lineOf(client, accountNumber);
    expect(line.pendingPayment).toBeUndefined();
    expect(line.orderHistory[0]).toEqual({
      orderRef: renewalRef,
      paidAt: new Date(START + DAY).toISOString(),
    });
    expect((await getOrder(client, { orderReference: renewalRef })).payment).toEqual({ method });
    expect(receipts(email)[0]?.body).toContain(`Forma de pago: ${said}`);
  });
});
