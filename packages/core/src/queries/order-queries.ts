import type { GatewayClient } from '../gateway/gateway-client.ts';
import { getOrder } from '../gateway/orders/get-order.ts';
import { manageOrderList } from '../gateway/orders/manage-order-list.ts';
import { userOrders } from '../gateway/orders/user-orders.ts';
import { customerPaymentMethods } from '../gateway/payments/customer-payment-methods.ts';
import { paylinkDetails } from '../gateway/payments/paylink-details.ts';
import { blacknutActivation, blacknutCandidateOrders } from '../orders/blacknut.ts';
import { loadCustomerLines } from './customer-lines.read.ts';
import { loadLineHome } from './line-home.read.ts';
import { customerQuery } from './query-definition.ts';

// The customer's orders and lines: one order, the line's home, the order lists, a pay-by-link's
// order and the saved cards.
// Kept apart so that a page bundles only the reads it makes and what they need.

export const orderQuery = (gateway: GatewayClient, orderRef: string) =>
  customerQuery(gateway, ['orders', orderRef], (client) => getOrder(client, { orderReference: orderRef }));

/** The orders a Blacknut activation code can come from. */
export const blacknutActivationQuery = (gateway: GatewayClient) =>
  customerQuery(gateway, ['orders', 'blacknutActivation'], async (client) => {
    const candidates = blacknutCandidateOrders(await userOrders(client));
    const orders = await Promise.all(
      candidates.map((order) => getOrder(client, { orderReference: order.order_ref })),
    );
    return blacknutActivation(orders);
  });

/**
 * The order list of the manage pages. A reCAPTCHA v3 token is single-use and short-lived, so the
 * page's `reCaptchaToken` is asked for a fresh one on every read, right before the call.
 */
export const manageOrderListQuery = (gateway: GatewayClient, reCaptchaToken: () => Promise<string>) =>
  customerQuery(gateway, ['orders', 'manageOrderList'], async (client) =>
    manageOrderList(client, { reCaptchaToken: await reCaptchaToken() }),
  );

export const paylinkQuery = (gateway: GatewayClient, paylinkId: string) =>
  customerQuery(gateway, ['orders', 'paylink', paylinkId], (client) => paylinkDetails(client, { paylinkId }));

export const customerLinesQuery = (gateway: GatewayClient) =>
  customerQuery(gateway, ['lines'], (client) => loadCustomerLines(client));

/** A line's (or a lineless order's) home page. */
export const lineHomeQuery = (gateway: GatewayClient, orderRef: string) =>
  customerQuery(gateway, ['lines', orderRef, 'home'], (client) => loadLineHome(client, orderRef));

export const savedCardsQuery = (gateway: GatewayClient, customerId: string) =>
  customerQuery(gateway, ['savedCards', customerId], (client) =>
    customerPaymentMethods(client, { customerId }),
  );
