import { terminationEligibilityQuery, terminationLineAction } from '@senda/core/flows/termination';
import type { Line } from '@senda/core/gateway';
import { useServices } from '../../../shared/services-context';
import { EligibleLineAction } from '../eligible-line-action';
import { useLineActionRead } from '../use-line-action-read';

/**
 * The line page's and the request hub's "Cancel line": a link to the request when the gateway
 * says the line may be cancelled, 4121101's reason (and what to do) when it may not, nothing
 * promised while the answer is not in. Its place keeps a button's height from the first paint.
 */
export function CancelLineAction({ line }: { line: Pick<Line, 'orderRef' | 'accountNumber'> }) {
  const { gateway } = useServices();
  const eligibility = useLineActionRead(
    terminationEligibilityQuery(gateway, { orderRef: line.orderRef, accountNumber: line.accountNumber }),
  );
  const action = terminationLineAction(line, eligibility.data);
  return (
    <EligibleLineAction
      action={action}
      pending={eligibility.isPending}
      unavailableTitleId="termination.action.unavailable"
    />
  );
}
