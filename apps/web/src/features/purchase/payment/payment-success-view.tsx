import {
  cardBrandDisplayName,
  manageOrderPath,
  nextStepsAfterPayment,
  OTHER_ROUTES,
  orderQuery,
  paymentSuccessFacts,
} from '@senda/core';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  buttonClassName,
  Card,
  CardBrandIcon,
  type DetailItem,
  FormActions,
  IconCheckCircle,
  PageHeader,
  Skeleton,
  Stack,
} from '../../../design-system';
import { OrderFactsList } from '../../../shared/order-facts-list';
import { QueryErrorAlert } from '../../../shared/query-error-alert';
import { queryView } from '../../../shared/query-view';
import { useServices } from '../../../shared/services-context';
import styles from './payment.module.css';

/**
 * The one "paid" page: the order's reference, what was paid and with which card, and what happens
 * next for its SIM. The journey's payment-success step and the end of a payment made on the
 * payment form (a retry, "Pay now", a paylink) both render it, so a customer reads the same page
 * whichever way the order got paid.
 */
export function PaymentSuccessView({ orderRef }: { orderRef: string | undefined }) {
  const intl = useIntl();
  const { gateway, stores } = useServices();
  const card = useAtomValue(stores.payment.state).cardDetails;
  const order = queryView(useQuery({ ...orderQuery(gateway, orderRef ?? ''), enabled: Boolean(orderRef) }));

  const facts = paymentSuccessFacts(orderRef, order.data);
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
        subtitle={
          orderRef ? intl.formatMessage({ id: 'pages.payment_success.body' }, { orderRef }) : undefined
        }
      />
      {facts.length + paidWith.length > 0 && (
        <Card>
          <OrderFactsList facts={facts} extra={paidWith} />
        </Card>
      )}
      {orderRef && (
        <Card as="section" aria-labelledby="payment-success-next">
          <Stack gap={3}>
            <h2 id="payment-success-next" className={styles.sectionTitle}>
              {intl.formatMessage({ id: 'payment_success.next.title' })}
            </h2>
            {order.status === 'loading' && <Skeleton shape="text" lines={2} />}
            {order.status === 'error' && <QueryErrorAlert error={order.error} onRetry={order.retry} />}
            {order.data && (
              <ul className={styles.nextSteps}>
                {nextStepsAfterPayment(order.data).map((step) => (
                  <li key={step.messageId}>
                    {intl.formatMessage({ id: step.messageId }, step.values)}
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
            )}
          </Stack>
        </Card>
      )}
      <FormActions>
        {orderRef && (
          <Link className={buttonClassName({ size: 'lg' })} to={manageOrderPath(orderRef)}>
            {intl.formatMessage({ id: 'payment_success.view_order' })}
          </Link>
        )}
        <Link
          className={buttonClassName({ variant: orderRef ? 'secondary' : 'primary', size: 'lg' })}
          to={OTHER_ROUTES.orderList}
        >
          {intl.formatMessage({ id: 'payment_success.view_orders' })}
        </Link>
      </FormActions>
    </Stack>
  );
}
