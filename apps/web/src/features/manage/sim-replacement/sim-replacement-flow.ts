import simReplacementJourney from '@journeys/sim-replacement.json';
import { createSimReplacementMachine } from '@senda/core/machines/sim-replacement';

/** The flow's definition, compiled once: the bundled journeys/sim-replacement.json on the template. */
export const SIM_REPLACEMENT_FLOW = createSimReplacementMachine(simReplacementJourney);
