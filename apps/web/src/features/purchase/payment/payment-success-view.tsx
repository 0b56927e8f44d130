import {
  cardBrandDisplayName,
  nextStepsAfterPayment,
  paymentSuccessMainAction,
} from '@senda/core/machines/payment';
import { manageOrderPath, OTHER_ROUTES } from '@senda/core/navigation';
import { type PaidOrderCheck, paidOrderCheck, paymentSuccessFacts } from '@senda/core/orders';
import { orderQuery, paylinkQuery } from '@senda/core/queries';
import { cardThatPaid } from '@senda/core/stores';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  Alert,
  buttonClassName,
  Card,
  CardBrandIcon,
  type DetailItem,
  FormActions,
  IconCheckCircle,
  PageHeader,
  phoneNumberValues,
  Skeleton,
  Spinner,
  Stack,
} from '../../../design-system';
import { OrderFactsList } from '../../../shared/order-facts-list';
import { QueryErrorAlert } from '../../../shared/query-error-alert';
import { queryView } from '../../../shared/query-view';
import { useServices } from '../../../shared/services-context';
import styles from './payment.module.css';

// The cash reference's read, the voucher and its texts load only here, and draw only when there
// is one (declared in each page: a shared wrapper would be one more chunk the line page names).
const OrderCashPayment = lazy(() => import('../../payment/order-cash-payment'));

/**
 * The one "paid" page: the order's reference, what was paid and with which card, and what happens
 * next for its SIM. The journey's payment-success step and the end of a payment made on the
 * payment form (a retry, "Pay now", a paylink) both render it, so a customer reads the same page
 * whichever way the order got paid. It says "paid" only when the gateway does (core's
 * paidOrderCheck): otherwise the order's real state, or that there is no such order.
 */
export function PaymentSuccessView({
  orderRef,
  paylinkId,
}: {
  orderRef: string | undefined;
  /** The paylink the order was paid through, when it was: its payer may not read the order. */
  paylinkId?: string | undefined;
}) {
  const { gateway } = useServices();
  const order = queryView(useQuery({ ...orderQuery(gateway, orderRef ?? ''), enabled: Boolean(orderRef) }));
  const paylink = queryView(
    useQuery({ ...paylinkQuery(gateway, paylinkId ?? ''), enabled: Boolean(paylinkId) }),
  );
  const check = paidOrderCheck(
    orderRef,
    { data: order.data, error: order.error, loading: order.status === 'loading' },
    paylinkId
      ? { data: paylink.data, error: paylink.error, loading: paylink.status === 'loading' }
      : undefined,
  );
  const retry = () => {
    order.retry();
    if (paylinkId) paylink.retry();
  };
  if (check.kind === 'paid') return <PaidOrder check={check} />;
  return <UnpaidOrder check={check} onRetry={retry} />;
}

/** Anything but a paid order: the gateway is being asked, could not be, or said otherwise. */
function UnpaidOrder({
  check,
  onRetry,
}: {
  check: Exclude<PaidOrderCheck, { kind: 'paid' }>;
  onRetry: () => void;
}) {
  const intl = useIntl();
  return (
    <Stack gap={6}>
      {check.kind === 'checking' && (
        <Stack gap={4} aria-busy="true">
          <Spinner size="sm" label={intl.formatMessage({ id: 'payment_success.checking' })} />
          <Skeleton height="12rem" />
        </Stack>
      )}
      {check.kind === 'error' && <QueryErrorAlert error={check.error} onRetry={onRetry} />}
      {check.kind === 'notFound' && (
        <>
          <PageHeader title={intl.formatMessage({ id: 'payment_success.not_found.title' })} />
          <Alert tone="warning">{intl.formatMessage({ id: 'orders.not_found' })}</Alert>
        </>
      )}
      {check.kind === 'notPaid' && (
        <>
          <PageHeader title={intl.formatMessage({ id: 'payment_success.not_paid.title' })} />
          <Alert tone="warning">
            {intl.formatMessage(
              { id: 'payment_success.not_paid.body' },
              { orderRef: check.orderRef, state: intl.formatMessage({ id: check.state.messageId }) },
            )}
          </Alert>
        </>
      )}
      <FormActions>
        {check.kind === 'notPaid' && (
          <Link className={buttonClassName({ size: 'lg' })} to={manageOrderPath(check.orderRef)}>
            {intl.formatMessage({ id: 'payment_success.view_order' })}
          </Link>
        )}
        <Link
          className={buttonClassName({
            variant: check.kind === 'notPaid' ? 'secondary' : 'primary',
            size: 'lg',
          })}
          to={OTHER_ROUTES.orderList}
        >
          {intl.formatMessage({ id: 'payment_success.view_orders' })}
        </Link>
      </FormActions>
    </Stack>
  );
}

