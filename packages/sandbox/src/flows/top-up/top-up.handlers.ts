import {
  CreateTopUpBodySchema,
  createTopUpEndpoint,
  TopUpLineBodySchema,
  topUpLineEndpoint,
} from '@senda/core/flows/top-up';
import type { HttpHandler } from 'msw';
import type { SandboxState } from '../../domain/sandbox-state.ts';
import { gatewayRoute, readBody } from '../../handlers/gateway-route.ts';
import type { SandboxContext } from '../../handlers/sandbox-context.ts';
import { TopUps } from './top-up.ts';

const services = new WeakMap<SandboxState, TopUps>();
/** One TopUps per sandbox (its state is the store's; this holds only the limit's window). */
const topUpsOf = (state: SandboxState): TopUps => {
  const found = services.get(state) ?? new TopUps(state);
  services.set(state, found);
  return found;
};

/** A number looked up and a recarga made, by anyone: no session is read. */
export function topUpHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    gatewayRoute(
      ctx,
      topUpLineEndpoint,
      async ({ request, requester, lang }) => {
        const { msisdn } = await readBody(request, TopUpLineBodySchema);
        return topUpsOf(ctx.state).lookUp(msisdn, requester, lang);
      },
      { auth: 'none' },
    ),
    gatewayRoute(
      ctx,
      createTopUpEndpoint,
      async ({ request, requester }) => {
        const body = await readBody(request, CreateTopUpBodySchema);
        return topUpsOf(ctx.state).create(body, requester);
      },
      { auth: 'none' },
    ),
  ];
}
