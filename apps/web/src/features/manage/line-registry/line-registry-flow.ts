import lineRegistryJourney from '@journeys/line-registry.json';
import { createLineRegistrationMachine } from '@senda/core/machines/line-registration';

/** The flow's machine, compiled once: the bundled journeys/line-registry.json's steps. */
export const LINE_REGISTRATION_MACHINE = createLineRegistrationMachine(lineRegistryJourney);
