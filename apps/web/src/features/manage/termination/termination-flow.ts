import terminationJourney from '@journeys/termination.json';
import { createTerminationMachine } from '@senda/core/flows/termination';
import { flowJourney } from '@senda/core/journey';

/**
 * The flow's journey: the flow is made from the file its journey settings serve (a published
 * edit) or from its flagged revision when its page opens (useServiceRequestFlow), else from the
 * bundled journeys/termination.json.
 */
export const TERMINATION_JOURNEY = flowJourney(terminationJourney, createTerminationMachine);

/** The flow made from the bundled file (Storybook's stories and its state coverage). */
export const TERMINATION_FLOW = TERMINATION_JOURNEY.bundled();
