import { networkCoverageEndpoint } from '@senda/core/gateway';
import type { HttpHandler } from 'msw';
import { coverageAt } from '../data/coverage.ts';
import { fail } from '../domain/failures.ts';
import { gatewayRoute } from './gateway-route.ts';
import type { SandboxContext } from './sandbox-context.ts';

/** The operator's coverage map by postal code (data/coverage.ts): 400 for no 5 digits, 404 for no Mexican code. */
export function coverageHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    gatewayRoute(
      ctx,
      networkCoverageEndpoint,
      ({ query }) => {
        const postalCode = query.get('postalCode') ?? '';
        if (!/^\d{5}$/.test(postalCode)) fail('badRequest', { postalCode });
        const entry = coverageAt(postalCode);
        if (!entry) fail('notFound', { postalCode });
        return {
          postalCode,
          technologies: [
            { technology: '5G', level: entry['5G'] },
            { technology: '4G', level: entry['4G'] },
          ],
        };
      },
      { auth: 'none' },
    ),
  ];
}
