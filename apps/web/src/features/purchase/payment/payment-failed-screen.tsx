import { isMessageId } from '@senda/core/i18n';
import { orderRefToPay, retryPaymentPath } from '@senda/core/machines/payment';
import { manageOrderPath, OTHER_ROUTES } from '@senda/core/navigation';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import {
  Alert,
  Button,
  buttonClassName,
  FormActions,
  IconError,
  PageHeader,
  Stack,
} from '../../../design-system';
import { CancelOrderButton } from '../../../shared/cancel-order-button';
import { useServices } from '../../../shared/services-context';
import { useJourneyStep } from '../../journey/use-journey-step';
import styles from './payment.module.css';

/**
 * /web/payment-failed: why the payment did not go through, and "try again", which pays the same
 * order on the payment form (the journey ends here, so the retry is that page's; one order,
 * another payment attempt).
 */
export default function PaymentFailedScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { stores } = useServices();
  const { journeyData } = useJourneyStep();
  const payment = useAtomValue(stores.payment.state);
  const setPaymentTarget = useSetAtom(stores.payment.setPaymentTarget);
  const orderRef = orderRefToPay(payment.paymentTarget, journeyData.payment ?? journeyData['order-summary']);
  const reasonId = payment.paymentError?.messageId;
  // Cancelled here: nothing is left to pay, so neither "Try again" nor "Pay later" is offered.
  const [cancelled, setCancelled] = useState(false);
  const payable = Boolean(orderRef) && !cancelled;

  function tryAgain() {
    if (!orderRef) return;
    setPaymentTarget({ kind: 'order', orderRef });
    navigate(retryPaymentPath(orderRef));
  }

  return (
    <Stack gap={6}>
      <div className={`${styles.outcomeIcon} ${styles.danger}`}>
        <IconError size="3.5rem" />
      </div>
      <PageHeader
        className={styles.outcomeTitle}
        title={intl.formatMessage({ id: 'pages.payment_failed.title' })}
        subtitle={intl.formatMessage({ id: 'pages.payment_failed.body' })}
      />
      <Alert tone="danger" title={intl.formatMessage({ id: 'payment_failed.reason_title' })}>
        {intl.formatMessage({ id: reasonId && isMessageId(reasonId) ? reasonId : 'payment.failure.generic' })}
      </Alert>
      {orderRef && (
        <p className={styles.muted}>
          {intl.formatMessage({ id: 'payment_failed.same_order' }, { orderRef })}
        </p>
      )}
      {payable && <p>{intl.formatMessage({ id: 'payment_failed.later' })}</p>}
      <FormActions>
        {payable && (
          <Button size="lg" onClick={tryAgain}>
            {intl.formatMessage({ id: 'payment_failed.try_again' })}
          </Button>
        )}
        {payable && orderRef ? (
          <Link
            className={buttonClassName({ variant: 'secondary', size: 'lg' })}
            to={manageOrderPath(orderRef)}
          >
            {intl.formatMessage({ id: 'payment_failed.open_order' })}
          </Link>
        ) : (
          <Link className={buttonClassName({ variant: 'secondary', size: 'lg' })} to={OTHER_ROUTES.orderList}>
            {intl.formatMessage({ id: 'payment_failed.view_orders' })}
          </Link>
        )}
      </FormActions>
      {orderRef && <CancelOrderButton orderRef={orderRef} onCancelled={() => setCancelled(true)} />}
    </Stack>
  );
}
