import { defineLineAction } from '../flow-app';
import { CancelPlanSwitch } from './cancel-plan-switch';
import { ChangePlanAction } from './change-plan-action';

export default defineLineAction('plan-switch', ChangePlanAction, { PLAN_SWITCH: CancelPlanSwitch });
