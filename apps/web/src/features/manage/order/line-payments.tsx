import type { Line } from '@senda/core/gateway';
import { orderReceiptView } from '@senda/core/machines/line-home';
import { orderQuery } from '@senda/core/queries';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Card, DetailList, Skeleton, Stack } from '../../../design-system';
import { QueryErrorAlert } from '../../../shared/query-error-alert';
import { queryView } from '../../../shared/query-view';
import { useServices } from '../../../shared/services-context';
import { useFormatters } from '../../../shared/use-formatters';
import { MexicoCityTime } from '../mexico-city-time';
import styles from './manage-order-page.module.css';

/**
 * The line's order history: every payment for it, newest first (its purchase, each
 * renewal, each fee), with the date, the method, the total and its IVA, and its invoice. The line
 * answer names the orders; each row reads its order, as the order list does. The list opens on
 * demand: the line page leads with the line's status, and its first load reads only the line and
 * its own order (line-page-early-reads), not one order per payment the line ever had.
 */
export function LinePayments({ line }: { line: Line }) {
  const [opened, setOpened] = useState(false);
  if (line.orderHistory.length === 0) return null;
  return (
    <Card as="section" aria-labelledby="line-payments-title">
      <details
        className={styles.payments}
        onToggle={(event) => {
          if (event.currentTarget.open) setOpened(true);
        }}
      >
        <summary>
          <h2 id="line-payments-title" className={styles.sectionTitle}>
            <FormattedMessage id="line_home.payments.title" />
          </h2>
          <FormattedMessage id="line_home.payments.count" values={{ count: line.orderHistory.length }} />
        </summary>
        {opened && (
          <Stack as="ul" gap={4}>
            {line.orderHistory.map((entry) => (
              <PaymentRow key={entry.orderRef} orderRef={entry.orderRef} />
            ))}
          </Stack>
        )}
      </details>
    </Card>
  );
}

function PaymentRow({ orderRef }: { orderRef: string }) {
  const intl = useIntl();
  const format = useFormatters();
  const { gateway } = useServices();
  const order = queryView(useQuery(orderQuery(gateway, orderRef)));
  if (order.status === 'loading') {
    return (
      <li aria-busy="true">
        <Skeleton height="6rem" />
      </li>
    );
  }
  if (order.status === 'error') {
    return (
      <li>
        <QueryErrorAlert error={order.error} onRetry={order.retry} />
      </li>
    );
  }
  if (!order.data) return null;
  const view = orderReceiptView(order.data);
  return (
    <li aria-labelledby={`payment-${view.orderRef}`}>
      <Stack gap={2}>
        <h3 id={`payment-${view.orderRef}`} className={styles.subTitle}>
          {view.itemNames.join(', ')} ·{' '}
          <FormattedMessage id="orders.order_ref" values={{ orderRef: view.orderRef }} />
        </h3>
        <DetailList
          items={[
            ...(view.paidAt
              ? [
                  {
                    key: 'paid',
                    label: intl.formatMessage({ id: 'order_receipt.paid_at' }),
                    value: <MexicoCityTime at={view.paidAt} />,
                  },
                ]
              : []),
            ...(view.method
              ? [
                  {
                    key: 'method',
                    label: intl.formatMessage({ id: 'order_receipt.method' }),
                    value: intl.formatMessage({ id: view.method.id }, view.method.values),
                  },
                ]
              : []),
            {
              key: 'total',
              label: intl.formatMessage({ id: 'order_receipt.total' }),
              value: `${format.money(view.total)} MXN`,
            },
            {
              key: 'tax',
              label: intl.formatMessage({ id: 'order_receipt.tax' }),
              value: `${format.money(view.tax)} MXN`,
            },
            ...(view.refund
              ? [
                  {
                    key: 'refund',
                    label: intl.formatMessage({ id: 'order_receipt.refund' }),
                    value: (
                      <FormattedMessage
                        id="order_receipt.refund.value"
                        values={{
                          amount: `${format.money(view.refund.amount)} MXN`,
                          method: intl.formatMessage(
                            { id: view.refund.method.id },
                            view.refund.method.values,
                          ),
                          date: <MexicoCityTime at={view.refund.at} />,
                        }}
                      />
                    ),
                  },
                ]
              : []),
          ]}
        />
        {view.invoice && (
          <Link to={view.invoice.path}>
            <FormattedMessage id={view.invoice.labelId} />
          </Link>
        )}
      </Stack>
    </li>
  );
}
