import * as v from 'valibot';
import type { CfdiCatalogues } from '../gateway/invoices/cfdi-catalogues.ts';
import type { RequestInvoiceBody } from '../gateway/invoices/request-invoice.ts';
import { refundedOnCancellation } from '../gateway/lines/line-cancellation.ts';
import type { Order } from '../gateway/orders/order.schema.ts';
import { errorMessageId } from '../i18n/error-messages.ts';
import type { MessageId } from '../i18n/messages/index.ts';
import { failureFields } from '../purchase/field-message.ts';
import { GENERIC_RFCS, normalizeRfc, rfcTaxpayerType } from '../validation/rfc.ts';

/** The CFDI request form as typed: every field a string, so a half-typed form is a valid state. */
export const CfdiRequestFormSchema = v.object({
  rfc: v.optional(v.string(), ''),
  name: v.optional(v.string(), ''),
  taxRegime: v.optional(v.string(), ''),
  cfdiUse: v.optional(v.string(), ''),
  postalCode: v.optional(v.string(), ''),
});
export type CfdiRequestForm = v.InferOutput<typeof CfdiRequestFormSchema>;
export type CfdiRequestField = keyof CfdiRequestForm;

export const emptyCfdiRequestForm = (): CfdiRequestForm => v.parse(CfdiRequestFormSchema, {});

/** CFDI 4.0 allows the receiver's name (Nombre del receptor) up to 254 characters. */
export const CFDI_NAME_MAX_LENGTH = 254;

/**
 * The characters of a name as the SAT's Constancia de Situación Fiscal writes it, which CFDI 4.0
 * matches exactly: capital letters (Ñ and Ü included, accented vowels for the names that carry
 * them), digits, spaces and the punctuation company names use (& . , ' - ( ) /). The XSD refuses
 * "|" (the cadena original's separator); anything else (emoji, markup, control characters) is not
 * in any SAT name and would only earn the gateway's 400.
 */
const CFDI_NAME_PATTERN = /^[A-ZÑÜÁÉÍÓÚ0-9 &.,'\-()/]+$/u;

export type CfdiRequestCheck =
  | { ok: true; body: RequestInvoiceBody }
  | { ok: false; errors: Partial<Record<CfdiRequestField, MessageId>> };

/** The customer's name as the SAT has it: capitals, single spaces (CFDI 4.0 matches it exactly). */
const normalizeName = (name: string) => name.trim().replace(/\s+/g, ' ').toUpperCase();

/**
 * Checks a CFDI request the way the SAT will (CFDI 4.0): a valid RFC (13 characters for a persona
 * física, 12 for a moral, not a generic one), the name, a régimen fiscal open to that kind of
 * taxpayer, a uso de CFDI that régimen may use, and the 5-digit postal code of the tax address.
 */
export function checkCfdiRequest(form: CfdiRequestForm, catalogues: CfdiCatalogues): CfdiRequestCheck {
  const errors: Partial<Record<CfdiRequestField, MessageId>> = {};
  const rfc = normalizeRfc(form.rfc);
  const taxpayer = rfcTaxpayerType(rfc);
  if (rfc === '') errors.rfc = 'cfdi.error.rfc_required';
  else if (GENERIC_RFCS.has(rfc)) errors.rfc = 'cfdi.error.rfc_generic';
  else if (!taxpayer) errors.rfc = 'cfdi.error.rfc_invalid';

  const name = normalizeName(form.name);
  if (name === '') errors.name = 'cfdi.error.name_required';
  else if (name.length > CFDI_NAME_MAX_LENGTH) errors.name = 'cfdi.error.name_too_long';
  else if (!CFDI_NAME_PATTERN.test(name)) errors.name = 'cfdi.error.name_characters';

  const regime = catalogues.taxRegimes.find((candidate) => candidate.code === form.taxRegime);
  if (!regime) errors.taxRegime = 'cfdi.error.regime_required';
  else if (taxpayer && !regime.taxpayerTypes.includes(taxpayer))
    errors.taxRegime = 'cfdi.error.regime_mismatch';

  const use = catalogues.cfdiUses.find((candidate) => candidate.code === form.cfdiUse);
  if (!use) errors.cfdiUse = 'cfdi.error.use_required';
  else if (regime && !use.taxRegimes.includes(regime.code)) errors.cfdiUse = 'cfdi.error.use_mismatch';

  const postalCode = form.postalCode.trim();
  if (!/^\d{5}$/.test(postalCode)) errors.postalCode = 'cfdi.error.postal_code';

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: { rfc, name, taxRegime: form.taxRegime, cfdiUse: form.cfdiUse, postalCode },
  };
}

/** Which usos de CFDI to offer once a régimen is chosen (all of them before). */
export function cfdiUsesFor(catalogues: CfdiCatalogues, taxRegime: string): CfdiCatalogues['cfdiUses'] {
  if (!catalogues.taxRegimes.some((regime) => regime.code === taxRegime)) return catalogues.cfdiUses;
  return catalogues.cfdiUses.filter((use) => use.taxRegimes.includes(taxRegime));
}

/**
 * What the order page offers about the invoice: the issued CFDI, the request form for a paid
 * order (one that became a line), or nothing (an order not paid yet cannot be invoiced).
 */
export type InvoiceOffer =
  | { kind: 'issued'; invoice: NonNullable<Order['invoice']> }
  | { kind: 'request' }
  | { kind: 'none' };

export function invoiceOffer(
  order: Pick<Order, 'invoice' | 'line' | 'payment_due'> & Partial<Pick<Order, 'payment' | 'refund'>>,
): InvoiceOffer {
  if (order.invoice) return { kind: 'issued', invoice: order.invoice };
  if (order.payment_due.amount > 0) return { kind: 'none' };
  // Money given back is given back whole (a line cancelled before it worked): no sale is left to
  // invoice, and the gateway refuses a CFDI for it, so none is offered (not five fields, then no).
  if (order.refund) return { kind: 'none' };
  // A line refunded on its cancellation has no sale to invoice (its page offered a CFDI for money
  // returned).
  if (order.line) return refundedOnCancellation(order.line) ? { kind: 'none' } : { kind: 'request' };
  // An order that opened no line (a renewal, a fee) is a sale once the gateway says how it was paid:
  // every payment gets its own CFDI. A cancelled one owes nothing and was never paid.
  return order.payment ? { kind: 'request' } : { kind: 'none' };
}

/**
 * Why the gateway refused a CFDI request: the order not paid (409), tax details the SAT
 * catalogues refuse (422), an order that is not the customer's (404), or the spec's catalogue's answer.
 */
export function cfdiRequestErrorMessageId(error: unknown): MessageId {
  const fields = failureFields(error);
  if (fields.status === 409) return 'cfdi.error.not_paid';
  if (fields.status === 422) return 'cfdi.error.rejected';
  if (fields.status === 404) return 'orders.not_found';
  return errorMessageId(fields);
}
