import lineRegistryJourney from '@journeys/line-registry.json';
import { createLineRegistrationMachine } from '@senda/core/flows/line-registry';
import { flowJourney } from '@senda/core/journey';

/**
 * The flow's journey: its machine is made from the file its journey settings serve (a published
 * edit) or from its flagged revision when its page opens (useFlowJourney), else from the bundled
 * journeys/line-registry.json.
 */
export const LINE_REGISTRATION_JOURNEY = flowJourney(lineRegistryJourney, createLineRegistrationMachine);

/** The machine made from the bundled file (Storybook's state coverage). */
export const LINE_REGISTRATION_MACHINE = LINE_REGISTRATION_JOURNEY.bundled();
