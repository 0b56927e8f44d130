import {
  GenerateNumberChangeOttBodySchema,
  generateNumberChangeOttEndpoint,
  NumberChangeActionSchema,
  numberChangeEligibilityEndpoint,
  OTT_REQUEST_ID_HEADER,
  SubmitNumberChangeBodySchema,
  submitNumberChangeEndpoint,
} from '@senda/core/flows/number-change';
import type { HttpHandler } from 'msw';
import * as v from 'valibot';
import { numberCategory } from '../../data/numbers.ts';
import { fail } from '../../domain/failures.ts';
import { CURRENCY } from '../../domain/orders.ts';
import { gatewayRoute, readBody } from '../../handlers/gateway-route.ts';
import type { SandboxContext } from '../../handlers/sandbox-context.ts';

const iso = (ms: number) => new Date(ms).toISOString();
const mxn = (amount: number) => ({ amount, currency: CURRENCY });

function accountNumberOf(query: URLSearchParams): string {
  const accountNumber = query.get('accountNumber');
  if (!accountNumber) fail('badRequest', { reason: 'ACCOUNT_NUMBER_REQUIRED' });
  return accountNumber;
}

/**
 * Number change and recovery (the spec's eligibility, one-time-token generation, POST request): the
 * domain is number-change.ts. Another customer's account is 404.
 */
export function numberChangeHandlers(ctx: SandboxContext): HttpHandler[] {
  const { state } = ctx;
  const numberChange = state.flow('number-change');
  return [
    gatewayRoute(ctx, numberChangeEligibilityEndpoint, ({ user, query }) => {
      const action = v.safeParse(NumberChangeActionSchema, query.get('action'));
      if (!action.success) fail('badRequest', { reason: 'ACTION_REQUIRED' });
      const line = numberChange.line(accountNumberOf(query), user.id);
      const answer = numberChange.eligibility(line, action.output);
      if (!answer.eligible) return answer;
      return {
        eligible: true,
        action: answer.action,
        currentNumber: line.msisdn,
        ...(answer.action === 'CHANGE'
          ? {
              fees: {
                FREE_NUMBER: mxn(numberCategory('FREE_NUMBER').price),
                PREMIUM_NUMBER: mxn(numberCategory('PREMIUM_NUMBER').price),
              },
            }
          : {}),
        recoverable: answer.recoverable.map((previous) => ({
          number: previous.msisdn,
          releasedAt: iso(previous.releasedAt),
          recoverableUntil: iso(previous.recoverableUntil),
          releasedBy: previous.releasedBy,
          fee: mxn(previous.fee),
          ...(previous.planPeriod
            ? {
                planPeriod: {
                  amount: mxn(previous.planPeriod.amount),
                  validityDays: previous.planPeriod.validityDays,
                },
              }
            : {}),
        })),
      };
    }),
    gatewayRoute(ctx, generateNumberChangeOttEndpoint, async ({ user, request, lang, requester }) => {
      const body = await readBody(request, GenerateNumberChangeOttBodySchema);
      numberChange.line(body.accountNumber, user.id);
      const record = numberChange.sendCode(user, {
        previousRequestId: body.previousRequestId,
        lang,
        requester,
      });
      return { requestId: record.id, expiresIn: state.otp.secondsLeft(record) };
    }),
    gatewayRoute(ctx, submitNumberChangeEndpoint, async ({ user, request }) => {
      const body = await readBody(request, SubmitNumberChangeBodySchema);
      const line = numberChange.line(body.accountNumber, user.id);
      const record = numberChange.submit(user, line, {
        ...body,
        ottRequestId: request.headers.get(OTT_REQUEST_ID_HEADER) || null,
      });
      const details = record.details ?? {};
      const progress = state.serviceRequests.progress(record);
      return {
        requestId: record.requestId,
        status: progress.status,
        number: details.number ?? body.number,
        payment:
          details.orderRef && progress.status === 'WAITING'
            ? { orderReference: details.orderRef, amount: mxn(Number(details.amount ?? 0)) }
            : null,
      };
    }),
  ];
}
