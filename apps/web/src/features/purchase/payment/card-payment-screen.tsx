import { orderRefToPay } from '@senda/core/machines/payment';
import { PURCHASE_ROUTES } from '@senda/core/navigation';
import { signedInEmail } from '@senda/core/session';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Alert, buttonClassName, PageHeader, Stack } from '../../../design-system';
import { useServices } from '../../../shared/services-context';
import { useJourneyStep } from '../../journey/use-journey-step';
import { PurchasePayment } from './purchase-payment';

/**
 * /web/payment (login required, the route guard is applied by the step page), walked when the
 * customer has several ways to pay (journeys/purchase.json; otherwise the summary takes the
 * payment): the order created on the summary is paid by card, or in cash at OXXO or by SPEI
 * (PurchasePayment). Paid → payment-success through the journey's paymentStatus fact. A declined
 * card is retried here, in place (the journey goes on to the same success page as a first
 * payment); only "pay later" ends the journey on payment-failed.
 */
export default function CardPaymentScreen() {
  const intl = useIntl();
  const { stores } = useServices();
  const { next, back, journeyData } = useJourneyStep();
  const target = useAtomValue(stores.payment.state).paymentTarget;
  // Whose account pays, always said: a link for another account must never go unnoticed here.
  const payingAs = signedInEmail(useAtomValue(stores.auth.state));
  const orderRef = orderRefToPay(target, journeyData['order-summary']);
  const paid = useCallback(() => {
    if (orderRef) next({ facts: { paymentStatus: 'success' }, data: { orderRef } });
  }, [next, orderRef]);
  const payLater = useCallback(() => {
    if (orderRef) next({ facts: { paymentStatus: 'failed' }, data: { orderRef } });
  }, [next, orderRef]);

  return (
    <Stack gap={6}>
      <PageHeader
        title={intl.formatMessage({ id: 'pages.payment.title' })}
        subtitle={orderRef ? intl.formatMessage({ id: 'payment.subtitle' }, { orderRef }) : undefined}
      />
      {payingAs ? <p>{intl.formatMessage({ id: 'payment.paying_as' }, { email: payingAs })}</p> : null}
      {orderRef ? (
        <PurchasePayment orderRef={orderRef} onPaid={paid} onPayLater={payLater} onBack={() => back()} />
      ) : (
        <Alert
          tone="warning"
          title={intl.formatMessage({ id: 'payment.no_order.title' })}
          action={
            <Link className={buttonClassName({ size: 'sm' })} to={PURCHASE_ROUTES.orderSummary}>
              {intl.formatMessage({ id: 'payment.no_order.cta' })}
            </Link>
          }
        >
          {intl.formatMessage({ id: 'payment.no_order.body' })}
        </Alert>
      )}
    </Stack>
  );
}
