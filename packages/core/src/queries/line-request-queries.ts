import type { GatewayClient } from '../gateway/gateway-client.ts';
import {
  type LineRequestsQuery,
  loadLineRequests,
} from '../machines/request-history/request-history.services.ts';
import { customerQuery } from './query-definition.ts';

// A line's service requests, with their timelines (the request history, the request hub and a
// paid request's result page).
// Kept apart so that a page bundles only the reads it makes and what they need.

/** A line's service requests (one kind, or all). */
export const lineRequestsQuery = (gateway: GatewayClient, query: LineRequestsQuery) =>
  customerQuery(gateway, ['lines', query.orderRef, 'requests', query.type ?? 'all'], (client) =>
    loadLineRequests(client, query),
  );
