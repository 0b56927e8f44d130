import { atom } from 'jotai/vanilla';
import * as v from 'valibot';
import type { RateLimitOutcome } from '../gateway/gateway-client.ts';
import { type KeyValueStorage, persistedAtom } from './persisted-atom.ts';
import { STORE_KEYS } from './storage-keys.ts';
import { withDefault } from './store-schemas.ts';

/** The gateway's 429 outcome, kept so /429 survives a reload and can send the user back. */
export const RateLimitOutcomeSchema = v.object({
  originalUrl: v.pipe(v.string(), v.maxLength(4096)),
  requestUrl: v.pipe(v.string(), v.maxLength(4096)),
  // Trimmed rather than refused: a long gateway text must not cost the user the way back.
  message: v.pipe(
    v.string(),
    v.transform((message) => message.slice(0, 1000)),
  ),
  at: v.pipe(v.number(), v.finite()),
});
// The store must accept exactly what the gateway client reports.
const _sameShape: v.InferOutput<typeof RateLimitOutcomeSchema> extends RateLimitOutcome
  ? RateLimitOutcome extends v.InferOutput<typeof RateLimitOutcomeSchema>
    ? true
    : false
  : false = true;
void _sameShape;

/** The "global error" store: today only the rate-limit outcome. */
export const RateLimitStateSchema = v.object({
  rateLimit: withDefault(v.nullable(RateLimitOutcomeSchema), () => null),
});
export type RateLimitState = v.InferOutput<typeof RateLimitStateSchema>;

export const rateLimitDefaults = (): RateLimitState => v.parse(RateLimitStateSchema, {});

export function createRateLimitStore(deps: { storage: () => KeyValueStorage }) {
  const state = persistedAtom({
    key: STORE_KEYS.globalError,
    schema: RateLimitStateSchema,
    initial: rateLimitDefaults,
    storage: deps.storage,
  });
  return {
    state,
    outcome: atom((get) => get(state).rateLimit),
    /** Wire to the gateway client's `onRateLimited`. A malformed outcome is dropped, not kept half. */
    report: atom(null, (_get, set, outcome: RateLimitOutcome) => {
      const parsed = v.safeParse(RateLimitOutcomeSchema, outcome);
      if (parsed.success) set(state, { rateLimit: parsed.output });
    }),
    clear: atom(null, (_get, set) => {
      set(state, { rateLimit: null });
    }),
  };
}
export type RateLimitStore = ReturnType<typeof createRateLimitStore>;
