import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';

export const INVOICE_DOCUMENT_FORMATS = ['xml', 'pdf'] as const;
export type InvoiceDocumentFormat = (typeof INVOICE_DOCUMENT_FORMATS)[number];

const CONTENT_TYPES = { xml: 'application/xml', pdf: 'application/pdf' } as const;

/**
 * An issued CFDI as a file: its XML (what the SAT keeps) or its printed form (PDF), both naming
 * the folio fiscal. The bytes come base64-encoded inside the gateway's usual JSON answer, so the
 * call carries the session like every other and its answer is checked like every other.
 */
export const InvoiceDocumentSchema = v.object({
  fileName: v.pipe(v.string(), v.regex(/^[\w.-]+\.(xml|pdf)$/)),
  contentType: v.picklist(Object.values(CONTENT_TYPES)),
  contentBase64: v.pipe(v.string(), v.minLength(1), v.base64()),
});
export type InvoiceDocument = v.InferOutput<typeof InvoiceDocumentSchema>;

/** GET, with credentials: only the order's owner (another customer's order is not found). */
export const invoiceDocumentEndpoint = defineEndpoint({
  name: 'invoiceDocument',
  method: 'GET',
  path: 'billing-service/v1/orders/{orderRef}/invoice/{format}',
  credentials: true,
  response: resultEnvelope(InvoiceDocumentSchema),
});

export async function invoiceDocument(
  client: GatewayClient,
  input: { orderRef: string; format: InvoiceDocumentFormat },
): Promise<InvoiceDocument> {
  const answer = await client.call(invoiceDocumentEndpoint, {
    params: { orderRef: input.orderRef, format: input.format },
  });
  return answer.result;
}

/** The file's bytes (base64 decoded), for the page to hand to the browser as a download. */
export function invoiceDocumentBytes(document: Pick<InvoiceDocument, 'contentBase64'>): Uint8Array {
  return Uint8Array.from(atob(document.contentBase64), (char) => char.charCodeAt(0));
}

export const invoiceDocumentContentType = (format: InvoiceDocumentFormat) => CONTENT_TYPES[format];
