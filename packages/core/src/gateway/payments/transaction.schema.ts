import * as v from 'valibot';
import { TransactionStatusSchema } from '../enums.ts';

/**
 * A payment attempt: PENDING while the provider works, CHALLENGE when the bank asks for 3-D
 * Secure (open `challengeUrl`), then SUCCESS or FAILED with a reason code.
 */
export const TransactionSchema = v.object({
  transactionId: v.pipe(v.string(), v.minLength(1)),
  status: TransactionStatusSchema,
  reason: v.optional(v.string()),
  challengeUrl: v.optional(v.pipe(v.string(), v.minLength(1))),
  orderRef: v.optional(v.string()),
});
export type Transaction = v.InferOutput<typeof TransactionSchema>;
