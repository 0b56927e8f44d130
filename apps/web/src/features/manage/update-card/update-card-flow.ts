import cardUpdateJourney from '@journeys/card-update.json';
import { createCardUpdateMachine } from '@senda/core/flows/card-update';
import { flowJourney } from '@senda/core/journey';

/**
 * The flow's journey: the flow is made from the file its journey settings serve (a published
 * edit) or from its flagged revision when its page opens (useServiceRequestFlow), else from the
 * bundled journeys/card-update.json.
 */
export const UPDATE_CARD_JOURNEY = flowJourney(cardUpdateJourney, createCardUpdateMachine);

/** The flow made from the bundled file (Storybook's stories and its state coverage). */
export const UPDATE_CARD_FLOW = UPDATE_CARD_JOURNEY.bundled();
