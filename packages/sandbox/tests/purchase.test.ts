import {
  cartsByEmail,
  compatibleAddons,
  createOrder,
  customerPaymentMethods,
  eligibleProductVariants,
  findPendingSimOnlyOrder,
  getOrder,
  isGatewayError,
  lockNumber,
  numberCategories,
  orderPreview,
  searchNumbers,
  userDetails,
  userOrders,
} from '@senda/core/gateway';
import { describe, expect, it } from 'vitest';
import { BILLING_ADDRESS, CARDS, CUSTOMER, payWithCard, pollTransaction } from './support/purchase-steps.ts';
import { setupSandboxTest } from './support/sandbox-test-kit.ts';

const kit = setupSandboxTest();
const { sandbox } = kit;

/** Sign-up to a created order for a new eSIM line: the common start of the purchase tests. */
async function orderUpToPayment(email = CUSTOMER.email) {
  const customer = await kit.signedUpCustomer(email);
  const { client } = customer;

  const catalogue = await eligibleProductVariants(client, { simType: 'esim' });
  const plan = catalogue.find((variant) => variant.sku === 'PLAN-SENDA-200');
  if (!plan) throw new Error('plan missing');
  const addon = compatibleAddons(plan, catalogue).find((variant) => variant.category === 'ADDON');
  if (!addon) throw new Error('no add-on for the plan');

  const free = (await numberCategories(client)).find((category) => category.category === 'FREE_NUMBER');
  const [number] = await searchNumbers(client, { category: 'FREE_NUMBER' });
  if (!free || !number) throw new Error('no free number');
  await lockNumber(client, { selectedNumber: number.number });

  const items = [
    { itemType: 'PLAN' as const, sku: plan.sku },
    { itemType: 'ADDON' as const, sku: addon.sku },
    { itemType: 'NEW_NUMBER' as const, sku: free.sku },
  ];
  const preview = await orderPreview(client, {
    orderType: 'SIM_ONLY',
    channel: 'web',
    simType: 'esim',
    numberType: 'NEW',
    items,
    promoCodes: ['bienvenida10', 'NOEXISTE'],
  });
  const created = await createOrder(client, {
    orderType: 'SIM_ONLY',
    channel: 'web',
    productType: 'prepaid',
    simType: 'esim',
    numberType: 'NEW',
    items,
    promoCodes: [{ promo_code: 'BIENVENIDA10' }],
    selectedNumber: number.number,
    customer: { ...CUSTOMER, email },
    billingAddress: BILLING_ADDRESS,
  });
  return { ...customer, plan, addon, number: number.number, preview, created };
}