/** The gateway says this order is paid. */
function PaidOrder({ check }: { check: Extract<PaidOrderCheck, { kind: 'paid' }> }) {
  const intl = useIntl();
  const { stores } = useServices();
  const { orderRef, order } = check;
  const card = cardThatPaid(useAtomValue(stores.payment.state).cardDetails, orderRef);
  const facts = paymentSuccessFacts(orderRef, order);
  // Installing an eSIM leads; any other order leads to its page (core's paymentSuccessMainAction).
  const main = order
    ? paymentSuccessMainAction(order)
    : { messageId: 'payment_success.view_order', to: manageOrderPath(orderRef) };
  const paidWith: DetailItem[] = card
    ? [
        {
          key: 'card',
          label: intl.formatMessage({ id: 'payment_success.paid_with' }),
          value: (
            <span className={styles.cardLine}>
              <CardBrandIcon brand={card.brand} />
              {intl.formatMessage(
                { id: 'payment.card_summary' },
                {
                  brand:
                    cardBrandDisplayName(card.brand) ?? intl.formatMessage({ id: 'payment.brand.unknown' }),
                  last4: card.lastFour,
                },
              )}
            </span>
          ),
        },
      ]
    : [];

  return (
    <Stack gap={6}>
      <div className={`${styles.outcomeIcon} ${styles.success}`}>
        <IconCheckCircle size="3.5rem" />
      </div>
      <PageHeader
        className={styles.outcomeTitle}
        title={intl.formatMessage({ id: 'pages.payment_success.title' })}
        subtitle={intl.formatMessage(
          // Its payer by link cannot open the order: the page names where its mails went (the
          // owner's address, masked, or the payer's own for a recarga), or says its owner was told.
          {
            id: !check.payerOnly
              ? 'pages.payment_success.body'
              : check.mailedTo
                ? 'payment_success.paylink_payer.body_to'
                : 'payment_success.paylink_payer.body',
          },
          { orderRef, email: check.mailedTo ?? '' },
        )}
      />
      {/* What to do next leads, above the order's facts: an eSIM's "Install your eSIM now" was
          below the fold of a 780 px phone (y 825), under the order box. */}
      {!check.payerOnly && (
        <FormActions>
          <Link className={buttonClassName({ size: 'lg' })} to={main.to}>
            {intl.formatMessage({ id: main.messageId })}
          </Link>
        </FormActions>
      )}
      {/* The order's facts (and its voucher) beside what happens next on a desktop; one column,
          in this order, on a phone and a tablet. */}
      <div className={styles.paidDetails}>
        <Stack gap={6}>
          {facts.length + paidWith.length > 0 && (
            <Card>
              <OrderFactsList facts={facts} extra={paidWith} />
            </Card>
          )}
          {/* A voucher left open when the order was paid another way: said closed, and what happens to cash paid on it. */}
          {!check.payerOnly && (
            <Suspense fallback={null}>
              <OrderCashPayment orderRef={orderRef} />
            </Suspense>
          )}
        </Stack>
        {order && (
          <Card as="section" aria-labelledby="payment-success-next">
            <Stack gap={3}>
              <h2 id="payment-success-next" className={styles.sectionTitle}>
                {intl.formatMessage({ id: 'payment_success.next.title' })}
              </h2>
              <ul className={styles.nextSteps}>
                {nextStepsAfterPayment(order, navigator.userAgent).map((step) => (
                  <li key={step.messageId}>
                    {intl.formatMessage(
                      { id: step.messageId },
                      { ...step.values, ...phoneNumberValues(step.phones) },
                    )}
                    {step.link && (
                      <>
                        {' '}
                        <Link className={styles.nextLink} to={step.link.to}>
                          {intl.formatMessage({ id: step.link.messageId })}
                        </Link>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            </Stack>
          </Card>
        )}
      </div>
      {!check.payerOnly && (
        <FormActions>
          {main.to !== manageOrderPath(orderRef) && (
            <Link
              className={buttonClassName({ variant: 'secondary', size: 'lg' })}
              to={manageOrderPath(orderRef)}
            >
              {intl.formatMessage({ id: 'payment_success.view_order' })}
            </Link>
          )}
          <Link className={buttonClassName({ variant: 'secondary', size: 'lg' })} to={OTHER_ROUTES.orderList}>
            {intl.formatMessage({ id: 'payment_success.view_orders' })}
          </Link>
        </FormActions>
      )}
    </Stack>
  );
}
