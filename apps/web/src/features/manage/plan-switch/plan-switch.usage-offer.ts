import { defineUsageOffer } from '../flow-app';
import { PlanSwitchUsageLink } from './plan-switch-usage-link';

export default defineUsageOffer('plan-switch', PlanSwitchUsageLink);
