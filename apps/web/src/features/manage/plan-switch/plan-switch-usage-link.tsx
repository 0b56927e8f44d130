import { PLAN_SWITCH_ROUTES } from '@senda/core/flows/plan-switch';
import { managePath } from '@senda/core/navigation';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../design-system';
import type { UsageOfferProps } from '../flow-app';

/** Out of data, the plans to switch to (a plan with more data, its allowance added at once). */
export function PlanSwitchUsageLink({ line }: UsageOfferProps) {
  return (
    <Link
      className={buttonClassName({ variant: 'secondary', fullWidth: true })}
      to={managePath(PLAN_SWITCH_ROUTES.plans, line.orderRef)}
    >
      <FormattedMessage id="plan_switch.usage.more_data" />
    </Link>
  );
}
