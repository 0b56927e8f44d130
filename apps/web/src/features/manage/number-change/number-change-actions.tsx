import {
  type NumberChangeAction,
  numberChangeEligibilityQuery,
  numberChangeLineAction,
} from '@senda/core/flows/number-change';
import type { Line } from '@senda/core/gateway';
import { useServices } from '../../../shared/services-context';
import { EligibleLineAction } from '../eligible-line-action';
import { useLineActionRead } from '../use-line-action-read';

/**
 * The line page's and the request hub's "Change number" and "Recover a number": a link when the
 * gateway says the line may, the reason (and what to do) when it may not, nothing promised while
 * the answer is not in.
 */
function NumberChangeLineAction({ line, action }: { line: Line; action: NumberChangeAction }) {
  const { gateway } = useServices();
  const eligibility = useLineActionRead(
    numberChangeEligibilityQuery(
      gateway,
      { orderRef: line.orderRef, accountNumber: line.accountNumber },
      action,
    ),
  );
  return (
    <EligibleLineAction
      action={numberChangeLineAction(line, action, eligibility.data)}
      pending={eligibility.isPending}
      unavailableTitleId={
        action === 'CHANGE' ? 'number_change.action.unavailable' : 'number_change.recovery.action.unavailable'
      }
    />
  );
}

export const ChangeNumberAction = ({ line }: { line: Line }) => (
  <NumberChangeLineAction line={line} action="CHANGE" />
);

export const RecoverNumberAction = ({ line }: { line: Line }) => (
  <NumberChangeLineAction line={line} action="RECOVERY" />
);
