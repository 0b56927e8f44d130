import type { PlanSwitchPlan } from '@senda/core/flows/plan-switch';
import { useIntl } from 'react-intl';
import { Badge, Card, Stack } from '../../../design-system';
import { useFormatters } from '../../../shared/use-formatters';
import styles from './plan-switch.module.css';

/** The line's plan now beside the one chosen: name, price, how long it lasts and what it gives. */
export function PlanSideBySide({ current, next }: { current: PlanSwitchPlan; next: PlanSwitchPlan }) {
  return (
    <div className={styles.sideBySide}>
      <PlanColumn plan={current} labelId="plan_switch.details.current" />
      <PlanColumn plan={next} labelId="plan_switch.details.new" highlighted />
    </div>
  );
}

function PlanColumn({
  plan,
  labelId,
  highlighted = false,
}: {
  plan: PlanSwitchPlan;
  labelId: 'plan_switch.details.current' | 'plan_switch.details.new';
  highlighted?: boolean;
}) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <Card as="section" aria-label={intl.formatMessage({ id: labelId })}>
      <Stack gap={2}>
        <div>
          <Badge tone={highlighted ? 'brand' : 'neutral'}>{intl.formatMessage({ id: labelId })}</Badge>
        </div>
        <h3 className={styles.planName}>{plan.name}</h3>
        <p>
          {intl.formatMessage(
            { id: 'plan_switch.details.price' },
            { price: format.money(plan.price.amount), days: plan.validityDays },
          )}
        </p>
        {plan.allowances.length > 0 && (
          <ul className={styles.allowances}>
            {plan.allowances.map((allowance) => (
              <li key={allowance.label}>{allowance.label}</li>
            ))}
          </ul>
        )}
      </Stack>
    </Card>
  );
}
