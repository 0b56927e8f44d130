import * as v from 'valibot';
import { MoneySchema } from '../../../gateway/common.schema.ts';

/** The line a replacement is about: the spec's keys every SIM-replacement call by its accountNumber. */
export { AccountNumberSchema } from '../../../gateway/common.schema.ts';
// Why the customer needs a new SIM: the request history reads it from every request's details.
export {
  SIM_REPLACEMENT_REASONS,
  type SimReplacementReason,
  SimReplacementReasonSchema,
} from '../../../gateway/service-requests/service-request.schema.ts';
export const SimReplacementRequestIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(64));

/** A fee as the specification states it: IVA included, with the IVA inside it. */
export const SimReplacementChargeSchema = v.object({
  amount: MoneySchema,
  tax: MoneySchema,
});
export type SimReplacementCharge = v.InferOutput<typeof SimReplacementChargeSchema>;
