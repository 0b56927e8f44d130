import simReplacementJourney from '@journeys/sim-replacement.json';
import { createSimReplacementMachine } from '@senda/core/flows/sim-replacement';
import { flowJourney } from '@senda/core/journey';

/**
 * The flow's journey: the flow is made from the file its journey settings serve (a published
 * edit) or from its flagged revision when its page opens (useServiceRequestFlow), else from the
 * bundled journeys/sim-replacement.json.
 */
export const SIM_REPLACEMENT_JOURNEY = flowJourney(simReplacementJourney, createSimReplacementMachine);

/** The flow made from the bundled file (Storybook's stories and its state coverage). */
export const SIM_REPLACEMENT_FLOW = SIM_REPLACEMENT_JOURNEY.bundled();
