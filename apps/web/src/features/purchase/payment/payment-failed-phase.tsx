import type { PaymentApi } from '@senda/core';
import { useIntl } from 'react-intl';
import { Alert, Button, Stack } from '../../../design-system';
import { PaymentStatus } from './payment-phase-parts';

/** A failed payment shown in place (the page hands no failure over): why, and try again. */
export function PaymentFailedPhase({ payment, orderRef }: { payment: PaymentApi; orderRef: string }) {
  const intl = useIntl();
  return (
    <Stack gap={4}>
      <PaymentStatus messageId={payment.statusMessageId} />
      <Alert
        tone="danger"
        live="assertive"
        title={intl.formatMessage({ id: 'payment.failed.title' })}
        action={
          <Button size="sm" onClick={payment.retry}>
            {intl.formatMessage({ id: 'common.try_again' })}
          </Button>
        }
      >
        <p>{intl.formatMessage({ id: payment.failure?.messageId ?? 'payment.failure.generic' })}</p>
        <p>{intl.formatMessage({ id: 'payment.failed.same_order' }, { orderRef })}</p>
      </Alert>
    </Stack>
  );
}
