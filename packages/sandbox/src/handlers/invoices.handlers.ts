import {
  cfdiCataloguesEndpoint,
  INVOICE_DOCUMENT_FORMATS,
  invoiceDocumentEndpoint,
  RequestInvoiceBodySchema,
  requestInvoiceEndpoint,
} from '@senda/core/gateway';
import type { HttpHandler } from 'msw';
import * as v from 'valibot';
import { SAT_CFDI_USES, SAT_TAX_REGIMES, type SatLanguage } from '../data/sat-catalogues.ts';
import { fail } from '../domain/failures.ts';
import type { InvoiceRecord } from '../domain/sandbox-data.schema.ts';
import { gatewayRoute, readBody } from './gateway-route.ts';
import type { SandboxContext } from './sandbox-context.ts';

/** es-MX for Spanish, en-US otherwise: the storefront's two languages. */
const satLanguage = (langCode: string | null): SatLanguage =>
  langCode?.toLowerCase().startsWith('es') ? 'es-MX' : 'en-US';

export function invoiceView(invoice: InvoiceRecord) {
  return { ...invoice, issuedAt: new Date(invoice.issuedAt).toISOString() };
}

export function invoicesHandlers(ctx: SandboxContext): HttpHandler[] {
  const { state } = ctx;
  return [
    gatewayRoute(ctx, cfdiCataloguesEndpoint, ({ query }) => {
      const language = satLanguage(query.get('langCode'));
      return {
        taxRegimes: SAT_TAX_REGIMES.map((regime) => ({ ...regime, name: regime.name[language] })),
        cfdiUses: SAT_CFDI_USES.map((use) => ({ ...use, name: use.name[language] })),
      };
    }),
    gatewayRoute(ctx, requestInvoiceEndpoint, async ({ params, request, user }) => {
      const body = await readBody(request, RequestInvoiceBodySchema);
      return invoiceView(state.invoices.request(params.orderRef ?? '', user.id, body));
    }),
    gatewayRoute(ctx, invoiceDocumentEndpoint, ({ params, user }) => {
      const format = v.safeParse(v.picklist(INVOICE_DOCUMENT_FORMATS), params.format);
      if (!format.success) fail('notFound', { format: params.format });
      return state.invoices.document(params.orderRef ?? '', user.id, format.output);
    }),
  ];
}
