import { createBoostersMachine } from '@senda/core/flows/boosters';

/** The flow's definition, made once: the service-request template with the boosters' choice. */
export const BOOSTERS_FLOW = createBoostersMachine();
