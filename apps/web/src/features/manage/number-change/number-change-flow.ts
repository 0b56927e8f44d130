import numberChangeJourney from '@journeys/number-change.json';
import { createNumberChangeMachine, createNumberRecoveryMachine } from '@senda/core/machines/number-change';

/**
 * The flows' definitions, compiled once: the bundled journeys/number-change.json on the
 * service-request template, and number recovery's one form.
 */
export const NUMBER_CHANGE_FLOW = createNumberChangeMachine(numberChangeJourney);
export const NUMBER_RECOVERY_FLOW = createNumberRecoveryMachine();
