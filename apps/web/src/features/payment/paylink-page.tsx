import {
  PAYMENT_ROUTES,
  type Paylink,
  PURCHASE_ROUTES,
  paylinkOutcome,
  paylinkQuery,
  readPaylinkIdQuery,
} from '@senda/core';
import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import {
  Alert,
  Button,
  Card,
  DetailList,
  IconCard,
  PageHeader,
  Price,
  Skeleton,
  Spinner,
  Stack,
} from '../../design-system';
import { QueryErrorAlert } from '../../shared/query-error-alert';
import { queryView } from '../../shared/query-view';
import { useServices } from '../../shared/services-context';
import { useFormatters } from '../../shared/use-formatters';
import styles from './payment-pages.module.css';

/**
 * /payment/paylink?paylink_id=…: a pay-by-link request, opened without signing in. Core says
 * whether it can be paid; an expired link goes to /payment/paylink-expired.
 */
export default function PaylinkPage() {
  const intl = useIntl();
  const location = useLocation();
  const { gateway } = useServices();
  const ref = readPaylinkIdQuery(location.search);
  const paylinkId = ref.kind === 'valid' ? ref.value : undefined;
  const paylink = queryView(
    useQuery({ ...paylinkQuery(gateway, paylinkId ?? ''), enabled: paylinkId !== undefined }),
  );
  const outcome = paylink.data ? paylinkOutcome(paylink.data, Date.now()) : undefined;

  if (outcome === 'expired') return <Navigate to={PAYMENT_ROUTES.paylinkExpired} replace />;

  return (
    <Stack gap={6}>
      <PageHeader
        title={intl.formatMessage({ id: 'paylink.title' })}
        subtitle={intl.formatMessage({ id: 'paylink.subtitle' })}
      />
      {ref.kind !== 'valid' && (
        <Alert tone="warning" title={intl.formatMessage({ id: 'paylink.invalid.title' })}>
          <FormattedMessage id="paylink.invalid.body" />
        </Alert>
      )}
      {paylink.status === 'loading' && (
        <Stack gap={4} aria-busy="true">
          <Spinner size="sm" label={intl.formatMessage({ id: 'paylink.loading' })} />
          <Skeleton height="14rem" />
        </Stack>
      )}
      {paylink.status === 'error' && (
        <QueryErrorAlert error={paylink.error} onRetry={paylink.retry} notFound="paylink.not_found" />
      )}
      {paylink.data && outcome === 'payable' && <PayablePaylink paylink={paylink.data} />}
      {outcome === 'paid' && (
        <Alert tone="success" title={intl.formatMessage({ id: 'paylink.paid.title' })}>
          <FormattedMessage id="paylink.paid.body" />
        </Alert>
      )}
      {outcome === 'cancelled' && (
        <Alert tone="warning" title={intl.formatMessage({ id: 'paylink.cancelled.title' })}>
          <FormattedMessage id="paylink.cancelled.body" />
        </Alert>
      )}
    </Stack>
  );
}

function PayablePaylink({ paylink }: { paylink: Paylink }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const format = useFormatters();
  const { stores } = useServices();
  const setPaymentTarget = useSetAtom(stores.payment.setPaymentTarget, { store: stores.store });
  const amount = format.money(paylink.amount.amount);

  // The payment step reads what it pays for from the store, so a link opened earlier is replaced.
  const pay = () => {
    setPaymentTarget({ kind: 'paylink', paylinkId: paylink.paylinkId, orderRef: paylink.orderRef });
    navigate(PURCHASE_ROUTES.paymentForm);
  };

  return (
    <Card padding="lg">
      <Stack gap={5}>
        <Price label={intl.formatMessage({ id: 'paylink.amount' })} amount={amount} size="lg" tone="brand" />
        <DetailList
          items={[
            ...(paylink.description
              ? [{ key: 'for', label: intl.formatMessage({ id: 'paylink.for' }), value: paylink.description }]
              : []),
            { key: 'order', label: intl.formatMessage({ id: 'paylink.order' }), value: paylink.orderRef },
            ...(paylink.customerEmail
              ? [
                  {
                    key: 'customer',
                    label: intl.formatMessage({ id: 'paylink.customer' }),
                    value: paylink.customerEmail,
                  },
                ]
              : []),
            {
              key: 'expires',
              label: intl.formatMessage({ id: 'paylink.expires' }),
              value: intl.formatMessage(
                { id: 'paylink.expires_value' },
                { date: format.date(paylink.expiresAt), time: format.time(paylink.expiresAt) },
              ),
            },
          ]}
        />
        <Button size="lg" fullWidth iconStart={<IconCard />} onClick={pay}>
          {intl.formatMessage({ id: 'paylink.pay' }, { amount })}
        </Button>
        <p className={styles.note}>
          <FormattedMessage id="paylink.secure" />
        </p>
      </Stack>
    </Card>
  );
}
