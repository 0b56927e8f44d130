import type { OrderSummary } from '@senda/core/gateway';
import { orderStatusLabel } from '@senda/core/orders';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatters } from '../../shared/use-formatters';

/** An order's "placed on" and "status" lines, as the order list and an order's page both show them. */
export function OrderMeta({ order }: { order: Pick<OrderSummary, 'created_at' | 'status'> }) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <>
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
    </>
  );
}
