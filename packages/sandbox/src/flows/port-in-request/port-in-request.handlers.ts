import {
  activePortInConfigEndpoint,
  cancelPortInEndpoint,
  portInCancelEligibilityEndpoint,
  portInReinitiationEligibilityEndpoint,
  ReinitiatePortInBodySchema,
  reinitiatePortInEndpoint,
  TakeNewNumberBodySchema,
  takeNewNumberEndpoint,
} from '@senda/core/flows/port-in-request';
import { STEP_UP_HEADER } from '@senda/core/gateway';
import type { HttpHandler } from 'msw';
import { EMPTY_BODY, gatewayRoute, readBody } from '../../handlers/gateway-route.ts';
import { portInRequestView } from '../../handlers/port-in.handlers.ts';
import type { SandboxContext } from '../../handlers/sandbox-context.ts';
import { ACTIVE_PORT_IN_CONFIG } from './port-in-request.ts';

/**
 * Port-in cancel and re-initiation (Port-in): the domain is port-in-request.ts. Every
 * call is about an order's latest transfer; another customer's order is 404.
 */
export function portInRequestHandlers(ctx: SandboxContext): HttpHandler[] {
  const { state } = ctx;
  const changes = state.flow('port-in-request');
  return [
    gatewayRoute(ctx, activePortInConfigEndpoint, () => ({ ...ACTIVE_PORT_IN_CONFIG })),
    gatewayRoute(ctx, portInCancelEligibilityEndpoint, ({ params, user }) =>
      changes.cancelEligibility(params.orderReference ?? '', user.id),
    ),
    gatewayRoute(
      ctx,
      cancelPortInEndpoint,
      ({ params, user }) => changes.cancel(params.orderReference ?? '', user.id),
      { body: EMPTY_BODY },
    ),
    gatewayRoute(ctx, portInReinitiationEligibilityEndpoint, ({ params, user }) =>
      changes.reinitiationEligibility(params.orderReference ?? '', user.id),
    ),
    gatewayRoute(ctx, reinitiatePortInEndpoint, async ({ params, user, request, lang }) => {
      const body = await readBody(request, ReinitiatePortInBodySchema);
      const record = changes.reinitiate(params.orderReference ?? '', user.id, body);
      return portInRequestView(state, record, lang);
    }),
    gatewayRoute(ctx, takeNewNumberEndpoint, async ({ params, user, request, lang }) => {
      const body = await readBody(request, TakeNewNumberBodySchema);
      const record = changes.takeNewNumber(
        user,
        params.orderReference ?? '',
        body,
        lang,
        request.headers.get(STEP_UP_HEADER),
      );
      return {
        requestId: record.requestId,
        status: state.serviceRequests.progress(record).status,
        msisdn: record.details?.number ?? '',
      };
    }),
  ];
}
