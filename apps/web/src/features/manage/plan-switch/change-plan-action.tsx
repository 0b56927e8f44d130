import { planSwitchEligibilityQuery, planSwitchLineAction } from '@senda/core/flows/plan-switch';
import type { Line } from '@senda/core/gateway';
import { useServices } from '../../../shared/services-context';
import { EligibleLineAction } from '../eligible-line-action';
import { useLineActionRead } from '../use-line-action-read';

/**
 * The line page's and the request hub's "Switch plan": a link to the plans when the gateway says
 * the line may switch, the reason (and what to do) when it may not, nothing promised while the
 * answer is not in. Its place keeps a button's height from the first paint, so nothing under it
 * moves when the answer arrives (layout-at-widths' line page at 360 px).
 */
export function ChangePlanAction({ line }: { line: Pick<Line, 'orderRef' | 'sim'> }) {
  const { gateway } = useServices();
  const eligibility = useLineActionRead(
    planSwitchEligibilityQuery(gateway, { orderRef: line.orderRef, simNumber: line.sim.iccid }),
  );
  const action = planSwitchLineAction(line, eligibility.data);
  return (
    <EligibleLineAction
      action={action}
      pending={eligibility.isPending}
      unavailableTitleId="plan_switch.action.unavailable"
    />
  );
}
