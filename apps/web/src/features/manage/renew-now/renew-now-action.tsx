import { renewNowLineAction } from '@senda/core/flows/renew-now';
import type { Line } from '@senda/core/gateway';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { buttonClassName, IconChevron } from '../../../design-system';
import { placedHere, useLineActionPlacement } from '../line-action-placement';

/**
 * The line page's and the request hub's "Renew now": offered while the line may renew (Grace,
 * Suspend, or Active in its last days: core's renewNowLineAction); nothing otherwise.
 */
export function RenewNowAction({ line }: { line: Line }) {
  const placement = useLineActionPlacement();
  const action = renewNowLineAction(line, Date.now());
  // An offer or nothing: never among the refusals grouped apart.
  if (!action || !placedHere(placement, 'offer')) return null;
  return (
    <Link className={buttonClassName({ variant: 'primary', fullWidth: true })} to={action.path}>
      <FormattedMessage id={action.labelId} />
      <IconChevron direction="right" />
    </Link>
  );
}
