/** A paid order's CFDI (electronic invoice): the request's rules and its wiring to the gateway. */

export { GENERIC_RFCS, normalizeRfc, rfcTaxpayerType } from '../validation/rfc.ts';
export {
  CFDI_NAME_MAX_LENGTH,
  type CfdiRequestCheck,
  type CfdiRequestField,
  type CfdiRequestForm,
  CfdiRequestFormSchema,
  cfdiRequestErrorMessageId,
  cfdiUsesFor,
  checkCfdiRequest,
  emptyCfdiRequestForm,
  type InvoiceOffer,
  invoiceOffer,
} from './cfdi-request.form.ts';
export { submitCfdiRequest } from './cfdi-request.services.ts';
export { IVA_RATE, ivaIncludedIn } from './iva.ts';
