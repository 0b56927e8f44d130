import { type HttpHandler, HttpResponse, http } from 'msw';
import * as v from 'valibot';
import { isSandboxFailure } from '../domain/failures.ts';
import { ProviderError } from '../domain/payment-provider.ts';
import { challengePage, hostedFieldsPage, hostedFieldsStyle } from '../provider/hosted-fields-page.ts';
import { mockJson } from './responses.ts';
import type { SandboxContext } from './sandbox-context.ts';

export const PAYMENT_PROVIDER_PATH = '/mocks/payment-provider';

const TokenRequestSchema = v.object({
  captureContext: v.pipe(v.string(), v.minLength(1)),
  cardNumber: v.string(),
  securityCode: v.string(),
  expirationMonth: v.optional(v.union([v.string(), v.number()])),
  expirationYear: v.optional(v.union([v.string(), v.number()])),
});

/** Where the provider's pages live: its own origin when configured, else the request's origin. */
export function providerUrl(ctx: SandboxContext, requestUrl: string, path: string): string {
  const origin = ctx.paymentProviderOrigin || new URL(requestUrl).origin;
  return `${origin}${PAYMENT_PROVIDER_PATH}${path}`;
}

/**
 * The card-payment provider: hosted-fields frame, tokenisation and the 3-D Secure challenge page.
 * It answers in its own shape (`{ error: { reason, message } }`), not the gateway's envelope.
 */
export function paymentProviderHandlers(ctx: SandboxContext): HttpHandler[] {
  const { state } = ctx;
  const base = `${ctx.mocksBase}/payment-provider`;
  const providerError = (error: ProviderError) =>
    mockJson({ error: { reason: error.reason, message: error.message } }, error.status);

  return [
    // The frame talks only to the origin signed into its capture context.
    http.get(`${base}/hosted-fields`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const captureContext = query.get('captureContext') ?? '';
      const record = state.provider.captureContext(captureContext);
      if (!record || !state.provider.isCaptureContextLive(captureContext)) {
        return htmlResponse('<!doctype html><p>Your capture context has expired.</p>', 410);
      }
      const parentOrigin = record.targetOrigin;
      const asked = query.get('parentOrigin');
      if ((asked && asked !== parentOrigin) || !isAllowedOrigin(ctx, parentOrigin)) {
        return htmlResponse('<!doctype html><p>Origin not allowed.</p>', 403);
      }
      const locale = query.get('locale') === 'en-US' ? 'en-US' : 'es-MX';
      return htmlResponse(
        hostedFieldsPage({
          captureContext,
          part: query.get('part') === 'code' ? 'code' : 'number',
          parentOrigin,
          locale,
          style: hostedFieldsStyle(query.get('style')),
          tokenizeUrl: providerUrl(ctx, request.url, '/v1/tokens'),
        }),
        200,
        // The frame may only be embedded by the storefront it was opened for.
        framedOnlyBy(parentOrigin, request.url),
      );
    }),
    http.post(`${base}/v1/tokens`, async ({ request }) => {
      const body = v.safeParse(TokenRequestSchema, await request.json().catch(() => undefined));
      if (!body.success)
        return providerError(new ProviderError(400, 'INVALID_REQUEST', 'The request is not valid.'));
      try {
        const token = state.provider.tokenise({
          captureContext: body.output.captureContext,
          cardNumber: body.output.cardNumber,
          securityCode: body.output.securityCode,
          expirationMonth: body.output.expirationMonth?.toString(),
          expirationYear: body.output.expirationYear?.toString(),
        });
        return mockJson(
          {
            token: token.token,
            brand: token.brand,
            last4: token.last4,
            expiresAt: new Date(token.expiresAt).toISOString(),
          },
          201,
        );
      } catch (error) {
        if (error instanceof ProviderError) return providerError(error);
        throw error;
      }
    }),
    // Only the URL the gateway handed out opens the page: a missing or wrong key is "not found",
    // the same as an unknown transaction, so nobody can find or answer someone else's challenge.
    http.get(`${base}/challenge/:transactionId`, ({ request, params }) => {
      const transactionId = String(params.transactionId);
      const key = new URL(request.url).searchParams.get('key') ?? '';
      const payment = state.payments.openChallenge(transactionId, key);
      // A card being added without a payment (validate-and-add) has its own challenge, no amount.
      const instrument = payment ? undefined : state.instruments.openChallenge(transactionId, key);
      if (!payment && !instrument) return htmlResponse('<!doctype html><p>Unknown transaction.</p>', 404);
      return htmlResponse(
        challengePage({
          transactionId,
          actionUrl: providerUrl(ctx, request.url, challengePath(transactionId, key)),
          amount: payment ? `$${payment.amount.toFixed(2)} ${payment.currency}` : '',
        }),
        200,
        framedOnlyBy(
          payment ? payment.challenge?.frameAncestor : instrument?.challenge.frameAncestor,
          request.url,
        ),
      );
    }),
    http.post(`${base}/challenge/:transactionId`, async ({ request, params }) => {
      const body = (await request.json().catch(() => ({}))) as { result?: unknown };
      const result = body.result === 'fail' ? 'fail' : 'approve';
      const key = new URL(request.url).searchParams.get('key') ?? '';
      try {
        const id = String(params.transactionId);
        if (!state.payments.openChallenge(id, key) && state.instruments.openChallenge(id, key)) {
          const instrument = state.instruments.completeChallenge(id, result, key);
          return mockJson({
            transactionId: id,
            status: instrument.status === 'ACTIVE' ? 'PENDING' : 'FAILED',
          });
        }
        const payment = state.payments.completeChallenge(id, result, key);
        return mockJson({ transactionId: payment.transactionId, status: payment.status });
      } catch (error) {
        if (isSandboxFailure(error))
          return mockJson({ error: { reason: 'NO_CHALLENGE', message: error.spec.message } }, 404);
        throw error;
      }
    }),
  ];
}

/** The challenge page's path, with the secret that opens it. */
export function challengePath(transactionId: string, secret: string): string {
  return `/challenge/${encodeURIComponent(transactionId)}?key=${encodeURIComponent(secret)}`;
}

/**
 * Who may frame a provider page: the one storefront origin, or nobody when it is unknown.
 * X-Frame-Options cannot name another origin, so it is sent only where it says the same thing.
 */
function framedOnlyBy(origin: string | undefined, pageUrl: string): Record<string, string> {
  if (!origin) return { 'Content-Security-Policy': "frame-ancestors 'none'", 'X-Frame-Options': 'DENY' };
  return {
    'Content-Security-Policy': `frame-ancestors ${origin}`,
    ...(origin === new URL(pageUrl).origin ? { 'X-Frame-Options': 'SAMEORIGIN' } : {}),
  };
}

export function isAllowedOrigin(ctx: SandboxContext, origin: string): boolean {
  if (!/^https?:\/\/[^/]+$/.test(origin)) return false;
  return ctx.storefrontOrigins.includes('*') || ctx.storefrontOrigins.includes(origin);
}

function htmlResponse(html: string, status = 200, headers: Record<string, string> = {}): Response {
  return new HttpResponse(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers },
  });
}
