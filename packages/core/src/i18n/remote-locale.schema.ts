import * as v from 'valibot';

/**
 * GET app locale: `result.keys` is a list of `{ key, value }`. Only the list's shape is
 * checked here; entries are checked one by one so a single bad entry never costs the whole list.
 */
export const AppLocaleResponseSchema = v.object({
  result: v.object({ keys: v.array(v.unknown()) }),
});

export const RemoteLocaleEntrySchema = v.object({
  key: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  value: v.string(),
});
export type RemoteLocaleEntry = v.InferOutput<typeof RemoteLocaleEntrySchema>;
