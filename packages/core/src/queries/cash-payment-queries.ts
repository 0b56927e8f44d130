import { orderCashPayment } from '../gateway/cash-payments/order-cash-payment.ts';
import type { GatewayClient } from '../gateway/gateway-client.ts';
import { customerQuery } from './query-definition.ts';

// Apart from order-queries.ts: the order and line pages share that file's chunk, and the cash
// reference's schema (its CLABE check) is read only by the lazy voucher panel.

/** An order's latest OXXO voucher or SPEI reference (null: none was made): the order and success pages. */
export const orderCashPaymentQuery = (gateway: GatewayClient, orderRef: string) =>
  customerQuery(gateway, ['orders', orderRef, 'cashPayment'], (client) =>
    orderCashPayment(client, { orderRef }),
  );
