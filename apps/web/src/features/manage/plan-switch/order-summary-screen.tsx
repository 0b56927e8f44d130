import { useIntl } from 'react-intl';
import { Alert, Card, DetailList, Skeleton, Stack } from '../../../design-system';
import { QueryErrorAlert } from '../../../shared/query-error-alert';
import { useFormatters } from '../../../shared/use-formatters';
import { ReviewActions } from '../review-actions';
import type { PlanSwitchHandle } from './plan-switch-parts';

/**
 * /manage/plan-switch/order-summary: what is asked for (the new plan, from when) and what it costs
 * today, as the order preview says. Confirm sends it (SUBMIT); the gateway makes the request and,
 * when something is due, the order that /manage/payment pays. A send that failed is retried with
 * the same choice (the same idempotency key: never a second request); EDIT goes back a step.
 */
export function OrderSummaryScreen({ flow }: { flow: PlanSwitchHandle }) {
  const intl = useIntl();
  const format = useFormatters();
  const { view, send, preview } = flow;
  const plan = preview.data?.newPlan;
  const option = view.option;
  const sending = view.screen === 'sending';

  return (
    <Stack gap={5}>
      {view.messageId && (view.screen === 'send-failed' || view.screen === 'failed') && (
        <Alert
          tone="danger"
          live="assertive"
          title={intl.formatMessage({ id: 'plan_switch.summary.not_sent' })}
        >
          {intl.formatMessage({ id: view.messageId })}
        </Alert>
      )}
      {preview.status === 'loading' && <Skeleton height="12rem" />}
      {preview.status === 'error' && <QueryErrorAlert error={null} onRetry={preview.retry} />}
      {plan && option && (
        <Card as="section" aria-label={intl.formatMessage({ id: 'plan_switch.order_summary.title' })}>
          <DetailList
            items={[
              {
                key: 'plan',
                label: intl.formatMessage({ id: 'plan_switch.summary.new_plan' }),
                value: plan.name,
              },
              {
                key: 'price',
                label: intl.formatMessage({ id: 'plan_switch.summary.price' }),
                value: intl.formatMessage(
                  { id: 'plan_switch.details.price' },
                  { price: format.money(plan.price.amount), days: plan.validityDays },
                ),
              },
              {
                key: 'when',
                label: intl.formatMessage({ id: 'plan_switch.summary.when' }),
                value:
                  option.timing === 'IMMEDIATE'
                    ? intl.formatMessage({ id: 'plan_switch.summary.when.now' })
                    : intl.formatMessage(
                        { id: 'plan_switch.summary.when.renewal' },
                        { date: format.date(option.effectiveAt) },
                      ),
              },
              {
                key: 'due',
                label: intl.formatMessage({ id: 'plan_switch.summary.due_now' }),
                value: intl.formatMessage(
                  { id: 'plan_switch.summary.due_now.value' },
                  {
                    amount: format.money(option.dueNow.amount.amount),
                    tax: format.money(option.dueNow.tax.amount),
                  },
                ),
              },
            ]}
          />
        </Card>
      )}
      <ReviewActions
        sends={view.sends}
        send={send}
        sending={sending}
        submitLabel={intl.formatMessage({
          id: view.paymentDue ? 'plan_switch.summary.confirm_pay' : 'plan_switch.summary.confirm',
        })}
        retryLabel={intl.formatMessage({ id: 'common.try_again' })}
        editLabel={intl.formatMessage({ id: 'common.back' })}
      />
    </Stack>
  );
}
