import * as v from 'valibot';
import { defineSandboxRecords } from '../define-sandbox-records.ts';

const Ms = v.pipe(v.number(), v.integer());

/**
 * Card update: the code mailed to the account's e-mail proves who asks; the request is
 * VERIFIED once the code is right, for a short while, and DONE once the new card renews the line.
 */
export const CardUpdateRecordSchema = v.object({
  updateId: v.string(),
  userId: v.string(),
  accountNumber: v.string(),
  otpRequestId: v.string(),
  status: v.picklist(['VERIFYING', 'VERIFIED', 'DONE']),
  createdAt: Ms,
  verifiedUntil: v.optional(Ms),
  /** The CHANGE_CARD_DETAILS service request, once the new card is on the line. */
  serviceRequestId: v.optional(v.string()),
  card: v.optional(v.object({ brand: v.string(), last4: v.string() })),
});
export type CardUpdateRecord = v.InferOutput<typeof CardUpdateRecordSchema>;

declare module '../../domain/sandbox-data.schema.ts' {
  interface WingRecords {
    /** Card updates by id. */
    cardUpdates: Record<string, CardUpdateRecord>;
  }
}

export default defineSandboxRecords({
  cardUpdates: { schema: v.record(v.string(), CardUpdateRecordSchema), empty: () => ({}) },
});
