import type { PaymentView } from '@senda/core/machines/payment';
import { PURCHASE_ROUTES } from '@senda/core/navigation';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Alert, buttonClassName } from '../../../design-system';

/** The order was cancelled or failed on the server (CAN/OFL): nothing can be paid; a new order. */
export function PaymentClosedPhase({
  closedAs,
  orderRef,
}: {
  closedAs: PaymentView['closedAs'];
  orderRef: string;
}) {
  const intl = useIntl();
  return (
    <Alert
      tone="danger"
      live="assertive"
      title={intl.formatMessage({
        id: closedAs === 'FAILED' ? 'payment.closed.failed' : 'payment.closed.cancelled',
      })}
      action={
        <Link
          className={buttonClassName({ variant: 'secondary', size: 'sm' })}
          to={PURCHASE_ROUTES.preCheckout}
        >
          {intl.formatMessage({ id: 'payment.closed.cta' })}
        </Link>
      }
    >
      {intl.formatMessage({ id: 'payment.closed.body' }, { orderRef })}
    </Alert>
  );
}
