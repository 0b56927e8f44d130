import { type Line, planSwitchEligibilityQuery, planSwitchLineAction } from '@senda/core';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { buttonClassName, IconChevron } from '../../../design-system';
import { useServices } from '../../../shared/services-context';
import styles from './plan-switch.module.css';

/**
 * Not on the line page yet: the plan-switch pages it leads to are not in the route table, and a
 * link to a missing page is worse than no link. It joins the line page with those pages, with a
 * placeholder of its own height while the answer is not in (the line page must not shift).
 *
 * The line page's "Change plan": a link to the plans when the gateway says the line may switch,
 * the reason (and what to do) when it may not, nothing while the answer is not in.
 */
export function ChangePlanAction({ line }: { line: Pick<Line, 'orderRef' | 'sim'> }) {
  const { gateway } = useServices();
  const eligibility = useQuery(
    planSwitchEligibilityQuery(gateway, { orderRef: line.orderRef, simNumber: line.sim.iccid }),
  );
  const action = planSwitchLineAction(line, eligibility.data);
  if (!action) return null;
  if (action.kind === 'offer') {
    return (
      <Link className={buttonClassName({ variant: 'secondary', fullWidth: true })} to={action.path}>
        <FormattedMessage id={action.labelId} />
        <IconChevron direction="right" />
      </Link>
    );
  }
  return (
    <div className={styles.unavailable}>
      <p className={styles.unavailableTitle}>
        <FormattedMessage id="plan_switch.action.unavailable" />
      </p>
      <p>
        <FormattedMessage id={action.reasonId} />
      </p>
    </div>
  );
}
