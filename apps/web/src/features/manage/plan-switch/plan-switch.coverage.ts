import { defineFlowCoverage } from '../flow-app';
import { PLAN_SWITCH_FLOW } from './plan-switch-flow';

export default defineFlowCoverage('plan-switch', PLAN_SWITCH_FLOW.machine);
