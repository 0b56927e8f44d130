import * as v from 'valibot';
import { looksLikeCardNumber } from '../../../gateway/payments/card-number-shape.ts';

export { AccountNumberSchema } from '../../../gateway/common.schema.ts';

/** The update a right code opened (`cu_…`): the submit names it, nothing else opens it. */
export const CardUpdateIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(64));

/** The provider's one-use token for the new card: never a card number, whatever the caller put in it. */
export const TransientTokenSchema = v.pipe(
  v.string(),
  v.minLength(1),
  v.maxLength(256),
  v.check((token) => !looksLikeCardNumber(token), 'a transient token, not a card number'),
);

/** The card a line renews with after the update: brand and last four only. */
export const UpdatedCardSchema = v.object({
  brand: v.pipe(v.string(), v.minLength(1)),
  last4: v.pipe(v.string(), v.regex(/^\d{4}$/)),
});
export type UpdatedCard = v.InferOutput<typeof UpdatedCardSchema>;
