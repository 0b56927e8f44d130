import { type Line, simReplacementEligibilityQuery, simReplacementLineAction } from '@senda/core';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { buttonClassName, IconChevron } from '../../../design-system';
import { useServices } from '../../../shared/services-context';
import styles from '../plan-switch/plan-switch.module.css';

/**
 * The line page's and the request hub's "Replace SIM": a link to the order request when the
 * gateway says the line may have a new SIM, the reason when it may not, nothing while unknown.
 */
export function ReplaceSimAction({ line }: { line: Pick<Line, 'orderRef' | 'accountNumber'> }) {
  const { gateway } = useServices();
  const eligibility = useQuery(
    simReplacementEligibilityQuery(gateway, { orderRef: line.orderRef, accountNumber: line.accountNumber }),
  );
  const action = simReplacementLineAction(line, eligibility.data);
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
            <FormattedMessage id="sim_replacement.unavailable.title" />
          </p>
          <p>
            <FormattedMessage id={action.reasonId} />
          </p>
        </div>
      )}
    </div>
  );
}
