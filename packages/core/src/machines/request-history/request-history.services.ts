import type { ServiceRequestType } from '../../gateway/enums.ts';
import type { GatewayClient } from '../../gateway/gateway-client.ts';
import type { Line } from '../../gateway/lines/index.ts';
import { latestPortInRequest } from '../../gateway/port-in/latest-port-in-request.ts';
import { listServiceRequests } from '../../gateway/service-requests/list-service-requests.ts';
import { isNotFound, type LineHomeData, loadLineHome } from '../../queries/line-home.read.ts';
import { portInTimelines, serviceRequestTimeline } from '../request-status/request-status.services.ts';
import type { RequestTimeline } from '../request-status/request-status.types.ts';

/**
 * A line's requests, for /manage/service-request and the past-request pages: the line (found by
 * its order, so another customer's reads as not found) and its requests newest first. A
 * transferred number's port-ins are among them, every attempt, read from their own call.
 */
export type LineRequestsData =
  | { kind: 'line'; line: Line; requests: RequestTimeline[] }
  | { kind: 'no-line' }
  | { kind: 'not-found' };

export interface LineRequestsQuery {
  orderRef: string;
  /** One kind only (past port-out requests); absent: every kind, the port-in included. */
  type?: ServiceRequestType;
}

export async function loadLineRequests(
  gateway: GatewayClient,
  query: LineRequestsQuery,
): Promise<LineRequestsData> {
  const home: LineHomeData = await loadLineHome(gateway, query.orderRef);
  if (home.kind === 'not-found') return { kind: 'not-found' };
  if (home.kind === 'order') return { kind: 'no-line' };
  const { line } = home;
  const [requests, transfers] = await Promise.all([
    listServiceRequests(gateway, { accountNumber: line.accountNumber, type: query.type }),
    line.portIn && query.type === undefined ? readTransfers(gateway, line.orderRef) : Promise.resolve([]),
  ]);
  const timelines: RequestTimeline[] = requests.map((request) =>
    serviceRequestTimeline(request, line.orderRef),
  );
  const all = [...timelines, ...transfers];
  return {
    kind: 'line',
    line,
    requests: all.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)),
  };
}

/** Every transfer of the line's order, newest first; none when the gateway has none (404). */
async function readTransfers(gateway: GatewayClient, orderRef: string): Promise<RequestTimeline[]> {
  try {
    return portInTimelines(await latestPortInRequest(gateway, { orderReference: orderRef }));
  } catch (error) {
    if (isNotFound(error)) return [];
    throw error;
  }
}
