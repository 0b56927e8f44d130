import { RegisterLineBodySchema, registerLineEndpoint } from '@senda/core/flows/line-registry';
import type { HttpHandler } from 'msw';
import { gatewayRoute, readBody } from '../../handlers/gateway-route.ts';
import type { SandboxContext } from '../../handlers/sandbox-context.ts';

const iso = (ms: number) => new Date(ms).toISOString();

export function lineRegistryHandlers(ctx: SandboxContext): HttpHandler[] {
  const { state } = ctx;
  return [
    // A line's registration (CURP, the ID and selfie uploaded first, by kycId).
    gatewayRoute(ctx, registerLineEndpoint, async ({ request, user }) => {
      const body = await readBody(request, RegisterLineBodySchema);
      const line = state.lines.ofOrder(body.orderRef, user.id);
      const registered = state.flow('line-registry').register(line, user.id, body);
      return {
        status: registered.status,
        folio: registered.folio,
        registeredAt: iso(registered.registeredAt),
      };
    }),
  ];
}