describe('a full purchase through the handlers', () => {
  it('sign-up → plan and add-on → number locked → preview → order → approved card → order paid', async () => {
    const { client, number, preview, created, plan, addon, email } = await orderUpToPayment();

    // Preview: catalogue prices in MXN with IVA included, promo applied or refused with a reason.
    expect(preview.items.map((item) => [item.itemType, item.cost.amount])).toEqual([
      ['PLAN', plan.price.amount],
      ['ADDON', addon.price.amount],
      ['NEW_NUMBER', 0],
    ]);
    expect(preview.promoCodes).toEqual([
      { promo_code: 'BIENVENIDA10', status: 'APPLIED', discount: { amount: 20, currency: 'MXN' } },
      { promo_code: 'NOEXISTE', status: 'REFUSED', reason: 'INVALID_CODE' },
    ]);
    expect(preview.total).toEqual({ amount: 230, currency: 'MXN' });
    expect(preview.tax.amount).toBe(31.72);
    expect(preview.subtotal.amount).toBe(198.28);

    // The previewed basket was the customer's pending cart; the order converts it.
    expect((await cartsByEmail(client, { email })).carts).toEqual([]);
    expect(sandbox.state.toJSON().carts).not.toEqual({});

    // A pending SIM-only order, waiting for payment.
    expect(created).toMatchObject({
      state: 'PAY',
      status: 'CREATED',
      payment_due: { amount: 230, currency: 'MXN' },
    });
    expect(findPendingSimOnlyOrder(await userOrders(client))?.order_ref).toBe(created.order_ref);
    // The buyer's CURP stays with the order: the line is registered to it (Padrón, 2026).
    expect(sandbox.state.toJSON().orders[created.order_ref]?.customer?.curp).toBe(CUSTOMER.curp);

    // The locked number is no longer offered to anyone else, nor lockable by them.
    const other = await kit.signedUpCustomer('otro@example.mx');
    const offered = await searchNumbers(other.client, { category: 'FREE_NUMBER', limit: 40 });
    expect(offered.map((n) => n.number)).not.toContain(number);
    await expect(lockNumber(other.client, { selectedNumber: number })).rejects.toMatchObject({ status: 409 });

    // Pay: capture context, token at the provider, payment_request, poll to SUCCESS.
    const transaction = await payWithCard(client, created.order_ref, CARDS.approve);
    expect(transaction).toMatchObject({ status: 'PENDING', orderRef: created.order_ref });
    const { final, seen } = await pollTransaction(client, transaction.transactionId);
    expect(seen).toEqual(['PENDING', 'SUCCESS']);
    expect(final.status).toBe('SUCCESS');

    const paid = await getOrder(client, { orderReference: created.order_ref });
    // An eSIM line is active once paid: TSU, no longer a pending order.
    expect(paid).toMatchObject({
      state: 'TSU',
      status: 'COMPLETED',
      payment_due: { amount: 0, currency: 'MXN' },
      total: { amount: 230, currency: 'MXN' },
      msisdn: number,
      sim_type: 'esim',
      number_type: 'NEW',
    });
    expect(findPendingSimOnlyOrder(await userOrders(client))).toBeUndefined();
    expect(sandbox.state.numbers.holdOf(number)?.status).toBe('ASSIGNED');

    // The order filled the empty profile.
    expect(await userDetails(client)).toMatchObject({ first_name: 'Ana', last_name: 'López' });

    // Paid is paid: a second payment is refused.
    const again = payWithCard(client, created.order_ref, CARDS.approve);
    await expect(again).rejects.toMatchObject({ status: 409, errorCode: 'ORDER_NOT_PAYABLE' });
    expect(sandbox.context.violations).toEqual([]);
  });

  it('a declined card leaves the order pending and payable; the approve card then pays it, once', async () => {
    const { client, created } = await orderUpToPayment();

    const declined = await payWithCard(client, created.order_ref, CARDS.decline);
    const failed = await pollTransaction(client, declined.transactionId);
    expect(failed.final).toMatchObject({ status: 'FAILED', reason: 'CARD_DECLINED' });
    const pending = await getOrder(client, { orderReference: created.order_ref });
    expect(pending).toMatchObject({ state: 'PAY', payment_due: { amount: 230 } });
    expect(findPendingSimOnlyOrder(await userOrders(client))?.order_ref).toBe(created.order_ref);

    const approved = await payWithCard(client, created.order_ref, CARDS.approve);
    expect((await pollTransaction(client, approved.transactionId)).final.status).toBe('SUCCESS');
    expect(await getOrder(client, { orderReference: created.order_ref })).toMatchObject({
      state: 'TSU',
      payment_due: { amount: 0 },
    });
    const payments = sandbox.state.payments.forOrder(created.order_ref);
    expect(payments.map((p) => p.status)).toEqual(['FAILED', 'SUCCESS']);
    expect(payments.filter((p) => p.status === 'SUCCESS')).toHaveLength(1);
  });

  it('saveCard: a declined payment keeps nothing; the approved one keeps the card as the default', async () => {
    const { client, created, userId } = await orderUpToPayment();

    const declined = await payWithCard(client, created.order_ref, CARDS.decline, { saveCard: true });
    expect((await pollTransaction(client, declined.transactionId)).final.status).toBe('FAILED');
    expect(await customerPaymentMethods(client, { customerId: userId })).toEqual([]);

    const approved = await payWithCard(client, created.order_ref, CARDS.approve, { saveCard: true });
    // Not before the transaction has succeeded.
    expect(await customerPaymentMethods(client, { customerId: userId })).toEqual([]);
    expect((await pollTransaction(client, approved.transactionId)).final.status).toBe('SUCCESS');
    expect(await customerPaymentMethods(client, { customerId: userId })).toEqual([
      {
        paymentMethodId: expect.stringMatching(/^pm_/),
        type: 'CARD',
        brand: 'visa',
        last4: '4242',
        expiryMonth: 12,
        expiryYear: 2030,
        isDefault: true,
      },
    ]);
    expect(sandbox.state.serialize()).not.toContain('4242424242424242');
    expect(sandbox.context.violations).toEqual([]);
  });

  it('insufficient funds fails with its own reason and keeps the order payable', async () => {
    const { client, created } = await orderUpToPayment();
    const attempt = await payWithCard(client, created.order_ref, CARDS.insufficientFunds);
    expect((await pollTransaction(client, attempt.transactionId)).final).toMatchObject({
      status: 'FAILED',
      reason: 'INSUFFICIENT_FUNDS',
    });
    expect((await getOrder(client, { orderReference: created.order_ref })).state).toBe('PAY');
  });

  it('cancels a pending order and frees its number', async () => {
    const { client, created, number } = await orderUpToPayment();
    const { cancelOrder } = await import('@senda/core/gateway');
    await expect(cancelOrder(client, { orderRef: created.order_ref })).resolves.toEqual({
      order_ref: created.order_ref,
      state: 'CAN',
    });
    expect(sandbox.state.numbers.holdOf(number)).toBeUndefined();
    try {
      await payWithCard(client, created.order_ref, CARDS.approve);
      expect.unreachable();
    } catch (error) {
      expect(isGatewayError(error) && error.errorCode).toBe('ORDER_NOT_PAYABLE');
    }
  });

  it("an order replaced by a newer one for the same number (the basket changed) is cancelled, and the number stays the new order's", async () => {
    const { client, created, number, email } = await orderUpToPayment();
    const { cancelOrder } = await import('@senda/core/gateway');
    const free = (await numberCategories(client)).find((category) => category.category === 'FREE_NUMBER');
    // The promo code taken off on the summary: a new order for the same plan and number.
    const replacing = await createOrder(client, {
      orderType: 'SIM_ONLY',
      channel: 'web',
      productType: 'prepaid',
      simType: 'esim',
      numberType: 'NEW',
      items: [
        { itemType: 'PLAN', sku: 'PLAN-SENDA-200' },
        { itemType: 'NEW_NUMBER', sku: free?.sku ?? '' },
      ],
      selectedNumber: number,
      customer: { ...CUSTOMER, email },
      billingAddress: BILLING_ADDRESS,
    });
    await cancelOrder(client, { orderRef: created.order_ref });
    expect(sandbox.state.numbers.holdOf(number)).toMatchObject({ orderRef: replacing.order_ref });
    expect((await getOrder(client, { orderReference: replacing.order_ref })).state).toBe('PAY');
  });
});
