import type { ConnectionStepData } from '@senda/core/purchase';
import type { useJourneyStep } from '../../journey/use-journey-step';

/** What the screen hands each of its two forms: what the step kept, and the journey's moves. */
export interface ConnectionFormProps {
  saved: ConnectionStepData;
  next: ReturnType<typeof useJourneyStep>['next'];
  back: (() => void) | undefined;
}
