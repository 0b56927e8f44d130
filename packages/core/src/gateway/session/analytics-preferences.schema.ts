import * as v from 'valibot';

/** The privacy setting for analytics on the web channel; on unless the user turned it off. */
export const AnalyticsPreferencesSchema = v.object({
  enabled: v.optional(v.boolean(), true),
});
export type AnalyticsPreferences = v.InferOutput<typeof AnalyticsPreferencesSchema>;
