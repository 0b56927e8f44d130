import portInRequestJourney from '@journeys/port-in-request.json';
import { createPortInRequestMachine } from '@senda/core/flows/port-in-request';
import { flowJourney } from '@senda/core/journey';

/**
 * The flow's journey: the flow is made from the file its journey settings serve (a published
 * edit) or from its flagged revision when its page opens (useServiceRequestFlow), else from the
 * bundled journeys/port-in-request.json.
 */
export const PORT_IN_REQUEST_JOURNEY = flowJourney(portInRequestJourney, createPortInRequestMachine);

/** The flow made from the bundled file (Storybook's stories and its state coverage). */
export const PORT_IN_REQUEST_FLOW = PORT_IN_REQUEST_JOURNEY.bundled();
