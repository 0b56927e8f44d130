import { type Line, terminationEligibilityQuery, terminationLineAction } from '@senda/core';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { buttonClassName, IconChevron } from '../../../design-system';
import { useServices } from '../../../shared/services-context';
import styles from './termination.module.css';

/**
 * The line page's and the request hub's "Cancel line": a link to the request when the gateway
 * says the line may be cancelled, §8 4121101's reason (and what to do) when it may not, nothing
 * promised while the answer is not in. Its place keeps a button's height from the first paint.
 */
export function CancelLineAction({ line }: { line: Pick<Line, 'orderRef' | 'accountNumber'> }) {
  const { gateway } = useServices();
  const eligibility = useQuery(
    terminationEligibilityQuery(gateway, { orderRef: line.orderRef, accountNumber: line.accountNumber }),
  );
  const action = terminationLineAction(line, eligibility.data);
  return (
    <div className={styles.actionSlot} aria-busy={action === null && eligibility.isPending}>
      {action?.kind === 'offer' && (
        <Link className={buttonClassName({ variant: 'secondary', fullWidth: true })} to={action.path}>
          <FormattedMessage id={action.labelId} />
          <IconChevron direction="right" />
        </Link>
      )}
      {action?.kind === 'refused' && (
        <div className={styles.unavailable}>
          <p className={styles.unavailableTitle}>
            <FormattedMessage id="termination.action.unavailable" />
          </p>
          <p>
            <FormattedMessage id={action.reasonId} />
          </p>
        </div>
      )}
    </div>
  );
}
