import rescheduleDeliveryJourney from '@journeys/reschedule-delivery.json';
import { createRescheduleDeliveryMachine } from '@senda/core/flows/reschedule-delivery';
import { flowJourney } from '@senda/core/journey';

/**
 * The flow's journey: the flow is made from the file its journey settings serve (a published
 * edit) or from its flagged revision when its page opens (useServiceRequestFlow), else from the
 * bundled journeys/reschedule-delivery.json.
 */
export const RESCHEDULE_DELIVERY_JOURNEY = flowJourney(
  rescheduleDeliveryJourney,
  createRescheduleDeliveryMachine,
);

/** The flow made from the bundled file (Storybook's stories and its state coverage). */
export const RESCHEDULE_DELIVERY_FLOW = RESCHEDULE_DELIVERY_JOURNEY.bundled();
