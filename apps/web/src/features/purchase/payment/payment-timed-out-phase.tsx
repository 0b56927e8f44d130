import type { PaymentApi } from '@senda/core/machines/payment';
import { OTHER_ROUTES } from '@senda/core/navigation';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Alert, Button, buttonClassName, Cluster, Stack } from '../../../design-system';
import { PaymentStatus } from './payment-phase-parts';

/**
 * The polling window ran out: the outcome is unknown (the bank's answer, or a request not found
 * yet), so only checking again or the orders.
 */
export function PaymentTimedOutPhase({ payment }: { payment: PaymentApi }) {
  const intl = useIntl();
  const messages = payment.unknownOutcome ?? {
    titleId: 'payment.timed_out.title',
    bodyId: 'payment.timed_out.body',
  };
  return (
    <Stack gap={4}>
      <PaymentStatus messageId={payment.statusMessageId} />
      <Alert tone="warning" title={intl.formatMessage({ id: messages.titleId })}>
        {intl.formatMessage({ id: messages.bodyId })}
      </Alert>
      <Cluster gap={3} justify="end">
        <Link className={buttonClassName({ variant: 'secondary' })} to={OTHER_ROUTES.orderList}>
          {intl.formatMessage({ id: 'payment.timed_out.orders' })}
        </Link>
        <Button onClick={payment.checkAgain}>
          {intl.formatMessage({ id: 'payment.timed_out.check_again' })}
        </Button>
      </Cluster>
    </Stack>
  );
}
