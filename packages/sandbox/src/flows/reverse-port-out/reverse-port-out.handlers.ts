import {
  reversePortOutEligibilityEndpoint,
  reversePortOutRequestEndpoint,
  reversePortOutSpecificationsEndpoint,
  SubmitReversePortOutBodySchema,
  submitReversePortOutEndpoint,
} from '@senda/core/flows/reverse-port-out';
import { STEP_UP_HEADER } from '@senda/core/gateway';
import type { HttpHandler } from 'msw';
import { operatorName } from '../../data/donors.ts';
import { fail } from '../../domain/failures.ts';
import type { SandboxLanguage } from '../../domain/language.ts';
import type { ServiceRequestRecord } from '../../domain/sandbox-data.schema.ts';
import type { SandboxState } from '../../domain/sandbox-state.ts';
import { gatewayRoute, readBody } from '../../handlers/gateway-route.ts';
import type { SandboxContext } from '../../handlers/sandbox-context.ts';
import { PORT_OUT_REQUEST, REVERSE_PORT_OUT_SPECIFICATIONS } from './reverse-port-out.ts';

const HOUR = 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

/** A PORT_OUT_REQUEST as core's ReversePortOutRequestSchema reads it. */
function reversePortOutView(state: SandboxState, record: ServiceRequestRecord, lang: SandboxLanguage) {
  const progress = state.serviceRequests.progress(record);
  return {
    requestId: record.requestId,
    type: PORT_OUT_REQUEST,
    accountNumber: record.accountNumber,
    number: record.details?.number ?? '',
    // The operator as customers know it ("AT&T México"), as the eligibility names it, not its code.
    recipient: operatorName(record.details?.recipient ?? '', lang),
    status: progress.status,
    ...(progress.reason ? { reason: progress.reason } : {}),
    createdAt: iso(record.createdAt),
    updatedAt: iso(progress.updatedAt),
    expectedBy: iso(record.createdAt + REVERSE_PORT_OUT_SPECIFICATIONS.completionHours * HOUR),
    history: progress.history.map((entry) => ({ status: entry.status, at: iso(entry.at) })),
  };
}

function accountNumberOf(query: URLSearchParams): string {
  const accountNumber = query.get('accountNumber');
  if (!accountNumber) fail('badRequest', { reason: 'ACCOUNT_NUMBER_REQUIRED' });
  return accountNumber;
}

/**
 * Reverse port-out: the domain is reverse-port-out.ts. Another customer's account or
 * request is 404.
 */
export function reversePortOutHandlers(ctx: SandboxContext): HttpHandler[] {
  const { state } = ctx;
  const reverse = state.flow('reverse-port-out');
  return [
    gatewayRoute(ctx, reversePortOutSpecificationsEndpoint, () => reverse.specifications()),
    gatewayRoute(ctx, reversePortOutEligibilityEndpoint, ({ user, query, lang }) =>
      reverse.eligibility(state.lines.get(accountNumberOf(query), user.id), lang),
    ),
    gatewayRoute(ctx, submitReversePortOutEndpoint, async ({ user, request, lang }) => {
      const body = await readBody(request, SubmitReversePortOutBodySchema);
      const line = state.lines.get(body.accountNumber, user.id);
      const proof = request.headers.get(STEP_UP_HEADER);
      return reversePortOutView(state, reverse.submit(line, body, lang, proof), lang);
    }),
    gatewayRoute(ctx, reversePortOutRequestEndpoint, ({ user, params, lang }) => {
      const record = state.serviceRequests.get(params.requestId ?? '', user.id);
      if (record.type !== PORT_OUT_REQUEST) fail('notFound', { requestId: params.requestId });
      return reversePortOutView(state, record, lang);
    }),
  ];
}
