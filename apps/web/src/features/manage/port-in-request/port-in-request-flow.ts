import portInRequestJourney from '@journeys/port-in-request.json';
import { createPortInRequestMachine } from '@senda/core/machines/port-in-request';

/** The flow's definition, compiled once: the bundled journeys/port-in-request.json on the template. */
export const PORT_IN_REQUEST_FLOW = createPortInRequestMachine(portInRequestJourney);
