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
  INVOICE_DOCUMENT_FORMATS,
  type InvoiceDocument,
  type InvoiceDocumentFormat,
  InvoiceDocumentSchema,
  invoiceDocument,
  invoiceDocumentBytes,
  invoiceDocumentContentType,
  invoiceDocumentEndpoint,
} from './invoice-document.ts';
export {
  type RequestInvoiceBody,
  RequestInvoiceBodySchema,
  requestInvoice,
  requestInvoiceEndpoint,
} from './request-invoice.ts';
