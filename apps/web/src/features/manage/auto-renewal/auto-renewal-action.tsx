import { autoRenewalLineAction, type Line } from '@senda/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { buttonClassName, IconChevron } from '../../../design-system';
import { useLineActionPart } from '../line-action-part';

/**
 * The line page's and the request hub's "Automatic renewal": the details (on or off, the card,
 * the next charge) on every line with a period to renew (core's autoRenewalLineAction).
 */
export function AutoRenewalAction({ line }: { line: Line }) {
  const action = autoRenewalLineAction(line);
  const part = useLineActionPart();
  // Offered or not shown at all: nothing of it among the actions not available now.
  if (!action || part === 'refusals') return null;
  return (
    <Link className={buttonClassName({ variant: 'secondary', fullWidth: true })} to={action.path}>
      <FormattedMessage id={action.labelId} />
      <IconChevron direction="right" />
    </Link>
  );
}
