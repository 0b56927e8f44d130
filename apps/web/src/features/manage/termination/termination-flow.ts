import terminationJourney from '@journeys/termination.json';
import { createTerminationMachine } from '@senda/core/flows/termination';

/**
 * The flow's definition, compiled once: the bundled journeys/termination.json on the
 * service-request template (its steps are fixed by its pages, as plan switch's are).
 */
export const TERMINATION_FLOW = createTerminationMachine(terminationJourney);
