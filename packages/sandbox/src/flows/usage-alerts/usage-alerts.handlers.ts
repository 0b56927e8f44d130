import {
  UpdateUsageAlertsBodySchema,
  updateUsageAlertsEndpoint,
  usageAlertsEndpoint,
} from '@senda/core/flows/usage-alerts';
import type { HttpHandler } from 'msw';
import { gatewayRoute, readBody } from '../../handlers/gateway-route.ts';
import type { SandboxContext } from '../../handlers/sandbox-context.ts';
import { usageAlertsOf } from './usage-alerts.ts';

/** The customer's own alerts: read, and switched one or more at a time. */
export function usageAlertsHandlers(ctx: SandboxContext): HttpHandler[] {
  const { state } = ctx;
  return [
    gatewayRoute(ctx, usageAlertsEndpoint, ({ user }) => usageAlertsOf(user)),
    gatewayRoute(ctx, updateUsageAlertsEndpoint, async ({ request, user }) => {
      const change = await readBody(request, UpdateUsageAlertsBodySchema);
      user.usageAlerts = { ...usageAlertsOf(user), ...change };
      state.store.changed();
      return user.usageAlerts;
    }),
  ];
}
