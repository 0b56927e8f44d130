import { BOOSTERS_LINE_LINK } from '@senda/core/flows/boosters';
import { managePath } from '@senda/core/navigation';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../design-system';
import type { UsageOfferProps } from '../flow-app';

/** More data for this period (the boosters' page): leading when the line runs low or has nothing left. */
export function BoostersUsageLink({ line, level }: UsageOfferProps) {
  return (
    <Link
      className={buttonClassName({ variant: level === 'ok' ? 'secondary' : 'primary', fullWidth: true })}
      to={managePath(BOOSTERS_LINE_LINK.path, line.orderRef)}
    >
      <FormattedMessage id={BOOSTERS_LINE_LINK.labelId} />
    </Link>
  );
}
