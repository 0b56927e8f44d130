import { defineLineAction } from '../flow-app';
import { ChangePlanAction } from './change-plan-action';

export default defineLineAction('plan-switch', ChangePlanAction);
