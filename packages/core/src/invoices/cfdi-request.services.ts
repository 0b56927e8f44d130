import type { QueryClient } from '@tanstack/query-core';
import type { GatewayClient } from '../gateway/gateway-client.ts';
import { type RequestInvoiceBody, requestInvoice } from '../gateway/invoices/request-invoice.ts';
import { invalidateLineQueries } from '../queries/query-definition.ts';

/**
 * Sends an order's CFDI request and has the order page read the order again, which then carries
 * the invoice and its folio. Returns the invoice the gateway issued.
 */
export async function submitCfdiRequest(
  { gateway, queryClient }: { gateway: GatewayClient; queryClient: QueryClient },
  orderRef: string,
  body: RequestInvoiceBody,
) {
  const invoice = await requestInvoice(gateway, { orderRef, body });
  await invalidateLineQueries(queryClient, orderRef);
  return invoice;
}
