import { describe, expect, it } from 'vitest';
import { gatewayUrl, phonePagePerTest, uniqueEmail } from './browser';
import { newEsimCustomerToPayment, orderDetails, successOrderRef } from './purchase-flow';

const phone = phonePagePerTest();

/**
 * A new line paid in cash at OXXO: the payment step gives the voucher instead of the card form,
 * the order waits (a reload shows the same voucher), and once the sandbox confirms the cash the
 * page goes on to the paid page with the line activated. Closing and refunds are the sandbox's
 * (purchase-cash.test.ts), the choice's rules core's (payment-choice.test.ts).
 */
describe('a purchase paid at OXXO', () => {
  it('waits for the cash and completes once it is confirmed', async () => {
    const { page } = phone.current();
    // In the order they happen: the card form's capture context answered, OXXO's files asked for.
    const seen: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/payment-service/v1/capture-context')) seen.push('capture context');
    });
    page.on('request', (request) => {
      if (/\/assets\/purchase-cash-choice-[^/]*\.js$/.test(request.url())) seen.push('cash choice');
    });
    await newEsimCustomerToPayment(page, { email: uniqueEmail('oxxo'), plan: 'Senda 100' });
    await page.getByRole('button', { name: 'Cash at OXXO' }).click();
    // OXXO and SPEI wait for the card form: on six HTTP/1.1 connections their files would hold
    // the form's own calls back.
    expect(seen.slice(0, 2)).toEqual(['capture context', 'cash choice']);
    await page.getByRole('heading', { name: 'Your OXXO voucher' }).waitFor();
    await page.getByText(/Your line is activated once it's confirmed/).waitFor();
    const reference = ((await page.getByTestId('cash-reference').textContent()) ?? '').replace(/\s/g, '');
    expect(reference).toMatch(/^\d{14}$/);
    const pending = await page
      .getByText(/is waiting for payment: it is not paid or activated yet/)
      .innerText();
    const orderRef = /order (\S+) is waiting/.exec(pending)?.[1] ?? '';
    expect((await orderDetails(page, orderRef)).payment_due.amount).toBeGreaterThan(0);

    // Still waiting after a reload: the same voucher, no card form.
    await page.reload();
    await page.getByRole('heading', { name: 'Your OXXO voucher' }).waitFor();
    expect(((await page.getByTestId('cash-reference').textContent()) ?? '').replace(/\s/g, '')).toBe(
      reference,
    );

    const confirmed = await page.request.post(`${gatewayUrl()}/mocks/cash-payments/confirm`, {
      data: { reference },
    });
    expect(await confirmed.json()).toMatchObject({ applied: true, orderRef });
    expect(await successOrderRef(page)).toBe(orderRef);
    const paid = await orderDetails(page, orderRef);
    expect(paid.payment_due.amount).toBe(0);
    expect(paid.state).toBe('TSU');
  });
});
