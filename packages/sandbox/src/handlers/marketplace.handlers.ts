import { vendorLoginEndpoint } from '@senda/core/gateway';
import { type HttpHandler, http } from 'msw';
import * as v from 'valibot';
import { gatewayRoute, readBody } from './gateway-route.ts';
import { mockJson } from './responses.ts';
import type { SandboxContext } from './sandbox-context.ts';

const VendorLoginRequestSchema = v.object({
  vendor: v.literal('meli'),
  vendorToken: v.pipe(v.string(), v.minLength(1), v.maxLength(512)),
});
const HandoffRequestSchema = v.object({ email: v.pipe(v.string(), v.minLength(3), v.maxLength(254)) });

/**
 * The marketplace channel (meli): the spec's vendor login trades the marketplace's hand-over token for a
 * session whose source channel is meli; `POST /mocks/marketplace/handoffs {email}` is the
 * marketplace's side, answering the token and the link it would send its buyer to.
 */
export function marketplaceHandlers(ctx: SandboxContext): HttpHandler[] {
  const { state } = ctx;
  return [
    gatewayRoute(
      ctx,
      vendorLoginEndpoint,
      async ({ request }) => {
        const body = await readBody(request, VendorLoginRequestSchema);
        const session = state.auth.vendorLogin(body.vendorToken);
        return {
          accessToken: session.accessToken,
          userId: session.userId,
          sourceChannel: session.sourceChannel,
        };
      },
      { auth: 'none' },
    ),
    http.post(`${ctx.mocksBase}/marketplace/handoffs`, async ({ request }) => {
      const parsed = v.safeParse(HandoffRequestSchema, await request.json().catch(() => undefined));
      if (!parsed.success) return mockJson({ error: 'INVALID_HANDOFF', message: 'send {"email": "…"}' }, 400);
      const handoff = state.auth.marketplaceHandoff(parsed.output.email);
      return mockJson({ ...handoff, link: `/?vendor_token=${encodeURIComponent(handoff.vendorToken)}` }, 201);
    }),
  ];
}
