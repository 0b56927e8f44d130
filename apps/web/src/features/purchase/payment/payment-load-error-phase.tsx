import type { PaymentApi } from '@senda/core/machines/payment';
import { OTHER_ROUTES } from '@senda/core/navigation';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Alert, Button, buttonClassName, Stack } from '../../../design-system';

export interface PaymentLoadErrorPhaseProps {
  payment: PaymentApi;
  /** The journey's Back; without it, the way out is the order list. */
  onBack?: (() => void) | undefined;
}

/** The order or the capture context could not be read: why, try again, or a way out. */
export function PaymentLoadErrorPhase({ payment, onBack }: PaymentLoadErrorPhaseProps) {
  const intl = useIntl();
  return (
    <Stack gap={4}>
      <Alert
        tone="danger"
        live="assertive"
        title={intl.formatMessage({ id: 'common.load_failed' })}
        action={
          <Button variant="secondary" size="sm" onClick={payment.checkAgain}>
            {intl.formatMessage({ id: 'common.try_again' })}
          </Button>
        }
      >
        {intl.formatMessage({ id: payment.notice ?? 'errors.something_wrong' })}
      </Alert>
      {onBack ? (
        <Button variant="secondary" onClick={onBack}>
          {intl.formatMessage({ id: 'common.back' })}
        </Button>
      ) : (
        <Link className={buttonClassName({ variant: 'secondary' })} to={OTHER_ROUTES.orderList}>
          {intl.formatMessage({ id: 'payment.timed_out.orders' })}
        </Link>
      )}
    </Stack>
  );
}
