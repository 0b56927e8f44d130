import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { customerQuery } from '../../queries/query-definition.ts';
import { type LineRequestsQuery, loadLineRequests } from './request-history.services.ts';

// A line's service requests, with their timelines (the request history, the request hub and a
// paid request's result page), beside the read they cache, so that a page bundles only the reads
// it makes and what they need.

/** A line's service requests (one kind, or all). */
export const lineRequestsQuery = (gateway: GatewayClient, query: LineRequestsQuery) =>
  customerQuery(gateway, ['lines', query.orderRef, 'requests', query.type ?? 'all'], (client) =>
    loadLineRequests(client, query),
  );
