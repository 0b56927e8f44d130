import { type Line, renewNowLineAction } from '@senda/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { buttonClassName, IconChevron } from '../../../design-system';
import { useLineActionPart } from '../line-action-part';

/**
 * The line page's and the request hub's "Renew now": offered while the line may renew (Grace,
 * Suspend, or Active in its last days: core's renewNowLineAction); nothing otherwise.
 */
export function RenewNowAction({ line }: { line: Line }) {
  const action = renewNowLineAction(line, Date.now());
  const part = useLineActionPart();
  // Offered or not shown at all: nothing of it among the actions not available now.
  if (!action || part === 'refusals') return null;
  return (
    <Link className={buttonClassName({ variant: 'primary', fullWidth: true })} to={action.path}>
      <FormattedMessage id={action.labelId} />
      <IconChevron direction="right" />
    </Link>
  );
}
