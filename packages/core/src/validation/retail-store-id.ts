import * as v from 'valibot';

export const STORE_ID_MIN_LENGTH = 4;
export const STORE_ID_MAX_LENGTH = 10;
export const STORE_ID_INVALID_MESSAGE_ID = 'validation.store_id.invalid';

/**
 * The retail store an agent sells from (onboarding selectedStoreId): 4 to 10 letters or digits.
 * Trimmed and upper-cased, so "mx0042 " and "MX0042" are the same store.
 */
export const StoreIdSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toUpperCase(),
  v.regex(
    new RegExp(`^[A-Z0-9]{${STORE_ID_MIN_LENGTH},${STORE_ID_MAX_LENGTH}}$`),
    STORE_ID_INVALID_MESSAGE_ID,
  ),
);
export type StoreId = v.InferOutput<typeof StoreIdSchema>;

/** The store id, or null when it breaks the rule. */
export function parseStoreId(input: unknown): StoreId | null {
  const result = v.safeParse(StoreIdSchema, input);
  return result.success ? result.output : null;
}
