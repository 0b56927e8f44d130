import { simReplacementEligibilityQuery, simReplacementLineAction } from '@senda/core/flows/sim-replacement';
import type { Line } from '@senda/core/gateway';
import { useServices } from '../../../shared/services-context';
import { EligibleLineAction } from '../eligible-line-action';
import { useLineActionRead } from '../use-line-action-read';

/**
 * The line page's and the request hub's "Replace SIM": a link to the order request when the
 * gateway says the line may have a new SIM, the reason when it may not, nothing while unknown.
 */
export function ReplaceSimAction({ line }: { line: Pick<Line, 'orderRef' | 'accountNumber'> }) {
  const { gateway } = useServices();
  const eligibility = useLineActionRead(
    simReplacementEligibilityQuery(gateway, { orderRef: line.orderRef, accountNumber: line.accountNumber }),
  );
  const action = simReplacementLineAction(line, eligibility.data);
  return (
    <EligibleLineAction
      action={action}
      pending={eligibility.isPending}
      unavailableTitleId="sim_replacement.unavailable.title"
    />
  );
}
