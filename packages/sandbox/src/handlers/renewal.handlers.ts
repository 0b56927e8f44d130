import { SubmitRenewalBodySchema, submitRenewalEndpoint } from '@senda/core/flows/renew-now';
import {
  CreateCashPaymentBodySchema,
  createCashPaymentEndpoint,
  orderCashPaymentEndpoint,
} from '@senda/core/gateway';
import { type HttpHandler, http } from 'msw';
import * as v from 'valibot';
import { ivaIncluded } from '../data/catalogue.ts';
import { SPEI_RECEIVER } from '../domain/cash-payments.ts';
import { fail, isSandboxFailure } from '../domain/failures.ts';
import { CURRENCY } from '../domain/orders.ts';
import type { CashPaymentRecord } from '../domain/sandbox-data.schema.ts';
import type { SandboxState } from '../domain/sandbox-state.ts';
import { gatewayRoute, readBody } from './gateway-route.ts';
import { mockJson } from './responses.ts';
import type { SandboxContext } from './sandbox-context.ts';

const iso = (ms: number) => new Date(ms).toISOString();
const mxn = (amount: number) => ({ amount, currency: CURRENCY });

/** A reference as core's CashPaymentSchema reads it. */
export function cashPaymentView(state: SandboxState, record: CashPaymentRecord) {
  const base = {
    orderRef: record.orderRef,
    reference: record.reference,
    amount: { amount: record.amount, currency: record.currency },
    status: state.cashPayments.status(record),
    expiresAt: iso(record.expiresAt),
    createdAt: iso(record.createdAt),
  };
  if (record.method === 'OXXO') return { method: 'OXXO' as const, ...base };
  return { method: 'SPEI' as const, ...base, clabe: record.clabe ?? '', ...SPEI_RECEIVER };
}

const ConfirmCashPaymentSchema = v.strictObject({ reference: v.pipe(v.string(), v.regex(/^\d{7,30}$/)) });

/** Renew now: the renewal's submit, and cash or transfer references for its order. */
export function renewalHandlers(ctx: SandboxContext): HttpHandler[] {
  const { state } = ctx;
  return [
    gatewayRoute(ctx, submitRenewalEndpoint, async ({ user, request }) => {
      const body = await readBody(request, SubmitRenewalBodySchema);
      const line = state.planSwitch.lineBySim(body.simNumber, user.id);
      const record = state.renewal.submit(user, line, body);
      const status = state.serviceRequests.progress(record).status;
      const orderRef = record.details?.orderRef;
      const amount = Number(record.details?.amount);
      return {
        requestId: record.requestId,
        status,
        ...(orderRef && status === 'WAITING'
          ? { payment: { orderRef, amount: mxn(amount), tax: mxn(ivaIncluded(amount)) } }
          : {}),
        renewsUntil: iso(state.renewal.renewsUntil(line)),
      };
    }),
    gatewayRoute(ctx, createCashPaymentEndpoint, async ({ user, request }) => {
      const body = await readBody(request, CreateCashPaymentBodySchema);
      return cashPaymentView(state, state.cashPayments.create(user.id, body));
    }),
    gatewayRoute(ctx, orderCashPaymentEndpoint, ({ user, query }) => {
      const orderRef = query.get('orderRef');
      if (!orderRef) fail('badRequest', { reason: 'ORDER_REF_REQUIRED' });
      const record = state.cashPayments.latestFor(orderRef, user.id);
      return { payment: record ? cashPaymentView(state, record) : null };
    }),
    // The provider's confirmation that the money for a reference arrived (a customer paid at an
    // OXXO counter or sent the SPEI transfer): applied once, or recorded and returned.
    http.post(`${ctx.mocksBase}/cash-payments/confirm`, async ({ request }) => {
      const parsed = v.safeParse(ConfirmCashPaymentSchema, await request.json().catch(() => undefined));
      if (!parsed.success) {
        return mockJson({ error: 'INVALID_REFERENCE', message: 'Send { "reference": "<digits>" }.' }, 400);
      }
      try {
        return mockJson(state.cashPayments.confirm(parsed.output.reference));
      } catch (error) {
        if (isSandboxFailure(error)) return mockJson({ error: error.spec.errorCode }, error.spec.status);
        throw error;
      }
    }),
  ];
}
