import { getServiceRequestStatusEndpoint, listServiceRequestsEndpoint } from '@senda/core/gateway';
import type { HttpHandler } from 'msw';
import { itemNames } from '../data/item-names.ts';
import { wingViewOf } from '../domain/flow-services.ts';
import { COUNTRY_LANGUAGE, type SandboxLanguage } from '../domain/language.ts';
import { CURRENCY } from '../domain/orders.ts';
import type { ServiceRequestRecord } from '../domain/sandbox-data.schema.ts';
import type { SandboxState } from '../domain/sandbox-state.ts';
import { gatewayRoute } from './gateway-route.ts';
import type { SandboxContext } from './sandbox-context.ts';

const iso = (ms: number) => new Date(ms).toISOString();

const planName = (sku: string, lang: SandboxLanguage) => ({ sku, name: itemNames(sku)?.[lang] ?? sku });

/** A plan switch's details as the request records them (strings), for core's PlanSwitchDetailsSchema. */
function planSwitchDetails(record: ServiceRequestRecord, lang: SandboxLanguage) {
  const details = record.details;
  if (record.type !== 'PLAN_SWITCH' || !details?.fromSku || !details.toSku) return undefined;
  return {
    fromPlan: planName(details.fromSku, lang),
    toPlan: planName(details.toSku, lang),
    timing: details.timing,
    effectiveAt: iso(Number(details.effectiveAt)),
    ...(details.orderRef
      ? {
          payment: {
            orderRef: details.orderRef,
            amount: { amount: Number(details.amount), currency: CURRENCY },
          },
        }
      : {}),
  };
}

/** A SIM replacement's details as the request records them, for core's SimReplacementDetailsSchema. */
function simReplacementDetails(record: ServiceRequestRecord) {
  const details = record.details;
  if (record.type !== 'SIM_REPLACEMENT' || !details?.reason || !details.simType) return undefined;
  return {
    reason: details.reason,
    simType: details.simType,
    ...(details.deliveryMethod ? { deliveryMethod: details.deliveryMethod } : {}),
    ...(details.orderRef
      ? {
          payment: {
            orderRef: details.orderRef,
            amount: { amount: Number(details.amount), currency: CURRENCY },
          },
        }
      : {}),
  };
}

/** A service request as core's ServiceRequestSchema reads it, at the sandbox's present. */
export function serviceRequestView(
  state: SandboxState,
  record: ServiceRequestRecord,
  lang: SandboxLanguage = COUNTRY_LANGUAGE,
) {
  const progress = state.serviceRequests.progress(record);
  const planSwitch = planSwitchDetails(record, lang);
  const simReplacement = simReplacementDetails(record);
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
    ...(planSwitch ? { planSwitch } : {}),
    ...(simReplacement ? { simReplacement } : {}),
    // What the wings add for the requests they know (their details as core's schemas read them).
    ...wingViewOf(state.wingViews.request, record),
  };
}

export function serviceRequestsHandlers(ctx: SandboxContext): HttpHandler[] {
  const { state } = ctx;
  return [
    gatewayRoute(ctx, listServiceRequestsEndpoint, ({ user, query, lang }) => ({
      serviceRequests: state.serviceRequests
        .listFor(user.id, {
          accountNumber: query.get('accountNumber') ?? undefined,
          type: query.get('type') ?? undefined,
        })
        .map((record) => serviceRequestView(state, record, lang)),
    })),
    gatewayRoute(ctx, getServiceRequestStatusEndpoint, ({ user, params, lang }) =>
      serviceRequestView(state, state.serviceRequests.get(params.requestId ?? '', user.id), lang),
    ),
  ];
}
