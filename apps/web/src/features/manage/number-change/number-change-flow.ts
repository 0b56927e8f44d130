import numberChangeJourney from '@journeys/number-change.json';
import { createNumberChangeMachine, createNumberRecoveryMachine } from '@senda/core/flows/number-change';
import { flowJourney } from '@senda/core/journey';

/**
 * The flow's journey: the flow is made from the file its journey settings serve (a published
 * edit) or from its flagged revision when its page opens (useServiceRequestFlow), else from the
 * bundled journeys/number-change.json.
 */
export const NUMBER_CHANGE_JOURNEY = flowJourney(numberChangeJourney, createNumberChangeMachine);

/** The flow made from the bundled file (Storybook's stories and its state coverage). */
export const NUMBER_CHANGE_FLOW = NUMBER_CHANGE_JOURNEY.bundled();

/** Number recovery's one form: no journey file. */
export const NUMBER_RECOVERY_FLOW = createNumberRecoveryMachine();
