import {
  CaptureContextBodySchema,
  ClosePaymentRequestBodySchema,
  captureContextEndpoint,
  closePaymentRequestEndpoint,
  enabledPaymentMethodsEndpoint,
  openPaylinkEndpoint,
  type PaymentRequestBody,
  PaymentRequestBodySchema,
  paylinkDetailsEndpoint,
  paymentRequestEndpoint,
  paymentRequestStatusEndpoint,
  transactionStatusEndpoint,
} from '@senda/core/gateway';
import type { HttpHandler } from 'msw';
import * as v from 'valibot';
import { itemNameIn } from '../data/item-names.ts';
import { fail } from '../domain/failures.ts';
import type { SandboxLanguage } from '../domain/language.ts';
import { CURRENCY } from '../domain/orders.ts';
import { maskEmail, type PaylinkService } from '../domain/paylinks.ts';
import { containsCardData } from '../domain/payment-provider.ts';
import type { PaymentSource } from '../domain/payments.ts';
import type { PaymentRecord } from '../domain/sandbox-data.schema.ts';
import { EMPTY_BODY, gatewayRoute, readBody } from './gateway-route.ts';
import { assertLinkMayPay } from './link-scope.ts';
import { challengePath, isAllowedOrigin, providerUrl } from './payment-provider.handlers.ts';
import type { SandboxContext } from './sandbox-context.ts';

export const ACCEPTED_CARD_BRANDS = ['visa', 'mastercard', 'amex'];

/**
 * Reads a body that carries a provider token. Card data anywhere in it is refused before anything
 * else is read: a card number or security code never belongs on a gateway call.
 */
export async function readCardFreeBody<S extends v.GenericSchema>(
  request: Request,
  schema: S,
): Promise<v.InferOutput<S>> {
  const raw = await readBody(request, v.unknown());
  if (containsCardData(raw)) fail('cardDataRefused');
  const parsed = v.safeParse(schema, raw);
  if (!parsed.success) fail('badRequest', { issues: parsed.issues.map((issue) => v.getDotPath(issue)) });
  return parsed.output;
}

/**
 * What pays, from a body core's schema has passed: a new card by its token, or a saved card by
 * its id (then with no token). OXXO, SPEI or anything else is not enabled here.
 */
function paymentSource(body: PaymentRequestBody): PaymentSource {
  if (body.paymentMethod === 'CARD' && body.transientToken) return { token: body.transientToken };
  if (body.paymentMethod === 'SAVED_CARD' && body.paymentMethodId) {
    return { paymentMethodId: body.paymentMethodId };
  }
  fail('badRequest', { field: 'paymentMethod' });
}

/** The storefront asking, when its Origin is one the sandbox serves (browsers send it on a POST). */
function storefrontOriginOf(ctx: SandboxContext, request: Request): { storefrontOrigin?: string } {
  const origin = request.headers.get('origin');
  return origin && isAllowedOrigin(ctx, origin) ? { storefrontOrigin: origin } : {};
}

function transactionView(ctx: SandboxContext, requestUrl: string, payment: PaymentRecord) {
  return {
    transactionId: payment.transactionId,
    status: payment.status,
    orderRef: payment.orderRef,
    ...(payment.reason ? { reason: payment.reason } : {}),
    ...(payment.status === 'CHALLENGE' && payment.challenge
      ? {
          challengeUrl: providerUrl(
            ctx,
            requestUrl,
            challengePath(payment.transactionId, payment.challenge.secret),
          ),
        }
      : {}),
  };
}

export function paymentsHandlers(ctx: SandboxContext): HttpHandler[] {
  const { state } = ctx;
  return [
    // Cards only: OXXO and SPEI would need vouchers and bank callbacks the sandbox does not fake.
    gatewayRoute(ctx, enabledPaymentMethodsEndpoint, () => [
      {
        paymentMethod: 'CARD',
        label: 'Tarjeta de crédito o débito',
        cardBrands: ACCEPTED_CARD_BRANDS,
        iconUrl: '/icons/payment-card.svg',
      },
    ]),
    gatewayRoute(ctx, captureContextEndpoint, async ({ request, user }) => {
      const body = await readBody(request, CaptureContextBodySchema);
      const origin = new URL(body.targetOrigin).origin;
      if (!isAllowedOrigin(ctx, origin)) fail('badRequest', { field: 'targetOrigin' });
      const context = state.provider.createCaptureContext(user.id, origin);
      return {
        captureContext: context.id,
        hostedFieldsUrl: providerUrl(
          ctx,
          request.url,
          `/hosted-fields?captureContext=${encodeURIComponent(context.id)}`,
        ),
        issuedAt: new Date(context.createdAt).toISOString(),
        expiresAt: new Date(context.expiresAt).toISOString(),
      };
    }),
    gatewayRoute(ctx, paymentRequestEndpoint, async ({ request, user, session }) => {
      const body = await readCardFreeBody(request, PaymentRequestBodySchema);
      assertLinkMayPay(state, session, body);
      const payment = state.payments.request(user.id, {
        ...paymentSource(body),
        orderRef: body.orderRef,
        paymentMethod: body.paymentMethod,
        idempotencyKey: body.idempotencyKey,
        saveCard: body.saveCard === true,
        ...storefrontOriginOf(ctx, request),
      });
      return transactionView(ctx, request.url, payment);
    }),
    gatewayRoute(ctx, paymentRequestStatusEndpoint, ({ request, params, user }) =>
      transactionView(ctx, request.url, state.payments.byKey(params.idempotencyKey ?? '', user.id)),
    ),
    gatewayRoute(ctx, closePaymentRequestEndpoint, async ({ request, params, user }) => {
      const body = await readBody(request, ClosePaymentRequestBodySchema);
      const transactions = state.payments.closeRequest(user.id, {
        orderRef: body.orderRef,
        idempotencyKey: params.idempotencyKey ?? '',
      });
      return { transactions: transactions.map((payment) => transactionView(ctx, request.url, payment)) };
    }),
    gatewayRoute(ctx, transactionStatusEndpoint, ({ request, params, user }) =>
      transactionView(ctx, request.url, state.payments.poll(params.transactionId ?? '', user.id)),
    ),
    gatewayRoute(
      ctx,
      paylinkDetailsEndpoint,
      ({ params, lang, requester }) =>
        paylinkView(state.paylinks.getFrom(params.paylinkId ?? '', requester), lang),
      { auth: 'none' },
    ),
    // Anyone holding the link opens it to pay, with their own session (a guest's when they have none).
    gatewayRoute(
      ctx,
      openPaylinkEndpoint,
      ({ params, user, lang, requester }) =>
        paylinkView(state.paylinks.openForPayer(params.paylinkId ?? '', user.id, requester), lang),
      { body: EMPTY_BODY },
    ),
  ];
}

/**
 * The link as a payer sees it: what the order is for (its items, in the call's language), its
 * reference and amount, the customer's e-mail masked.
 */
function paylinkView({ paylink, order, status }: ReturnType<PaylinkService['get']>, lang: SandboxLanguage) {
  return {
    paylinkId: paylink.paylinkId,
    orderRef: order.orderRef,
    amount: { amount: order.total, currency: CURRENCY },
    status,
    expiresAt: new Date(paylink.expiresAt).toISOString(),
    description: order.items
      .filter((item) => item.amount > 0)
      .map((item) => itemNameIn(item, lang))
      .join(', '),
    ...(order.email ? { customerEmail: maskEmail(order.email) } : {}),
  };
}
