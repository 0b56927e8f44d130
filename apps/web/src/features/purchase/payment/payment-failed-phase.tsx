import type { PaymentApi } from '@senda/core/machines/payment';
import { useIntl } from 'react-intl';
import { Alert, Button, Cluster, Stack } from '../../../design-system';
import { Reveal } from '../../../shared/reveal';
import { PaymentStatus } from './payment-phase-parts';

/**
 * A failed payment shown in place: why, and try again (the same order, a new card entry with the
 * expiry kept); where the page allows it, leaving the payment for later.
 */
export function PaymentFailedPhase({
  payment,
  orderRef,
  onPayLater,
}: {
  payment: PaymentApi;
  orderRef: string;
  onPayLater?: (() => void) | undefined;
}) {
  const intl = useIntl();
  return (
    <Reveal>
      <Stack gap={4}>
        <PaymentStatus messageId={payment.statusMessageId} />
        <Alert
          tone="danger"
          live="assertive"
          title={intl.formatMessage({ id: 'payment.failed.title' })}
          action={
            <Cluster gap={2}>
              <Button size="sm" onClick={payment.retry}>
                {intl.formatMessage({ id: 'common.try_again' })}
              </Button>
              {onPayLater && (
                <Button size="sm" variant="secondary" onClick={onPayLater}>
                  {intl.formatMessage({ id: 'payment.failed.pay_later' })}
                </Button>
              )}
            </Cluster>
          }
        >
          <p>{intl.formatMessage({ id: payment.failure?.messageId ?? 'payment.failure.generic' })}</p>
          <p>{intl.formatMessage({ id: 'payment.failed.same_order' }, { orderRef })}</p>
        </Alert>
      </Stack>
    </Reveal>
  );
}
