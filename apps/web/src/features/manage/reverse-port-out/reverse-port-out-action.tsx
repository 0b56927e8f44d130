import { reversePortOutEligibilityQuery, reversePortOutLineAction } from '@senda/core/flows/reverse-port-out';
import type { Line } from '@senda/core/gateway';
import { useServices } from '../../../shared/services-context';
import { EligibleLineAction } from '../eligible-line-action';
import { useLineActionRead } from '../use-line-action-read';

/**
 * The line page's and the request hub's "Bring my number back": offered when the gateway says the
 * line may ask, why not when its number was taken and it may not (the window closed, a request
 * already open); nothing for a line whose number never left.
 */
export function ReversePortOutAction({ line }: { line: Line }) {
  const { gateway } = useServices();
  const eligibility = useLineActionRead({
    ...reversePortOutEligibilityQuery(gateway, {
      orderRef: line.orderRef,
      accountNumber: line.accountNumber,
    }),
    // Only a line whose number was taken asks: the others have nothing to bring back.
    enabled: line.portedOut !== undefined,
  });
  const action = reversePortOutLineAction(line, eligibility.data);
  if (!line.portedOut || (eligibility.data && !action)) return null;
  return (
    <EligibleLineAction
      action={action}
      pending={eligibility.isPending}
      unavailableTitleId="reverse_port_out.action.unavailable"
    />
  );
}
