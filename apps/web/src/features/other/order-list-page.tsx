import {
  getOrder,
  manageOrderPath,
  type OrderSummary,
  orderStateLabel,
  orderStatusLabel,
  ordersNewestFirst,
  orderTypeLabel,
  PURCHASE_ROUTES,
  userOrders,
} from '@senda/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  Badge,
  buttonClassName,
  Card,
  Cluster,
  IconChevron,
  PageHeader,
  Price,
  Skeleton,
  Spinner,
  Stack,
  VisuallyHidden,
} from '../../design-system';
import { QueryErrorAlert } from '../../shared/query-error-alert';
import { useServices } from '../../shared/services-context';
import { useFormatters } from '../../shared/use-formatters';
import { useGatewayQuery } from '../../shared/use-gateway-query';
import styles from './order-list-page.module.css';

/** /orderlist (login required by the route table): the customer's orders, newest first. */
export default function OrderListPage() {
  const intl = useIntl();
  const { gateway } = useServices();
  const orders = useGatewayQuery(['userOrders'], () => userOrders(gateway));

  return (
    <Stack gap={6}>
      <PageHeader
        title={intl.formatMessage({ id: 'order_list.title' })}
        subtitle={intl.formatMessage({ id: 'order_list.subtitle' })}
      />
      {orders.status === 'loading' && (
        <Stack gap={4} aria-busy="true">
          <Spinner size="sm" label={intl.formatMessage({ id: 'order_list.loading' })} />
          <Skeleton height="8.5rem" />
          <Skeleton height="8.5rem" />
        </Stack>
      )}
      {orders.status === 'error' && <QueryErrorAlert error={orders.error} onRetry={orders.retry} />}
      {orders.status === 'success' && orders.data?.length === 0 && (
        <Card variant="sunken" padding="lg">
          <Stack gap={3} align="start">
            <h2 className={styles.emptyTitle}>
              <FormattedMessage id="order_list.empty.title" />
            </h2>
            <p>
              <FormattedMessage id="order_list.empty.body" />
            </p>
            <Link className={buttonClassName()} to={PURCHASE_ROUTES.preCheckout}>
              <FormattedMessage id="order_list.empty.cta" />
            </Link>
          </Stack>
        </Card>
      )}
      {orders.data && orders.data.length > 0 && (
        <Stack as="ul" gap={4} className={styles.list}>
          {ordersNewestFirst(orders.data).map((order) => (
            <OrderRow key={order.order_ref} order={order} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** One order. The list answer carries no money, so each row opens its order for the total. */
function OrderRow({ order }: { order: OrderSummary }) {
  const intl = useIntl();
  const format = useFormatters();
  const { gateway } = useServices();
  const details = useGatewayQuery(['getOrder', order.order_ref], () =>
    getOrder(gateway, { orderReference: order.order_ref }),
  );
  const state = orderStateLabel(order.state);
  const titleId = `order-${order.order_ref}`;
  const plan = details.data?.items.find((item) => item.itemType === 'PLAN');

  return (
    <Card as="li" aria-labelledby={titleId}>
      <div className={styles.rowTop}>
        <Stack gap={1} className={styles.rowTitle}>
          <p className={styles.type}>
            <FormattedMessage id={orderTypeLabel(order.order_type)} />
            {plan && <> · {plan.name}</>}
          </p>
          <h2 id={titleId} className={styles.ref}>
            <FormattedMessage id="orders.order_ref" values={{ orderRef: order.order_ref }} />
          </h2>
        </Stack>
        <Badge tone={state.tone}>{intl.formatMessage({ id: state.messageId })}</Badge>
      </div>
      <Cluster gap={4} justify="between" align="end">
        <Stack gap={1} className={styles.meta}>
          <span>
            <FormattedMessage id="orders.placed_on" values={{ date: format.date(order.created_at) }} />
          </span>
          {order.status && (
            <span>
              <FormattedMessage
                id="orders.status_line"
                values={{ status: intl.formatMessage({ id: orderStatusLabel(order.status) }) }}
              />
            </span>
          )}
        </Stack>
        {details.status === 'loading' && <Skeleton width="6rem" height="2.5rem" />}
        {details.data && (
          <Price
            label={intl.formatMessage({ id: 'common.total_inc_tax' })}
            amount={format.money(details.data.total.amount)}
            className={styles.total}
          />
        )}
      </Cluster>
      {details.status === 'error' && <QueryErrorAlert error={details.error} onRetry={details.retry} />}
      <Link
        className={buttonClassName({ variant: 'secondary', fullWidth: true })}
        to={manageOrderPath(order.order_ref)}
      >
        <FormattedMessage id="orders.view" />
        <VisuallyHidden> {order.order_ref}</VisuallyHidden>
        <IconChevron direction="right" />
      </Link>
    </Card>
  );
}
