import * as v from 'valibot';
import { TAXPAYER_TYPES } from '../../validation/taxpayer-type.ts';
import { IsoTimestampSchema } from '../common.schema.ts';

/** Who an RFC belongs to, as the RFC's own length says (validation/rfc.ts reads it from the RFC). */
export const TaxpayerTypeSchema = v.picklist(TAXPAYER_TYPES);
export type TaxpayerType = v.InferOutput<typeof TaxpayerTypeSchema>;

/**
 * An order's CFDI (electronic invoice), as the gateway issued it: the SAT folio (UUID) and the
 * receiver's tax details it was stamped with.
 */
export const InvoiceSchema = v.object({
  status: v.picklist(['ISSUED']),
  folio: v.pipe(v.string(), v.uuid()),
  issuedAt: IsoTimestampSchema,
  rfc: v.pipe(v.string(), v.minLength(12)),
  name: v.pipe(v.string(), v.minLength(1)),
  taxRegime: v.pipe(v.string(), v.regex(/^\d{3}$/)),
  cfdiUse: v.pipe(v.string(), v.minLength(3)),
  postalCode: v.pipe(v.string(), v.regex(/^\d{5}$/)),
});
export type Invoice = v.InferOutput<typeof InvoiceSchema>;
