import { rfcTaxpayerType } from '@senda/core/invoices';
import { SAT_CFDI_USES, SAT_TAX_REGIMES } from '../data/sat-catalogues.ts';
import { cfdiDocument } from './cfdi-document.ts';
import { cfdiPdf } from './cfdi-pdf.ts';
import { cfdiXml } from './cfdi-xml.ts';
import { fail } from './failures.ts';
import type { OrderMail } from './order-mail.ts';
import type { OrderService } from './orders.ts';
import type { InvoiceRecord } from './sandbox-data.schema.ts';
import type { StateStore } from './state-store.ts';

export interface InvoiceRequest {
  rfc: string;
  name: string;
  taxRegime: string;
  cfdiUse: string;
  postalCode: string;
}

/** A version 4 UUID from the sandbox's random source (the SAT's folio fiscal is one). */
function uuidV4(store: StateStore): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(store.random.next() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((Number.parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/**
 * CFDIs for paid orders, as the operator's billing stamps them through its PAC: checked against
 * the SAT's rules (RFC, régimen for that taxpayer, uso for that régimen), one per order (asked
 * again, the same invoice), and only for the order's owner (anyone else: not found).
 */
export class InvoiceService {
  constructor(
    private readonly store: StateStore,
    private readonly orders: OrderService,
    private readonly mail: OrderMail,
  ) {}

  request(orderRef: string, userId: string, request: InvoiceRequest): InvoiceRecord {
    const order = this.orders.get(orderRef, userId);
    if (order.invoice) return order.invoice;
    if (this.orders.paymentDue(order) > 0 || !order.paidTransactionId) fail('orderNotInvoiceable');
    // Refunded in full (a line cancelled before activation, termination.ts): no sale to invoice.
    if (this.store.data.refunds.some((refund) => refund.orderRef === order.orderRef))
      fail('orderNotInvoiceable');
    const taxpayer = rfcTaxpayerType(request.rfc);
    const regime = SAT_TAX_REGIMES.find((candidate) => candidate.code === request.taxRegime);
    const use = SAT_CFDI_USES.find((candidate) => candidate.code === request.cfdiUse);
    if (!taxpayer) fail('invoiceDataInvalid', { field: 'rfc' });
    if (!regime || !regime.taxpayerTypes.includes(taxpayer))
      fail('invoiceDataInvalid', { field: 'taxRegime' });
    if (!use || !use.taxRegimes.includes(regime.code)) fail('invoiceDataInvalid', { field: 'cfdiUse' });
    const invoice: InvoiceRecord = {
      status: 'ISSUED',
      folio: uuidV4(this.store),
      issuedAt: this.store.now(),
      ...request,
    };
    order.invoice = invoice;
    order.updatedAt = this.store.now();
    this.mail.invoiced(order, invoice);
    this.store.changed();
    return invoice;
  }

  /**
   * The issued CFDI of one of the customer's orders as a file: its XML or its printed PDF, both
   * from one CfdiDocument. Another customer's order, or one not invoiced, is not found.
   */
  document(orderRef: string, userId: string, format: 'xml' | 'pdf') {
    const order = this.orders.get(orderRef, userId);
    if (!order.invoice) fail('notFound', { orderRef, invoice: 'none' });
    const doc = cfdiDocument(order, order.invoice);
    const bytes = format === 'xml' ? new TextEncoder().encode(cfdiXml(doc)) : cfdiPdf(doc);
    return {
      fileName: `CFDI-${doc.serie}-${doc.folio}-${doc.timbre.uuid}.${format}`,
      contentType: format === 'xml' ? ('application/xml' as const) : ('application/pdf' as const),
      // btoa, not Buffer: the sandbox runs in the browser too (MSW in the dev server and Storybook).
      contentBase64: btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join('')),
    };
  }
}
