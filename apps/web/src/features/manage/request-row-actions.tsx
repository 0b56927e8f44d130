import type { Line } from '@senda/core/gateway';
import type { RequestRowView } from '@senda/core/machines/request-history';
import { CancelPlanSwitch } from './plan-switch/cancel-plan-switch';
import { WithdrawTermination } from './termination/withdraw-termination';

/**
 * What a request's row in the line's requests lets the customer do: cancel a plan switch not yet
 * applied, withdraw a cancellation of the line not yet done (each offered only when its gateway
 * check names that request).
 */
export function RequestRowActions({
  line,
  row,
}: {
  line: Pick<Line, 'orderRef' | 'accountNumber' | 'sim'>;
  row: RequestRowView;
}) {
  if (row.kind === 'PLAN_SWITCH') return <CancelPlanSwitch line={line} row={row} />;
  if (row.kind === 'TERMINATION_REQUEST') return <WithdrawTermination line={line} row={row} />;
  return null;
}
