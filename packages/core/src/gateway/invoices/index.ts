export {
  type CfdiCatalogues,
  type CfdiUse,
  CfdiUseSchema,
  cfdiCatalogues,
  cfdiCataloguesEndpoint,
  type TaxRegime,
  TaxRegimeSchema,
} from './cfdi-catalogues.ts';
export { type Invoice, InvoiceSchema, type TaxpayerType, TaxpayerTypeSchema } from './invoice.schema.ts';
export {
  type RequestInvoiceBody,
  RequestInvoiceBodySchema,
  requestInvoice,
  requestInvoiceEndpoint,
} from './request-invoice.ts';
