import { readDraftField } from '@senda/core/stores';
import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from 'react';
import type * as v from 'valibot';
import { useServices } from '../../shared/services-context';
import { deferredDraftWrite } from './step-draft-writes';
import { useStepDraftLocation } from './use-step-draft-location';

/**
 * `useState` for a field of a purchase step that must survive a reload as it is typed: it starts
 * from the step's draft (core's step-drafts store, read through `schema`) or else from `initial`,
 * and every change is written back to the draft once typing pauses (step-draft-writes.ts: never
 * on the keystroke's frame, and made at once when the page is hidden, the screen goes or the
 * journey moves). The draft goes when the step is submitted (core's clearDraftsOnStepSave) or the
 * order is reset. Never for card data.
 */
export function useStepDraft<TSchema extends v.GenericSchema>(
  field: string,
  schema: TSchema,
  initial: () => v.InferOutput<TSchema>,
): [v.InferOutput<TSchema>, Dispatch<SetStateAction<v.InferOutput<TSchema>>>] {
  type T = v.InferOutput<TSchema>;
  const { stores } = useServices();
  const where = useStepDraftLocation();
  const [value, setValue] = useState<T>(() => {
    const drafted = where
      ? readDraftField(stores.store.get(stores.onboarding.drafts.state), where, field, schema)
      : undefined;
    return drafted ? drafted.value : initial();
  });
  // What the screen starts with is not typed input: only changes are written.
  const written = useRef(value);
  const [write] = useState(deferredDraftWrite);
  useEffect(() => {
    if (!where || Object.is(value, written.current)) return;
    write.schedule(() => {
      written.current = value;
      stores.store.set(stores.onboarding.drafts.writeField, { ...where, field, value });
    });
  }, [stores, where, field, value, write]);
  // The screen going (the journey moved on another way, a link) keeps what was typed.
  useEffect(() => () => write.flush(), [write]);
  return [value, setValue];
}
