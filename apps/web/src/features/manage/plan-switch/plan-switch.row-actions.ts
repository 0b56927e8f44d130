import { defineRowActions } from '../flow-app';
import { CancelPlanSwitch } from './cancel-plan-switch';

export default defineRowActions('plan-switch', { PLAN_SWITCH: CancelPlanSwitch });
