import * as v from 'valibot';

/**
 * When a plan switch (a request's details, as the request history shows them) takes effect. IMMEDIATE: the new plan's allowances start now and the rest of
 * the current period is charged at the difference (prorated); the renewal date stays. NEXT_RENEWAL:
 * nothing is charged now, the line renews on the new plan at its price.
 */
export const PLAN_SWITCH_TIMINGS = ['IMMEDIATE', 'NEXT_RENEWAL'] as const;
export const PlanSwitchTimingSchema = v.picklist(PLAN_SWITCH_TIMINGS);
export type PlanSwitchTiming = (typeof PLAN_SWITCH_TIMINGS)[number];
