import { atom } from 'jotai/vanilla';
import * as v from 'valibot';
import { InternalPathSchema } from './store-schemas.ts';

/**
 * Why an order failed and where the user fixes it. Kept in memory only: the spec does not
 * list it among the persisted stores, and a failure is about the page the user is on.
 */
export const OrderFailureSchema = v.object({
  /** A message id, never a sentence. */
  reason: v.pipe(v.string(), v.regex(/^[\w.-]{1,200}$/)),
  /** Only a path inside the app: the fix link must not become an open redirect. */
  fixPath: v.nullable(InternalPathSchema),
});
export type OrderFailure = v.InferOutput<typeof OrderFailureSchema>;

export function createOrderFailureStore() {
  const state = atom<OrderFailure | null>(null);
  return {
    state,
    /** Returns false (and keeps the previous failure) for a reason that is not a message id or an outside path. */
    setFailure: atom(null, (_get, set, failure: OrderFailure) => {
      const parsed = v.safeParse(OrderFailureSchema, failure);
      if (!parsed.success) return false;
      set(state, parsed.output);
      return true;
    }),
    clear: atom(null, (_get, set) => {
      set(state, null);
    }),
  };
}
export type OrderFailureStore = ReturnType<typeof createOrderFailureStore>;
