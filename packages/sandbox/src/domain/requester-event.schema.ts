import * as v from 'valibot';

/**
 * Something a caller did, by its device and address: what a requester window counts. Its own
 * module, below the state's schema, so that a wing's records (which the schema gathers) can keep
 * such events too.
 */
export const RequesterEventSchema = v.object({
  at: v.pipe(v.number(), v.integer()),
  deviceId: v.optional(v.string()),
  clientAddress: v.optional(v.string()),
});
export type RequesterEvent = v.InferOutput<typeof RequesterEventSchema>;
