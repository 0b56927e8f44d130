import { autoRenewalLineAction } from '@senda/core/flows/auto-renewal';
import type { Line } from '@senda/core/gateway';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { buttonClassName, IconChevron } from '../../../design-system';
import { placedHere, useLineActionPlacement } from '../line-action-placement';

/**
 * The line page's and the request hub's "Automatic renewal": the details (on or off, the card,
 * the next charge) on every line with a period to renew (core's autoRenewalLineAction).
 */
export function AutoRenewalAction({ line }: { line: Line }) {
  const placement = useLineActionPlacement();
  const action = autoRenewalLineAction(line);
  // An offer or nothing: never among the refusals grouped apart.
  if (!action || !placedHere(placement, 'offer')) return null;
  return (
    <Link className={buttonClassName({ variant: 'secondary', fullWidth: true })} to={action.path}>
      <FormattedMessage id={action.labelId} />
      <IconChevron direction="right" />
    </Link>
  );
}
