import rescheduleDeliveryJourney from '@journeys/reschedule-delivery.json';
import { createRescheduleDeliveryMachine } from '@senda/core/flows/reschedule-delivery';

/**
 * The flow's definition, compiled once: the bundled journeys/reschedule-delivery.json on the
 * service-request template (its steps are fixed by its pages, as plan switch's are).
 */
export const RESCHEDULE_DELIVERY_FLOW = createRescheduleDeliveryMachine(rescheduleDeliveryJourney);
