import type { PlanSwitchOption } from '@senda/core/flows/plan-switch';
import type { PlanSwitchTiming } from '@senda/core/gateway';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, FormActions, RadioGroup, Skeleton, Stack } from '../../../design-system';
import { QueryErrorAlert } from '../../../shared/query-error-alert';
import { useFormatters } from '../../../shared/use-formatters';
import { PlanSideBySide } from './plan-side-by-side';
import type { PlanSwitchHandle } from './plan-switch-parts';

/**
 * /manage/plan-switch/plan-details: the chosen plan beside the current one, and when the switch
 * takes effect, as the gateway's order preview offers it: now, with the prorated charge for the
 * days left, or at the next renewal with nothing to pay today. The choice is kept as it is made.
 */
export function PlanDetailsScreen({ flow }: { flow: PlanSwitchHandle }) {
  const intl = useIntl();
  const format = useFormatters();
  const { view, send, keep, preview } = flow;
  const data = preview.data;
  // Continue pressed before a timing was chosen: the choice is asked for under the options.
  const [asked, setAsked] = useState(false);

  const label = (option: PlanSwitchOption) =>
    option.timing === 'IMMEDIATE'
      ? intl.formatMessage(
          { id: 'plan_switch.timing.now' },
          { amount: format.money(option.dueNow.amount.amount) },
        )
      : intl.formatMessage({ id: 'plan_switch.timing.renewal' }, { date: format.date(option.effectiveAt) });
  const description = (option: PlanSwitchOption) =>
    option.timing === 'IMMEDIATE'
      ? intl.formatMessage(
          { id: 'plan_switch.timing.now.body' },
          { days: option.proratedDays ?? 0, date: data ? format.date(data.renewalDate) : '' },
        )
      : intl.formatMessage(
          { id: 'plan_switch.timing.renewal.body' },
          { price: data ? format.money(data.nextRenewalAmount.amount) : '' },
        );

  return (
    <Stack gap={5}>
      {preview.status === 'loading' && <Skeleton height="16rem" />}
      {preview.status === 'error' && <QueryErrorAlert error={null} onRetry={preview.retry} />}
      {data && (
        <>
          <PlanSideBySide current={data.currentPlan} next={data.newPlan} />
          <RadioGroup<PlanSwitchTiming>
            legend={intl.formatMessage({ id: 'plan_switch.timing.legend' })}
            variant="cards"
            name="timing"
            value={view.timing ?? ''}
            onChange={(timing) => keep({ timing })}
            error={
              asked && !view.timing ? intl.formatMessage({ id: 'plan_switch.timing.required' }) : undefined
            }
            options={data.options.map((option) => ({
              value: option.timing,
              label: label(option),
              description: description(option),
            }))}
          />
        </>
      )}
      <FormActions>
        <Button
          size="lg"
          disabled={!view.sends.has('NEXT')}
          onClick={() => (view.timing ? send('NEXT', { timing: view.timing }) : setAsked(true))}
        >
          {intl.formatMessage({ id: 'plan_switch.details.continue' })}
        </Button>
        <Button size="lg" variant="secondary" onClick={() => send('BACK')}>
          {intl.formatMessage({ id: 'common.back' })}
        </Button>
      </FormActions>
    </Stack>
  );
}
