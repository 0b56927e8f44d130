import * as v from 'valibot';
import { MoneySchema } from '../common.schema.ts';

/**
 * Why the customer needs a new SIM (SIM replacement; the reasons are the storefront's, the spec's names
 * none). LOST_OR_STOLEN blocks the old SIM as soon as the request is sent; SIM_TYPE_CHANGE moves
 * the number between a physical SIM and an eSIM; NEW_PHONE is a phone that takes the other size
 * or kind of SIM.
 */
export const SIM_REPLACEMENT_REASONS = ['LOST_OR_STOLEN', 'DAMAGED', 'SIM_TYPE_CHANGE', 'NEW_PHONE'] as const;
export const SimReplacementReasonSchema = v.picklist(SIM_REPLACEMENT_REASONS);
export type SimReplacementReason = (typeof SIM_REPLACEMENT_REASONS)[number];

/** The line a replacement is about: the spec's keys every SIM-replacement call by its accountNumber. */
export { AccountNumberSchema } from '../common.schema.ts';
export const SimReplacementRequestIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(64));

/** A fee as the specification states it: IVA included, with the IVA inside it. */
export const SimReplacementChargeSchema = v.object({
  amount: MoneySchema,
  tax: MoneySchema,
});
export type SimReplacementCharge = v.InferOutput<typeof SimReplacementChargeSchema>;
