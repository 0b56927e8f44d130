import * as v from 'valibot';
import { rfcTaxpayerType } from '../../validation/rfc.ts';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { InvoiceSchema } from './invoice.schema.ts';

/** What a CFDI request sends: the receiver's details exactly as on their Constancia de Situación Fiscal. */
export const RequestInvoiceBodySchema = v.strictObject({
  rfc: v.pipe(
    v.string(),
    v.check((rfc) => rfcTaxpayerType(rfc) !== null, 'RFC'),
  ),
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(254)),
  taxRegime: v.pipe(v.string(), v.regex(/^\d{3}$/)),
  cfdiUse: v.pipe(v.string(), v.minLength(3)),
  postalCode: v.pipe(v.string(), v.regex(/^\d{5}$/)),
});
export type RequestInvoiceBody = v.InferOutput<typeof RequestInvoiceBodySchema>;

/**
 * POST an order's CFDI request, with credentials: the gateway stamps the invoice and answers it
 * with its folio; asked again, it answers the invoice already issued. Only the order's owner may
 * ask (another customer's order is not found).
 */
export const requestInvoiceEndpoint = defineEndpoint({
  name: 'requestInvoice',
  method: 'POST',
  path: 'billing-service/v1/orders/{orderRef}/invoice',
  credentials: true,
  response: resultEnvelope(InvoiceSchema),
});

export async function requestInvoice(
  client: GatewayClient,
  input: { orderRef: string; body: RequestInvoiceBody },
) {
  const json = v.parse(RequestInvoiceBodySchema, input.body);
  const answer = await client.call(requestInvoiceEndpoint, { params: { orderRef: input.orderRef }, json });
  return answer.result;
}
