import {
  CancelTerminationBodySchema,
  ClaimWinBackBodySchema,
  cancelTerminationEndpoint,
  claimWinBackEndpoint,
  SubmitTerminationBodySchema,
  submitTerminationEndpoint,
  terminationCancelEligibilityEndpoint,
  terminationEligibilityEndpoint,
  terminationReasonsEndpoint,
  winBackAggregationEndpoint,
} from '@senda/core/flows/termination';
import { STEP_UP_HEADER } from '@senda/core/gateway';
import type { HttpHandler } from 'msw';
import { fail } from '../../domain/failures.ts';
import type { SandboxLanguage } from '../../domain/language.ts';
import { CURRENCY } from '../../domain/orders.ts';
import type { LineRecord } from '../../domain/sandbox-data.schema.ts';
import type { SandboxState } from '../../domain/sandbox-state.ts';
import { gatewayRoute, readBody } from '../../handlers/gateway-route.ts';
import type { SandboxContext } from '../../handlers/sandbox-context.ts';
import { serviceRequestView } from '../../handlers/service-requests.handlers.ts';
import { refundPaidWith, TERMINATION_REASONS, type WinBackOfferRecord } from './termination.ts';

const iso = (ms: number) => new Date(ms).toISOString();
const mxn = (amount: number) => ({ amount, currency: CURRENCY });

function accountNumberOf(query: URLSearchParams): string {
  const accountNumber = query.get('accountNumber');
  if (!accountNumber) fail('badRequest', { reason: 'ACCOUNT_NUMBER_REQUIRED' });
  return accountNumber;
}

function offerView(offer: WinBackOfferRecord, lang: SandboxLanguage) {
  if (offer.kind !== 'CHEAPER_PLAN') {
    return offer.kind === 'RENEWAL_DISCOUNT' ? { ...offer, renewalPrice: mxn(offer.renewalPrice) } : offer;
  }
  const { plan } = offer;
  return {
    offerId: offer.offerId,
    kind: offer.kind,
    plan: { sku: plan.sku, name: plan.name[lang], price: mxn(plan.price), validityDays: plan.validityDays },
  };
}

/** A reward as core's LineRewardSchema reads it. */
/** How the refunded order was paid (the answer says where the money goes), or null if it was not. */
function refundPaidWithOf(state: SandboxState, orderRef: string) {
  const order = state.orders.find(orderRef);
  const payment = order ? state.orders.paymentOf(order) : undefined;
  return payment ? refundPaidWith(payment) : null;
}

export function rewardView(reward: NonNullable<LineRecord['rewards']>[number]) {
  return {
    rewardId: reward.rewardId,
    kind: reward.kind,
    ...(reward.percent !== undefined ? { percent: reward.percent } : {}),
    ...(reward.dataGb !== undefined ? { dataGb: reward.dataGb } : {}),
    grantedAt: iso(reward.grantedAt),
    validUntil: iso(reward.validUntil),
  };
}

/** Termination and win-back: the domain is termination.ts. Another customer's account is 404. */
export function terminationHandlers(ctx: SandboxContext): HttpHandler[] {
  const { state } = ctx;
  const { termination } = state;
  return [
    gatewayRoute(ctx, terminationEligibilityEndpoint, ({ user, query }) => {
      const answer = termination.eligibility(termination.line(accountNumberOf(query), user.id));
      if (!answer.eligible) return answer;
      const { losses, refund } = answer;
      return {
        eligible: true,
        losses: { ...losses, remainingBalance: mxn(losses.remainingBalance) },
        refund: refund
          ? {
              amount: mxn(refund.amount),
              orderRef: refund.orderRef,
              reason: refund.reason,
              paidWith: refund.paidWith,
            }
          : null,
      };
    }),
    gatewayRoute(ctx, terminationReasonsEndpoint, ({ lang }) => ({
      reasons: TERMINATION_REASONS.map((reason) => ({ code: reason.code, label: reason.label[lang] })),
    })),
    gatewayRoute(ctx, submitTerminationEndpoint, async ({ user, request, lang }) => {
      const body = await readBody(request, SubmitTerminationBodySchema);
      const line = termination.line(body.accountNumber, user.id);
      const record = termination.submit(user, line, body, lang, request.headers.get(STEP_UP_HEADER));
      const details = record.details ?? {};
      const paidWith = details.refundOrderRef ? refundPaidWithOf(state, details.refundOrderRef) : null;
      return {
        requestId: record.requestId,
        status: state.serviceRequests.progress(record).status,
        closesAt: iso(Number(details.closesAt)),
        autoRenewal: line.autoRenewal,
        refund:
          details.refundOrderRef && paidWith
            ? {
                amount: mxn(Number(details.refundAmount)),
                orderRef: details.refundOrderRef,
                ...(details.refundReason === 'NOT_ACTIVATED' || details.refundReason === 'TRANSFER_REFUSED'
                  ? { reason: details.refundReason }
                  : {}),
                paidWith,
                ...(details.refundClabeLast4 ? { clabeLast4: details.refundClabeLast4 } : {}),
              }
            : null,
      };
    }),
    gatewayRoute(ctx, terminationCancelEligibilityEndpoint, ({ user, query }) =>
      termination.cancelEligibility(termination.line(accountNumberOf(query), user.id)),
    ),
    gatewayRoute(ctx, cancelTerminationEndpoint, async ({ user, request, params, lang }) => {
      const body = await readBody(request, CancelTerminationBodySchema);
      const record = termination.cancel(user.id, body.accountNumber, params.requestId ?? '');
      return serviceRequestView(state, record, lang);
    }),
    gatewayRoute(ctx, winBackAggregationEndpoint, ({ user, query, lang }) => ({
      offers: termination
        .offers(termination.line(accountNumberOf(query), user.id))
        .map((offer) => offerView(offer, lang)),
    })),
    gatewayRoute(ctx, claimWinBackEndpoint, async ({ user, request }) => {
      const body = await readBody(request, ClaimWinBackBodySchema);
      const line = termination.line(body.accountNumber, user.id);
      return { reward: rewardView(termination.claim(line, body)) };
    }),
  ];
}
