import { useIntl } from 'react-intl';
import { Alert, Button, Card, DetailList, FormActions, Stack } from '../../../design-system';
import { useFormatters } from '../../../shared/use-formatters';
import type { RenewNowHandle } from './renew-now-parts';

/**
 * /manage/renew: the plan, the period it buys and what it costs (IVA included, and how much of it
 * is IVA), and when the new period starts. Continue sends the renewal and opens the payment.
 */
export function RenewReviewScreen({ flow }: { flow: RenewNowHandle }) {
  const intl = useIntl();
  const format = useFormatters();
  const { view, send } = flow;
  const { line } = view;
  if (!line) return null;
  const lapsed = line.status !== 'Active';
  return (
    <Stack gap={5}>
      <p>
        {lapsed
          ? intl.formatMessage({ id: 'renewal.review.lapsed' })
          : intl.formatMessage(
              { id: 'renewal.review.early' },
              { date: line.renewalDate ? format.date(line.renewalDate) : '' },
            )}
      </p>
      <Card as="section" aria-label={intl.formatMessage({ id: 'renewal.review.title' })}>
        <DetailList
          items={[
            {
              key: 'plan',
              label: intl.formatMessage({ id: 'renewal.review.plan' }),
              value: (
                <>
                  <strong>{line.planName}</strong>
                  <br />
                  {intl.formatMessage({ id: 'renewal.review.period' }, { days: line.validityDays })}
                </>
              ),
            },
            {
              key: 'total',
              label: intl.formatMessage({ id: 'renewal.review.total' }),
              value: (
                <>
                  <strong>{format.money(line.price.amount)}</strong>
                  <br />
                  {intl.formatMessage({ id: 'renewal.review.iva' }, { amount: format.money(view.iva ?? 0) })}
                </>
              ),
            },
          ]}
        />
      </Card>
      {view.screen === 'send-failed' && view.messageId && (
        <Alert tone="danger" live="assertive">
          {intl.formatMessage({ id: view.messageId })}
        </Alert>
      )}
      <FormActions>
        <Button
          size="lg"
          loading={view.screen === 'sending'}
          disabled={!view.sends.has('SUBMIT') && !view.sends.has('RETRY')}
          onClick={() => send(view.sends.has('RETRY') ? 'RETRY' : 'SUBMIT')}
        >
          {intl.formatMessage({
            id: view.screen === 'sending' ? 'renewal.review.sending' : 'renewal.review.pay',
          })}
        </Button>
      </FormActions>
    </Stack>
  );
}
