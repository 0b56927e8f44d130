import {
  createCashPayment,
  createOrder,
  getOrder,
  lockNumber,
  orderCashPayment,
  searchNumbers,
} from '@senda/core/gateway';
import { describe, expect, it } from 'vitest';
import { BILLING_ADDRESS, CARDS, CUSTOMER, payWithCard, pollTransaction } from './support/purchase-steps.ts';
import { ORIGIN, setupSandboxTest } from './support/sandbox-test-kit.ts';

/**
 * A new line paid at OXXO or by SPEI: the order waits for the money and the line opens when it
 * arrives; paying another way closes the open reference, and money still paid on a reference that
 * cannot be applied is recorded as returned and the customer is told how by e-mail.
 */
const kit = setupSandboxTest();
const { sandbox } = kit;

async function esimOrder(email: string) {
  const customer = await kit.signedUpCustomer(email);
  const [number] = await searchNumbers(customer.client, { category: 'FREE_NUMBER' });
  if (!number) throw new Error('no free number');
  await lockNumber(customer.client, { selectedNumber: number.number });
  const created = await createOrder(customer.client, {
    orderType: 'SIM_ONLY',
    channel: 'web',
    productType: 'prepaid',
    simType: 'esim',
    numberType: 'NEW',
    items: [
      { itemType: 'PLAN', sku: 'PLAN-SENDA-200' },
      { itemType: 'NEW_NUMBER', sku: 'NUMBER-FREE' },
    ],
    selectedNumber: number.number,
    customer: { ...CUSTOMER, email },
    billingAddress: BILLING_ADDRESS,
  });
  return { ...customer, orderRef: created.order_ref };
}

async function confirm(reference: string) {
  const response = await fetch(`${ORIGIN}/mocks/cash-payments/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ reference }),
  });
  return response.json();
}

const mails = (email: string, kind: string) =>
  sandbox.state.mailbox.listFor(email).filter((mail) => mail.kind === kind);

describe('a purchase paid in cash', () => {
  it('waits for the OXXO cash, e-mails the voucher and its deadline, and activates the line when it arrives', async () => {
    const buyer = await esimOrder('oxxo.compra@example.mx');
    const voucher = await createCashPayment(buyer.client, { orderRef: buyer.orderRef, method: 'OXXO' });
    expect((await getOrder(buyer.client, { orderReference: buyer.orderRef })).state).not.toBe('TSU');
    const [sent] = mails(buyer.email, 'cash_reference');
    expect(sent?.body).toContain(voucher.reference);
    expect(sent?.body).toContain('Paga antes del: ');

    expect(await confirm(voucher.reference)).toMatchObject({ applied: true, orderRef: buyer.orderRef });
    expect((await getOrder(buyer.client, { orderReference: buyer.orderRef })).state).toBe('TSU');
    expect(mails(buyer.email, 'order_confirmation')).toHaveLength(1);
  });

  it('closes the open voucher when the order is paid by card, and returns cash paid on it afterwards', async () => {
    const buyer = await esimOrder('oxxo.luego.tarjeta@example.mx');
    const voucher = await createCashPayment(buyer.client, { orderRef: buyer.orderRef, method: 'OXXO' });
    const payment = await payWithCard(buyer.client, buyer.orderRef, CARDS.approve);
    await pollTransaction(buyer.client, payment.transactionId);
    expect((await orderCashPayment(buyer.client, { orderRef: buyer.orderRef }))?.status).toBe('CLOSED');
    // The mail that confirms the card payment says the voucher no longer counts, before any cash can arrive.
    const [confirmed] = mails(buyer.email, 'order_confirmation');
    expect(confirmed?.body).toContain(
      `La ficha OXXO ${voucher.reference} de este pedido quedó cerrada: ya no la pagues. Si aun así la pagas, te devolvemos el dinero.`,
    );

    expect(await confirm(voucher.reference)).toEqual({
      applied: false,
      orderRef: buyer.orderRef,
      reason: 'ORDER_NOT_PAYABLE',
      refund: 'SPEI_TO_NAMED_ACCOUNT',
    });
    expect(sandbox.state.store.data.cashPayments[voucher.reference]?.arrivals).toEqual([
      expect.objectContaining({
        applied: false,
        refund: { amount: voucher.amount.amount, way: 'SPEI_TO_NAMED_ACCOUNT' },
      }),
    ]);
    const [returned] = mails(buyer.email, 'cash_returned');
    expect(returned?.body).toContain('CLABE');
    expect(returned?.body).toContain(voucher.reference);
  });

  it('sends a SPEI transfer that arrives for a paid order back to the account it came from', async () => {
    const buyer = await esimOrder('spei.doble@example.mx');
    const transfer = await createCashPayment(buyer.client, { orderRef: buyer.orderRef, method: 'SPEI' });
    const payment = await payWithCard(buyer.client, buyer.orderRef, CARDS.approve);
    await pollTransaction(buyer.client, payment.transactionId);
    expect(mails(buyer.email, 'order_confirmation')[0]?.body).toContain(
      `La referencia SPEI ${transfer.reference} de este pedido quedó cerrada: ya no transfieras a ella. Si aun así llega una transferencia, te la devolvemos a la cuenta de origen.`,
    );
    expect(await confirm(transfer.reference)).toMatchObject({ applied: false, refund: 'SPEI_TO_SENDER' });
    expect(mails(buyer.email, 'cash_returned')[0]?.body).toContain('la cuenta desde la que transferiste');
  });
});
