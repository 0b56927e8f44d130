import * as v from 'valibot';
import { RequesterEventSchema } from '../../domain/requester-event.schema.ts';
import { defineSandboxRecords } from '../define-sandbox-records.ts';

/** A recarga, by the order it pays: the line, its pay-by-link, and when its owner was told it was paid. */
export const TopUpRecordSchema = v.object({
  accountNumber: v.string(),
  paylinkId: v.string(),
  ownerToldAt: v.optional(v.pipe(v.number(), v.integer())),
});
export type TopUpRecord = v.InferOutput<typeof TopUpRecordSchema>;

declare module '../../domain/sandbox-data.schema.ts' {
  interface WingRecords {
    /** Recarga lookups and recargas made, by who asked: what their limits count. */
    topUpLookups: v.InferOutput<typeof RequesterEventSchema>[];
    /** Recargas by the order they pay. */
    topUps: Record<string, TopUpRecord>;
  }
}

export default defineSandboxRecords({
  topUpLookups: { schema: v.array(RequesterEventSchema), empty: () => [] },
  topUps: { schema: v.record(v.string(), TopUpRecordSchema), empty: () => ({}) },
});
