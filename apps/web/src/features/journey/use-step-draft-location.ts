import type { StepDraftLocation } from '@senda/core/stores';
import { useState } from 'react';
import { useJourneyRuntime } from './journey-context';

/**
 * The step this screen was opened for, as core's step-drafts store names it: the draft stays with
 * it while the journey moves on. Null outside a journey (nothing is kept then).
 */
export function useStepDraftLocation(): StepDraftLocation | null {
  const { actor, definition } = useJourneyRuntime();
  const [where] = useState<StepDraftLocation | null>(() => {
    const step = actor.getSnapshot().context.current;
    return step ? { journeyId: definition.id, step } : null;
  });
  return where;
}
