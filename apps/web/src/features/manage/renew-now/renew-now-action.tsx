import { type Line, renewNowLineAction } from '@senda/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { buttonClassName, IconChevron } from '../../../design-system';

/**
 * The line page's and the request hub's "Renew now": offered while the line may renew (Grace,
 * Suspend, or Active in its last days: core's renewNowLineAction); nothing otherwise.
 */
export function RenewNowAction({ line }: { line: Line }) {
  const action = renewNowLineAction(line, Date.now());
  if (!action) return null;
  return (
    <Link className={buttonClassName({ variant: 'primary', fullWidth: true })} to={action.path}>
      <FormattedMessage id={action.labelId} />
      <IconChevron direction="right" />
    </Link>
  );
}
