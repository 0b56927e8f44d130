import { planSwitchChoices } from '@senda/core/flows/plan-switch';
import type { Line } from '@senda/core/gateway';
import { catalogueQuery } from '@senda/core/queries';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { CardGrid, PlanCard, Skeleton, Spinner, Stack } from '../../../design-system';
import { QueryErrorAlert } from '../../../shared/query-error-alert';
import { queryView } from '../../../shared/query-view';
import { useServices } from '../../../shared/services-context';
import { useFormatters } from '../../../shared/use-formatters';
import type { PlanSwitchHandle } from './plan-switch-parts';

/**
 * /manage/plan-switch/plans: the plans this line may switch to (core's planSwitchChoices: the
 * purchase's catalogue for the line's SIM type, its rules), the line's own plan first and marked
 * (the eligibility answer names no plan: the line does). Choosing one is the journey's NEXT.
 */
export function PlansScreen({ line, flow }: { line: Line; flow: PlanSwitchHandle }) {
  const intl = useIntl();
  const format = useFormatters();
  const { gateway, stores } = useServices();
  const telcoUser = useAtomValue(stores.auth.isTelcoUser);
  const catalogue = queryView(useQuery(catalogueQuery(gateway, { simType: line.sim.type, channel: 'web' })));
  const choices = catalogue.data ? planSwitchChoices(catalogue.data, line, { telcoUser }) : [];
  const { view, send } = flow;

  return (
    <section
      aria-label={intl.formatMessage({ id: 'plan_switch.plans.list' })}
      aria-busy={catalogue.status === 'loading'}
    >
      <Stack gap={4}>
        <p>{intl.formatMessage({ id: 'plan_switch.plans.intro' }, { plan: line.plan.name })}</p>
        {catalogue.status === 'loading' && (
          <>
            <Spinner size="sm" label={intl.formatMessage({ id: 'home.plans.loading' })} />
            <Skeleton shape="card" />
          </>
        )}
        {catalogue.status === 'error' && (
          <QueryErrorAlert error={catalogue.error} onRetry={catalogue.retry} />
        )}
        {choices.length > 0 && (
          <CardGrid columns={2}>
            {choices.map(({ plan, current }) => {
              const [headline, ...rest] = plan.benefits;
              const validity = intl.formatMessage({ id: 'home.plans.validity' }, { days: plan.validityDays });
              return (
                <li key={plan.sku}>
                  <PlanCard
                    name={plan.name}
                    allowance={headline?.label ?? validity}
                    validity={headline ? validity : undefined}
                    price={format.money(plan.price.amount)}
                    priceSuffix={intl.formatMessage(
                      { id: 'home.plans.price_suffix' },
                      { days: plan.validityDays },
                    )}
                    benefits={rest.map((benefit) => benefit.label)}
                    badges={
                      current
                        ? [{ label: intl.formatMessage({ id: 'plan_switch.plans.current' }), tone: 'brand' }]
                        : []
                    }
                    selected={plan.sku === view.chosenSku}
                    onSelect={() => send('NEXT', { sku: plan.sku })}
                    selectLabel={intl.formatMessage({ id: 'plan_switch.plans.choose' })}
                    selectedLabel={intl.formatMessage({ id: 'plan_switch.plans.chosen' })}
                    unavailableReason={
                      current ? intl.formatMessage({ id: 'plan_switch.plans.current_note' }) : undefined
                    }
                    headingLevel={3}
                  />
                </li>
              );
            })}
          </CardGrid>
        )}
      </Stack>
    </section>
  );
}
