import * as v from 'valibot';

/**
 * An icon for a value the app shows (a SIM type, a number type). `type` stays a free string: a
 * new value on the gateway should cost an icon, not the whole list.
 */
export const IconSchema = v.object({
  type: v.pipe(v.string(), v.minLength(1)),
  iconUrl: v.pipe(v.string(), v.minLength(1)),
  label: v.optional(v.string()),
});
export type Icon = v.InferOutput<typeof IconSchema>;
