/**
 * The recarga's refusal codes (sandbox choices: the spec names no such call). A leaf of their own:
 * flow.ts, which every servicing page's route table reads, needs them and nothing of the rules.
 */
export const TOP_UP_ERROR_IDS = {
  numberUnknown: 404960,
  lineNotActive: 422960,
  triesExceeded: 429060,
} as const;
