import cardUpdateJourney from '@journeys/card-update.json';
import { createCardUpdateMachine } from '@senda/core/machines/card-update';

/** The flow's definition, compiled once: the bundled journeys/card-update.json on the template. */
export const UPDATE_CARD_FLOW = createCardUpdateMachine(cardUpdateJourney);
