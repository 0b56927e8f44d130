import { manualEkycPurchaseInput, provideManualEkycMachine } from '@senda/core/machines/manual-ekyc';
import type { StepDraftLocation } from '@senda/core/stores';
import { useMemo, useState } from 'react';
import { useServices } from '../../../shared/services-context';
import { useJourneyRuntime } from '../../journey/journey-context';
import { useJourneyStep } from '../../journey/use-journey-step';
import { useManualEkycActor } from '../../manual-ekyc/use-manual-ekyc-actor';

/**
 * The manual-eKYC machine of the purchase step, wired in core (manual-ekyc.services.ts) to the
 * gateway and this step's draft. The screen renders `view` and calls the senders.
 */
export function useManualEkycMachine() {
  const { gateway, queryClient, stores } = useServices();
  const { actor: journey, definition } = useJourneyRuntime();
  const { data } = useJourneyStep();
  // The step this screen was opened for: its draft stays with it while the journey moves on.
  const [draft] = useState<StepDraftLocation | null>(() => {
    const step = journey.getSnapshot().context.current;
    return step ? { journeyId: definition.id, step } : null;
  });
  const machine = useMemo(
    () => provideManualEkycMachine({ gateway, queryClient, stores }, draft),
    [gateway, queryClient, stores, draft],
  );
  // Read once, when the machine starts: the machine owns the step's state from here.
  const [input] = useState(() => manualEkycPurchaseInput({ stores }, draft, data));
  return useManualEkycActor(machine, input);
}
