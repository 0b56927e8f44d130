import type { OrderSummary } from '@senda/core/gateway';
import { customerLinesView, type LineSummaryView } from '@senda/core/machines/customer-lines';
import { manageOrderPath, PURCHASE_ROUTES } from '@senda/core/navigation';
import { orderStateLabel, orderTypeLabel } from '@senda/core/orders';
import { customerLinesQuery, orderQuery } from '@senda/core/queries';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  Badge,
  buttonClassName,
  Card,
  CardGrid,
  Cluster,
  IconChevron,
  PageHeader,
  PhoneNumber,
  Price,
  Skeleton,
  Spinner,
  Stack,
  VisuallyHidden,
} from '../../../design-system';
import { LogOutButton } from '../../../shared/log-out-button';
import { QueryErrorAlert } from '../../../shared/query-error-alert';
import { queryView } from '../../../shared/query-view';
import { useServices } from '../../../shared/services-context';
import { useFormatters } from '../../../shared/use-formatters';
import { OrderMeta } from '../order-meta';
import styles from './order-list-page.module.css';

/**
 * /orderlist (login required by the route table): the customer's lines, to pick the one to
 * manage, and their orders, newest first; in columns on a tablet and a desktop.
 */
export default function OrderListPage() {
  const intl = useIntl();
  const { gateway } = useServices();
  const query = queryView(useQuery(customerLinesQuery(gateway)));
  const view = query.data ? customerLinesView(query.data) : null;

  return (
    <Stack gap={6}>
      <PageHeader
        title={intl.formatMessage({ id: 'order_list.title' })}
        subtitle={intl.formatMessage({ id: 'order_list.subtitle' })}
      />
      {query.status === 'loading' && (
        <Stack gap={4} aria-busy="true">
          <Spinner size="sm" label={intl.formatMessage({ id: 'order_list.loading' })} />
          <CardGrid as="div" columns={3} gap={3} stretch={false} centreOddLast={false}>
            <Skeleton height="8.5rem" />
            <Skeleton height="8.5rem" />
          </CardGrid>
        </Stack>
      )}
      {query.status === 'error' && <QueryErrorAlert error={query.error} onRetry={query.retry} />}
      {view?.empty && (
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
      {view && view.lines.length > 0 && (
        <section aria-labelledby="lines-title">
          <Stack gap={3}>
            <h2 id="lines-title" className={styles.sectionTitle}>
              <FormattedMessage id="order_list.lines.title" />
            </h2>
            {view.pickLine && (
              <p className={styles.meta}>
                <FormattedMessage id="order_list.lines.pick" values={{ count: view.lines.length }} />
              </p>
            )}
            <CardGrid columns={3} gap={3} stretch={false} centreOddLast={false}>
              {view.lines.map((line) => (
                <LineRow key={line.orderRef} line={line} />
              ))}
            </CardGrid>
          </Stack>
        </section>
      )}
      {view && view.orders.length > 0 && (
        <section aria-labelledby="orders-title">
          <Stack gap={3}>
            <h2 id="orders-title" className={styles.sectionTitle}>
              <FormattedMessage id="order_list.orders.title" />
            </h2>
            <CardGrid columns={3} gap={4} stretch={false} centreOddLast={false}>
              {view.orders.map((order) => (
                <OrderRow key={order.order_ref} order={order} />
              ))}
            </CardGrid>
          </Stack>
        </section>
      )}
      <div>
        <LogOutButton variant="secondary" size="md" />
      </div>
    </Stack>
  );
}

/** One line: its number, plan and status, and the way to its home. */
function LineRow({ line }: { line: LineSummaryView }) {
  const intl = useIntl();
  const titleId = `line-${line.orderRef}`;
  return (
    <Card as="li" aria-labelledby={titleId}>
      <div className={styles.rowTop}>
        <Stack gap={1} className={styles.rowTitle}>
          <p className={styles.type}>
            {line.planName} · <FormattedMessage id={line.simTypeId} />
          </p>
          <h3 id={titleId} className={styles.ref}>
            <PhoneNumber number={line.msisdn} />
          </h3>
        </Stack>
        <Badge tone={line.status.tone}>{intl.formatMessage({ id: line.status.messageId })}</Badge>
      </div>
      <Link className={buttonClassName({ variant: 'primary', fullWidth: true })} to={line.path}>
        <FormattedMessage id="order_list.lines.manage" />
        <VisuallyHidden> {line.msisdn}</VisuallyHidden>
        <IconChevron direction="right" />
      </Link>
    </Card>
  );
}

/** One order. The list answer carries no money, so each row opens its order for the total. */
function OrderRow({ order }: { order: OrderSummary }) {
  const intl = useIntl();
  const format = useFormatters();
  const { gateway } = useServices();
  const details = queryView(useQuery(orderQuery(gateway, order.order_ref)));
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
          <h3 id={titleId} className={styles.ref}>
            <FormattedMessage
              id="orders.order_ref"
              values={{ orderRef: <span className={styles.refValue}>{order.order_ref}</span> }}
            />
          </h3>
        </Stack>
        <Badge tone={state.tone}>{intl.formatMessage({ id: state.messageId })}</Badge>
      </div>
      <Cluster gap={4} justify="between" align="end">
        <Stack gap={1} className={styles.meta}>
          <OrderMeta order={order} />
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
