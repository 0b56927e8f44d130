import {
  cancelAutoRenewalEndpoint,
  EnableAutoRenewalBodySchema,
  enableAutoRenewalEndpoint,
} from '@senda/core/flows/auto-renewal';
import { type AutoRenewalSpecification, autoRenewalSpecificationsEndpoint } from '@senda/core/gateway';
import type { HttpHandler } from 'msw';
import { LINE_LIFECYCLE } from '../../domain/lines.ts';
import { CURRENCY } from '../../domain/orders.ts';
import type { LineRecord } from '../../domain/sandbox-data.schema.ts';
import type { SandboxState } from '../../domain/sandbox-state.ts';
import { EMPTY_BODY, gatewayRoute, readBody } from '../../handlers/gateway-route.ts';
import type { SandboxContext } from '../../handlers/sandbox-context.ts';

const iso = (ms: number) => new Date(ms).toISOString();
const mxn = (amount: number) => ({ amount, currency: CURRENCY });
const HOUR = 60 * 60 * 1000;

/** the spec's auto-renewal specifications of a line, as core's AutoRenewalSpecificationSchema reads them. */
export function autoRenewalView(state: SandboxState, line: LineRecord): AutoRenewalSpecification {
  // Read first: renewals that fell due by now are charged (or missed) before anything is told.
  state.lines.snapshot(line);
  const { attempts, intervalHours } = LINE_LIFECYCLE.renewalRetry;
  const retry = line.autoRenewal && line.lapsedAt === line.renewalRetry?.due ? line.renewalRetry : undefined;
  const { card } = line;
  return {
    accountNumber: line.accountNumber,
    enabled: line.autoRenewal,
    card: card
      ? {
          brand: card.brand,
          last4: card.last4,
          ...(card.expiryMonth !== undefined ? { expiryMonth: card.expiryMonth } : {}),
          ...(card.expiryYear !== undefined ? { expiryYear: card.expiryYear } : {}),
        }
      : null,
    amount: mxn(line.plan.price),
    frequencyDays: line.plan.validityDays,
    nextRenewalDate: line.periodEndsAt !== undefined ? iso(line.periodEndsAt) : null,
    noticeDays: LINE_LIFECYCLE.renewalNoticeDays,
    retry: { attempts, intervalHours },
    firstPayment: {
      amount: mxn(line.plan.price),
      when: state.flow('auto-renewal').lapsed(line) ? 'ALWAYS' : 'NEW_CARD',
    },
    failedRenewal: retry
      ? {
          dueAt: iso(retry.due),
          attempts: retry.attempts,
          nextAttemptAt:
            retry.attempts < attempts ? iso(retry.due + retry.attempts * intervalHours * HOUR) : null,
          reason: line.renewals.at(-1)?.reason ?? 'CARD_DECLINED',
        }
      : null,
    charges: line.renewals
      .slice(-12)
      .reverse()
      .map((renewal) => ({
        at: iso(renewal.at),
        amount: mxn(renewal.amount),
        outcome: renewal.outcome,
        ...(renewal.reason ? { reason: renewal.reason } : {}),
      })),
    refusal: state.flow('auto-renewal').refusal(line) ?? null,
  };
}

/** Auto-renewal: the specifications, turning it on (payment_request) and off (cancel). */
export function autoRenewalHandlers(ctx: SandboxContext): HttpHandler[] {
  const { state } = ctx;
  const lineOf = (accountNumber: string | undefined, userId: string) =>
    state.lines.get(accountNumber ?? '', userId);
  return [
    gatewayRoute(ctx, autoRenewalSpecificationsEndpoint, ({ user, params }) =>
      autoRenewalView(state, lineOf(params.accountNumber, user.id)),
    ),
    gatewayRoute(ctx, enableAutoRenewalEndpoint, async ({ user, params, request }) => {
      const line = lineOf(params.accountNumber, user.id);
      const body = await readBody(request, EnableAutoRenewalBodySchema);
      const record = state.flow('auto-renewal').enable(user, line, {
        paymentMethodId: body.paymentMethodId,
        consent: body.consent,
        amount: body.amount.amount,
        frequencyDays: body.frequencyDays,
        idempotencyKey: body.idempotencyKey,
      });
      const status = state.serviceRequests.progress(record).status;
      const orderRef = record.details?.orderRef;
      return {
        requestId: record.requestId,
        status,
        ...(orderRef && status === 'WAITING'
          ? { payment: { orderRef, amount: mxn(Number(record.details?.amount)) } }
          : {}),
      };
    }),
    gatewayRoute(
      ctx,
      cancelAutoRenewalEndpoint,
      ({ user, params }) => {
        const line = lineOf(params.accountNumber, user.id);
        state.flow('auto-renewal').disable(line);
        return autoRenewalView(state, line);
      },
      { body: EMPTY_BODY },
    ),
  ];
}
