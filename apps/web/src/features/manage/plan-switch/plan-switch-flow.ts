import planSwitchJourney from '@journeys/plan-switch.json';
import { createPlanSwitchMachine } from '@senda/core/flows/plan-switch';
import { flowJourney } from '@senda/core/journey';

/**
 * The flow's journey: the flow is made from the file its journey settings serve (a published
 * edit) or from its flagged revision when its page opens (useServiceRequestFlow), else from the
 * bundled journeys/plan-switch.json.
 */
export const PLAN_SWITCH_JOURNEY = flowJourney(planSwitchJourney, createPlanSwitchMachine);

/** The flow made from the bundled file (Storybook's stories and its state coverage). */
export const PLAN_SWITCH_FLOW = PLAN_SWITCH_JOURNEY.bundled();
