import { directPaymentSuccessPath, paymentFormTarget } from '@senda/core/machines/payment';
import { OTHER_ROUTES, PAYMENT_ROUTES, pageAccessToken, requireLogin } from '@senda/core/navigation';
import { paylinkOutcome } from '@senda/core/orders';
import { paylinkQuery } from '@senda/core/queries';
import { signedInEmail } from '@senda/core/session';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Alert, buttonClassName, PageHeader, Skeleton, Spinner, Stack } from '../../../design-system';
import { QueryErrorAlert } from '../../../shared/query-error-alert';
import { queryView } from '../../../shared/query-view';
import { useServices } from '../../../shared/services-context';
import { CardPaymentForm } from './card-payment-form';

/**
 * /web/payment-form (not a journey step): the card form for an order that already exists, paid
 * later (the order pages' "Pay now", the retry after payment-failed) or through a paylink. Same
 * payment machine and card form as the journey's payment step. Paying needs the customer's
 * session (the order is theirs), so without one it goes to login and back.
 */
export default function PaymentFormPage() {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const { gateway, stores } = useServices();
  const auth = useAtomValue(stores.auth.state);
  const token = pageAccessToken(auth, location.pathname);
  // Whose account pays, always said, as on the purchase's payment step.
  const payingAs = signedInEmail(auth);
  const stored = useAtomValue(stores.payment.state).paymentTarget;
  const setPaymentTarget = useSetAtom(stores.payment.setPaymentTarget);
  const target = paymentFormTarget(location.search, stored);
  const paylinkId = target.kind === 'paylink' ? target.paylinkId : null;
  const paylink = queryView(
    useQuery({ ...paylinkQuery(gateway, paylinkId ?? ''), enabled: paylinkId !== null }),
  );
  const paylinkState = paylink.data ? paylinkOutcome(paylink.data, Date.now()) : null;
  const orderRef = target.kind === 'order' ? target.orderRef : (paylink.data?.orderRef ?? null);

  // Remember what is being paid: a reload or the login round trip comes back to the same order.
  const orderFromLink = target.kind === 'order' ? target.orderRef : null;
  const paylinkOrder = paylink.data?.orderRef ?? null;
  useEffect(() => {
    if (orderFromLink) setPaymentTarget({ kind: 'order', orderRef: orderFromLink });
    if (paylinkId && paylinkOrder) setPaymentTarget({ kind: 'paylink', paylinkId, orderRef: paylinkOrder });
  }, [orderFromLink, paylinkId, paylinkOrder, setPaymentTarget]);

  const login = requireLogin({ location, accessToken: token });
  if (login.kind === 'navigate') return <Navigate to={login.to} replace />;
  if (paylinkState === 'expired') return <Navigate to={PAYMENT_ROUTES.paylinkExpired} replace />;

  const header = (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'payment_form.title' })}
        subtitle={orderRef ? intl.formatMessage({ id: 'payment_form.subtitle' }, { orderRef }) : undefined}
      />
      {payingAs ? <p>{intl.formatMessage({ id: 'payment.paying_as' }, { email: payingAs })}</p> : null}
    </>
  );

  if (target.kind === 'none' || target.kind === 'invalid') {
    return (
      <Stack gap={6}>
        {header}
        <Alert
          tone="warning"
          title={intl.formatMessage({ id: 'payment_form.no_target.title' })}
          action={
            <Link className={buttonClassName({ size: 'sm' })} to={OTHER_ROUTES.orderList}>
              {intl.formatMessage({ id: 'payment_form.no_target.cta' })}
            </Link>
          }
        >
          {intl.formatMessage({ id: 'payment_form.no_target.body' })}
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap={6}>
      {header}
      {paylink.status === 'loading' && (
        <Stack gap={3} aria-busy="true">
          <Spinner size="sm" label={intl.formatMessage({ id: 'payment_form.loading' })} />
          <Skeleton height="12rem" />
        </Stack>
      )}
      {paylink.status === 'error' && (
        <QueryErrorAlert error={paylink.error} onRetry={paylink.retry} notFound="paylink.not_found" />
      )}
      {paylinkState === 'paid' && (
        <Alert tone="success" title={intl.formatMessage({ id: 'paylink.paid.title' })}>
          {intl.formatMessage({ id: 'paylink.paid.body' })}
        </Alert>
      )}
      {paylinkState === 'cancelled' && (
        <Alert tone="warning" title={intl.formatMessage({ id: 'paylink.cancelled.title' })}>
          {intl.formatMessage({ id: 'paylink.cancelled.body' })}
        </Alert>
      )}
      {orderRef && (paylinkState === null || paylinkState === 'payable') && (
        <CardPaymentForm
          key={orderRef}
          orderRef={orderRef}
          onSucceeded={() => navigate(directPaymentSuccessPath(orderRef, paylinkId), { replace: true })}
        />
      )}
    </Stack>
  );
}
