import planSwitchJourney from '@journeys/plan-switch.json';
import { createPlanSwitchMachine } from '@senda/core/flows/plan-switch';

/**
 * The flow's definition, compiled once: the bundled journeys/plan-switch.json on the
 * service-request template. (The purchase reads its journey from the gateway first; plan switch's
 * steps are fixed by its pages today, so the bundled copy is the one run.)
 */
export const PLAN_SWITCH_FLOW = createPlanSwitchMachine(planSwitchJourney);
