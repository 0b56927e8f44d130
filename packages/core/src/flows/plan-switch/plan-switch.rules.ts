import type { ProductVariant } from '../../gateway/catalogue/product-variant.schema.ts';
import { hasTrialLabel, isFreePlan, isVisibleToUser } from '../../gateway/catalogue/product-variant-rules.ts';
import type { Line } from '../../gateway/lines/line.schema.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { managePath } from '../../navigation/order-paths.ts';
import { PLAN_SWITCH_LINE_ACTION } from './flow.ts';
import type {
  PlanSwitchCancelEligibilityAnswer,
  PlanSwitchCancelRefusal,
} from './gateway/plan-switch-cancel-eligibility.ts';
import type { PlanSwitchEligibilityAnswer, PlanSwitchRefusal } from './gateway/plan-switch-eligibility.ts';

/** Why a line may not switch plans, in the customer's words (and what to do about it). */
const REFUSAL_MESSAGES: Readonly<Record<PlanSwitchRefusal, MessageId>> = {
  SIM_NOT_ACTIVATED: 'plan_switch.refusal.sim_not_activated',
  LINE_IN_GRACE: 'plan_switch.refusal.line_in_grace',
  LINE_SUSPENDED: 'plan_switch.refusal.line_suspended',
  LINE_UNREGISTERED: 'plan_switch.refusal.line_unregistered',
  LINE_INACTIVE: 'plan_switch.refusal.line_inactive',
  NO_NUMBER: 'plan_switch.refusal.no_number',
  LINE_CLOSING: 'plan_switch.refusal.line_closing',
  PORT_IN_IN_PROGRESS: 'plan_switch.refusal.port_in_in_progress',
  SWITCH_PENDING: 'plan_switch.refusal.switch_pending',
  OTHER: 'errors.plan_switch.not_eligible',
};

export const planSwitchRefusalMessageId = (reason: PlanSwitchRefusal): MessageId => REFUSAL_MESSAGES[reason];

const CANCEL_REFUSAL_MESSAGES: Readonly<Record<PlanSwitchCancelRefusal, MessageId>> = {
  NO_PENDING_SWITCH: 'plan_switch.cancel_refusal.no_pending_switch',
  ALREADY_APPLIED: 'plan_switch.cancel_refusal.already_applied',
  PAYMENT_IN_PROGRESS: 'plan_switch.cancel_refusal.payment_in_progress',
  OTHER: 'errors.plan_switch.cancel_failed',
};

export const planSwitchCancelRefusalMessageId = (reason: PlanSwitchCancelRefusal): MessageId =>
  CANCEL_REFUSAL_MESSAGES[reason];

/** One plan on the plans step: the line's current plan is shown, marked, and cannot be chosen. */
export interface PlanSwitchChoice {
  plan: ProductVariant;
  current: boolean;
}

/**
 * The plans a line may switch to, from the purchase's catalogue for the line's SIM type (the same
 * call and rules as buying: plans only, the free plan hidden from telco-migrated customers):
 * the line's own plan type only, and no trial or free plan, which start a new line rather than
 * replace a plan. The current plan stays in the list, first, marked.
 */
export function planSwitchChoices(
  catalogue: readonly ProductVariant[],
  line: Pick<Line, 'plan' | 'sim'>,
  customer: { telcoUser: boolean },
): PlanSwitchChoice[] {
  const choices = catalogue
    .filter(
      (variant) =>
        variant.category === 'PLAN' &&
        variant.productType === line.plan.planType &&
        variant.simTypes.includes(line.sim.type) &&
        isVisibleToUser(variant, customer) &&
        (variant.sku === line.plan.sku || (!hasTrialLabel(variant) && !isFreePlan(variant))),
    )
    .map((plan) => ({ plan, current: plan.sku === line.plan.sku }));
  return [...choices.filter((choice) => choice.current), ...choices.filter((choice) => !choice.current)];
}

/**
 * The line page's "Change plan": offered exactly when the gateway says the line may switch, with
 * the reason otherwise. Null while the answer is not in (or could not be had): nothing is promised.
 */
export type PlanSwitchLineAction =
  | { kind: 'offer'; labelId: MessageId; path: string }
  | { kind: 'refused'; labelId: MessageId; reasonId: MessageId };

export function planSwitchLineAction(
  line: Pick<Line, 'orderRef'>,
  eligibility: PlanSwitchEligibilityAnswer | undefined,
): PlanSwitchLineAction | null {
  if (!eligibility) return null;
  const { labelId, path } = PLAN_SWITCH_LINE_ACTION;
  if (eligibility.eligible) {
    return { kind: 'offer', labelId, path: managePath(path, line.orderRef) };
  }
  return { kind: 'refused', labelId, reasonId: planSwitchRefusalMessageId(eligibility.reason) };
}

/** A plan switch still waiting: the only request whose cancel eligibility is worth asking for. */
export const isPendingPlanSwitch = (row: { planSwitch: unknown; outcome: string }): boolean =>
  row.planSwitch !== null && row.outcome === 'pending';

/** The request history's Cancel: on the one pending switch the gateway says may still be cancelled. */
export function canCancelPlanSwitch(
  request: { requestId: string; planSwitch: unknown },
  eligibility: PlanSwitchCancelEligibilityAnswer | undefined,
): boolean {
  return (
    request.planSwitch !== null &&
    eligibility?.cancelable === true &&
    eligibility.requestId === request.requestId
  );
}
