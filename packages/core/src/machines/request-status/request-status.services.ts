import { fromPromise } from 'xstate';
import type { GatewayClient } from '../../gateway/gateway-client.ts';
import {
  type LatestPortInRequest,
  latestPortInRequest,
  type PortInRequestDetails,
} from '../../gateway/port-in/latest-port-in-request.ts';
import { getServiceRequestStatus } from '../../gateway/service-requests/get-service-request-status.ts';
import type { ServiceRequest } from '../../gateway/service-requests/service-request.schema.ts';
import { readRefQuery } from '../../orders/ref-query.ts';
import { isNotFound } from '../../queries/line-home.read.ts';
import { boundedPoll } from '../shared/bounded-poll.machine.ts';
import { type ServiceRequestStatusMachine, serviceRequestStatusMachine } from './request-status.machine.ts';
import type { RequestTimeline, StatusTarget } from './request-status.types.ts';

/** The fields every request's timeline takes as the gateway gives them. */
type TimelineAnswer = Pick<ServiceRequest, 'requestId' | 'status' | 'createdAt' | 'updatedAt' | 'history'> & {
  reason?: string | undefined;
};

const timelineOf = (
  request: TimelineAnswer,
  rest: Pick<RequestTimeline, 'kind' | 'orderRef' | 'transfer'>,
): RequestTimeline => ({
  requestId: request.requestId,
  status: request.status,
  reason: request.reason ?? null,
  createdAt: request.createdAt,
  updatedAt: request.updatedAt,
  history: request.history,
  ...rest,
});

/**
 * A service request (not a transfer) as its timeline; `orderRef` stands in when the gateway's
 * answer does not name the line's order.
 */
export const serviceRequestTimeline = (
  request: ServiceRequest,
  orderRef: string | null,
): RequestTimeline => ({
  ...timelineOf(request, { kind: request.type, orderRef: request.orderRef ?? orderRef, transfer: null }),
  planSwitch: request.planSwitch ?? null,
  simReplacement: request.simReplacement ?? null,
  numberChange: request.numberChange ?? null,
});

/** A transfer as its timeline (the status page's, and port-in cancel and re-initiation's). */
export const portInTimeline = (request: PortInRequestDetails): RequestTimeline =>
  timelineOf(request, {
    kind: 'PORT_IN',
    orderRef: request.orderReference,
    transfer: {
      number: request.number,
      // Shown on the status page: the operator's name, not its code ("TELCEL").
      donor: request.donorName ?? request.donor,
      scheduledSwitchAt: request.scheduledSwitchAt ?? null,
    },
  });

/** Every transfer of the order as history rows: the latest and the earlier ones, newest first. */
export const portInTimelines = (latest: LatestPortInRequest): RequestTimeline[] =>
  [latest, ...latest.earlier]
    .map(portInTimeline)
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

/** Reads the request a status page follows; null when the gateway answers 404 (not theirs, or none). */
export async function readRequestTimeline(
  gateway: GatewayClient,
  target: StatusTarget,
): Promise<RequestTimeline | null> {
  try {
    if (target.kind === 'port-in') {
      return portInTimeline(await latestPortInRequest(gateway, { orderReference: target.orderRef }));
    }
    const request = await getServiceRequestStatus(gateway, { requestId: target.requestId });
    return serviceRequestTimeline(request, null);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/**
 * Which request the page's URL names (a boundary: checked like every reference): `requestId` for
 * a service request, else `orderRef` for the line's transfer. Null when neither is usable.
 */
export function readStatusTarget(search: string): StatusTarget | null {
  const request = readRefQuery(search, ['requestId']);
  if (request.kind === 'valid') return { kind: 'request', requestId: request.value };
  if (request.kind === 'invalid') return null;
  const order = readRefQuery(search, ['orderRef', 'order_ref']);
  return order.kind === 'valid' ? { kind: 'port-in', orderRef: order.value } : null;
}

/** The status page's machine wired to the gateway: what the screen runs, providing nothing itself. */
export function provideServiceRequestStatusMachine(gateway: GatewayClient): ServiceRequestStatusMachine {
  return serviceRequestStatusMachine.provide({
    actors: {
      readRequest: fromPromise(({ input }) => readRequestTimeline(gateway, input.target)),
      followRequest: boundedPoll((input: { target: StatusTarget }) =>
        readRequestTimeline(gateway, input.target),
      ),
    },
  });
}
