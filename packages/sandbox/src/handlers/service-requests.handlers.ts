import { getServiceRequestStatusEndpoint, listServiceRequestsEndpoint } from '@senda/core';
import type { HttpHandler } from 'msw';
import type { ServiceRequestRecord } from '../domain/sandbox-data.schema.ts';
import type { SandboxState } from '../domain/sandbox-state.ts';
import { gatewayRoute } from './gateway-route.ts';
import type { SandboxContext } from './sandbox-context.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/** A service request as core's ServiceRequestSchema reads it, at the sandbox's present. */
export function serviceRequestView(state: SandboxState, record: ServiceRequestRecord) {
  const progress = state.serviceRequests.progress(record);
  return {
    requestId: record.requestId,
    type: record.type,
    status: progress.status,
    accountNumber: record.accountNumber,
    ...(record.orderRef ? { orderRef: record.orderRef } : {}),
    ...(progress.reason ? { reason: progress.reason } : {}),
    createdAt: iso(record.createdAt),
    updatedAt: iso(progress.updatedAt),
    history: progress.history.map((entry) => ({ status: entry.status, at: iso(entry.at) })),
  };
}

export function serviceRequestsHandlers(ctx: SandboxContext): HttpHandler[] {
  const { state } = ctx;
  return [
    gatewayRoute(ctx, listServiceRequestsEndpoint, ({ user, query }) => ({
      serviceRequests: state.serviceRequests
        .listFor(user.id, {
          accountNumber: query.get('accountNumber') ?? undefined,
          type: query.get('type') ?? undefined,
        })
        .map((record) => serviceRequestView(state, record)),
    })),
    gatewayRoute(ctx, getServiceRequestStatusEndpoint, ({ user, params }) =>
      serviceRequestView(state, state.serviceRequests.get(params.requestId ?? '', user.id)),
    ),
  ];
}
