import { portInChangesQuery, portInRequestLineAction } from '@senda/core/flows/port-in-request';
import type { Line } from '@senda/core/gateway';
import { useServices } from '../../../shared/services-context';
import { EligibleLineAction } from '../eligible-line-action';
import { useLineActionRead } from '../use-line-action-read';

/**
 * The line page's and the request hub's entry for a transferred number: "Cancel the transfer"
 * while it may be cancelled, "Try the transfer again" when it failed, why not when it is running
 * but may no longer be cancelled; nothing for a line whose number was not transferred.
 */
export function PortInRequestAction({ line }: { line: Line }) {
  const { gateway } = useServices();
  const answers = useLineActionRead({
    ...portInChangesQuery(gateway, line.orderRef),
    enabled: line.portIn !== undefined,
  });
  const action = portInRequestLineAction(line, answers.data);
  // Nothing to offer or explain (a transfer done or cancelled): no empty place is kept for it.
  if (!line.portIn || (answers.data && !action)) return null;
  return (
    <EligibleLineAction
      action={action}
      pending={answers.isPending}
      unavailableTitleId="port_in_request.action.unavailable"
    />
  );
}
