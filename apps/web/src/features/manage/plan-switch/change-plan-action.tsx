import { type Line, planSwitchEligibilityQuery, planSwitchLineAction } from '@senda/core';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { buttonClassName, IconChevron } from '../../../design-system';
import { useServices } from '../../../shared/services-context';
import styles from './plan-switch.module.css';

/**
 * The line page's and the request hub's "Switch plan": a link to the plans when the gateway says
 * the line may switch, the reason (and what to do) when it may not, nothing promised while the
 * answer is not in. Its place keeps a button's height from the first paint, so nothing under it
 * moves when the answer arrives (layout-at-widths' line page at 360 px).
 */
export function ChangePlanAction({ line }: { line: Pick<Line, 'orderRef' | 'sim'> }) {
  const { gateway } = useServices();
  const eligibility = useQuery(
    planSwitchEligibilityQuery(gateway, { orderRef: line.orderRef, simNumber: line.sim.iccid }),
  );
  const action = planSwitchLineAction(line, eligibility.data);
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
            <FormattedMessage id="plan_switch.action.unavailable" />
          </p>
          <p>
            <FormattedMessage id={action.reasonId} />
          </p>
        </div>
      )}
    </div>
  );
}
