import type { ReschedulePayment } from '@senda/core/flows/reschedule-delivery';
import { reschedulePaymentQuery, rescheduleResultTitleId } from '@senda/core/flows/reschedule-delivery';
import { serviceRequestPhase } from '@senda/core/machines/service-request-template';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Alert, buttonClassName, FormActions, PageHeader, Stack } from '../../../design-system';
import { LoadingBlock } from '../../../shared/loading-block';
import { QueryErrorAlert } from '../../../shared/query-error-alert';
import { queryView } from '../../../shared/query-view';
import { useServices } from '../../../shared/services-context';
import { useFormatters } from '../../../shared/use-formatters';

/** The booking is read once a second while it is still being made. */
const READ_EVERY_MS = 1000;

/**
 * /reschedule/payment-success: the reschedule its address names, read from the gateway (payment
 * by reschedule id), so a reload, or the flow's machine opened again once the link is used,
 * still shows the new delivery: when the SIM arrives (or that it goes to the store) and the fee
 * paid. While the gateway is still booking it, it is read again every second.
 */
export function RescheduleResultScreen({
  rescheduleId,
  orderPath,
}: {
  rescheduleId: string;
  orderPath: string;
}) {
  const intl = useIntl();
  const format = useFormatters();
  const { gateway } = useServices();
  const result = queryView(
    useQuery({
      ...reschedulePaymentQuery(gateway, rescheduleId),
      refetchInterval: (query) => (settled(query.state.data) ? false : READ_EVERY_MS),
    }),
  );
  const answer = result.data;
  // "Delivery rescheduled" only over a booking the gateway says is done.
  const title = <PageHeader title={intl.formatMessage({ id: rescheduleResultTitleId(answer) })} />;
  if (result.status === 'error') {
    return (
      <>
        {title}
        <QueryErrorAlert error={result.error} onRetry={result.retry} />
      </>
    );
  }
  if (!answer) {
    return (
      <>
        {title}
        <LoadingBlock labelId="reschedule_delivery.booking" height="12rem" />
      </>
    );
  }
  const delivery = answer.delivery;
  const booked = answer.status === 'DONE';
  return (
    <Stack gap={5}>
      {title}
      <Alert tone={booked ? 'success' : 'info'} live="polite">
        {!booked
          ? intl.formatMessage({ id: 'reschedule_delivery.follow_later' })
          : delivery?.method === 'DOORSTEP_DELIVERY' &&
              delivery.date &&
              delivery.startTime &&
              delivery.endTime
            ? intl.formatMessage(
                { id: 'reschedule_delivery.done.doorstep' },
                {
                  date: format.day(delivery.date, 'day'),
                  start: format.timeOfDay(delivery.startTime),
                  end: format.timeOfDay(delivery.endTime),
                },
              )
            : intl.formatMessage({ id: 'reschedule_delivery.done.pickup' })}
      </Alert>
      {answer.payment?.paid && (
        <p>
          {intl.formatMessage(
            { id: 'reschedule_delivery.done.paid' },
            { fee: format.money(answer.payment.amount.amount) },
          )}
        </p>
      )}
      <FormActions>
        <Link className={buttonClassName({ variant: 'secondary', size: 'lg' })} to={orderPath}>
          {intl.formatMessage({ id: 'reschedule_delivery.see_order' })}
        </Link>
      </FormActions>
    </Stack>
  );
}

const settled = (answer: ReschedulePayment | undefined) =>
  answer !== undefined && serviceRequestPhase(answer.status) !== 'pending';
