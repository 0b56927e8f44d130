import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OrderSchema } from '../../gateway/orders/order.schema.ts';
import { invoiceRequestedIn, lineInvoiceSectionShown, orderReceiptView } from './order-receipt.ts';

/** A renewal's service order as the gateway answers it once paid. */
const renewal = (extra: Record<string, unknown>) =>
  v.parse(OrderSchema, {
    order_ref: 'SND-250120-00012',
    order_type: 'SERVICE_ORDER',
    state: 'TSU',
    status: 'COMPLETED',
    product_label: null,
    created_at: '2025-01-20T06:00:00.000Z',
    items: [
      {
        itemType: 'PLAN',
        sku: 'PLAN-200',
        name: 'Senda 200',
        cost: { amount: 200, currency: 'MXN' },
        quantity: 1,
      },
    ],
    subtotal: { amount: 172.41, currency: 'MXN' },
    tax: { amount: 27.59, currency: 'MXN' },
    total: { amount: 200, currency: 'MXN' },
    payment_due: { amount: 0, currency: 'MXN' },
    ...extra,
  });

describe('a payment in the line order history', () => {
  it('a refunded order says the refund: its amount, when, and the card it went back to', () => {
    const view = orderReceiptView(
      renewal({
        paid_at: '2025-01-20T06:00:00.000Z',
        payment: { method: 'CARD', brand: 'visa', last4: '4242' },
        refund: {
          amount: { amount: 200, currency: 'MXN' },
          refunded_at: '2025-01-22T18:00:00.000Z',
          method: { method: 'CARD', brand: 'visa', last4: '4242' },
        },
      }),
    );
    expect(view.refund).toEqual({
      amount: 200,
      at: '2025-01-22T18:00:00.000Z',
      method: { id: 'order_receipt.method.card', values: { brand: 'Visa', last4: '4242' } },
    });
  });

  it('an automatic renewal by card: date, card, total with its IVA, and the invoice offered', () => {
    const view = orderReceiptView(
      renewal({
        paid_at: '2025-01-20T06:00:00.000Z',
        payment: { method: 'CARD', brand: 'visa', last4: '4242' },
      }),
    );
    expect(view).toEqual({
      orderRef: 'SND-250120-00012',
      itemNames: ['Senda 200'],
      paidAt: '2025-01-20T06:00:00.000Z',
      method: { id: 'order_receipt.method.card', values: { brand: 'Visa', last4: '4242' } },
      total: 200,
      tax: 27.59,
      refund: null,
      invoice: {
        kind: 'request',
        labelId: 'cfdi.open',
        // The order's page with the request open: one tap to the form.
        path: '/manage/order?orderRef=SND-250120-00012&cfdi=request',
      },
    });
  });

  it('OXXO and SPEI name the method; an issued CFDI is shown, not asked for again', () => {
    const invoice = {
      status: 'ISSUED',
      folio: '6f1c2a9e-3b7d-4c2e-9a1f-0d4b5e6f7a8b',
      issuedAt: '2025-01-21T16:00:00.000Z',
      rfc: 'GODE561231GR8',
      name: 'EDUARDO GODÍNEZ',
      taxRegime: '612',
      cfdiUse: 'G03',
      postalCode: '06700',
    };
    const oxxo = orderReceiptView(
      renewal({ paid_at: '2025-01-21T16:00:00.000Z', payment: { method: 'OXXO' }, invoice }),
    );
    expect(oxxo.method).toEqual({ id: 'order_receipt.method.oxxo', values: {} });
    expect(oxxo.invoice?.kind).toBe('issued');
    expect(
      orderReceiptView(renewal({ paid_at: '2025-01-21T16:00:00.000Z', payment: { method: 'SPEI' } })).method
        ?.id,
    ).toBe('order_receipt.method.spei');
  });
});

describe('the invoice link of a payment', () => {
  it('opens the order page with its CFDI request open, and the page knows it was asked', () => {
    expect(invoiceRequestedIn('?orderRef=SND-250120-00012&cfdi=request')).toBe(true);
    expect(invoiceRequestedIn('?orderRef=SND-250120-00012')).toBe(false);
  });
});

describe("the line page's own CFDI section", () => {
  const line = { orderHistory: [{ orderRef: 'SND-250120-00011' }, { orderRef: 'SND-250120-00012' }] };

  it('is not shown beside the payments list, which offers each payment its invoice: once per payment', () => {
    expect(lineInvoiceSectionShown(line, '?orderRef=SND-250120-00011')).toBe(false);
    // Opened from the purchase's own "Invoice this purchase" (or its issued invoice) in the list.
    expect(lineInvoiceSectionShown(line, '?orderRef=SND-250120-00011&cfdi=request')).toBe(true);
    expect(lineInvoiceSectionShown({ orderHistory: [] }, '?orderRef=SND-250120-00011')).toBe(true);
  });

  it("an issued invoice's link opens it on its order's page", () => {
    const issued = orderReceiptView(
      renewal({
        paid_at: '2025-01-21T16:00:00.000Z',
        payment: { method: 'OXXO' },
        invoice: {
          status: 'ISSUED',
          folio: '6f1c2a9e-3b7d-4c2e-9a1f-0d4b5e6f7a8b',
          issuedAt: '2025-01-21T16:00:00.000Z',
          rfc: 'GODE561231GR8',
          name: 'EDUARDO GODÍNEZ',
          taxRegime: '612',
          cfdiUse: 'G03',
          postalCode: '06700',
        },
      }),
    );
    expect(invoiceRequestedIn(new URL(issued.invoice?.path ?? '', 'https://x').search)).toBe(true);
  });
});
