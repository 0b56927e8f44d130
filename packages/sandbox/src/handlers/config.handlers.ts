import {
  appLocaleEndpoint,
  consentSettingsEndpoint,
  customerProfileParametersEndpoint,
  globalConfigEndpoint,
  journeySettingsEndpoint,
  maintenanceStatusEndpoint,
  nationalitiesEndpoint,
  promotionConfigEndpoint,
  webfrontSettingsEndpoint,
} from '@senda/core/gateway';
import type { HttpHandler } from 'msw';
import {
  COUNTRY_CONFIG,
  CUSTOMER_PROFILE_PARAMETERS,
  FEATURES,
  NATIONALITIES,
  NOTIFICATION_DURATION_MS,
  WEBFRONT_SETTINGS,
} from '../data/config.ts';
import { MAX_PROMO_CODES } from '../data/promotions.ts';
import { fail } from '../domain/failures.ts';
import { gatewayRoute } from './gateway-route.ts';
import type { SandboxContext } from './sandbox-context.ts';

export function configHandlers(ctx: SandboxContext): HttpHandler[] {
  const fixed = (value: unknown) => () => value;
  return [
    gatewayRoute(
      ctx,
      globalConfigEndpoint,
      fixed({
        country_config: COUNTRY_CONFIG,
        features: FEATURES,
        notification_duration_ms: NOTIFICATION_DURATION_MS,
      }),
      { auth: 'optional' },
    ),
    gatewayRoute(ctx, webfrontSettingsEndpoint, fixed(WEBFRONT_SETTINGS), { auth: 'none' }),
    // Maintenance (state flag or fault) is answered before this resolver runs.
    gatewayRoute(ctx, maintenanceStatusEndpoint, fixed({ enabled: false }), { auth: 'none' }),
    gatewayRoute(
      ctx,
      appLocaleEndpoint,
      ({ query }) => ({ keys: ctx.localeKeys.served(query.get('langCode')) }),
      { auth: 'optional' },
    ),
    gatewayRoute(
      ctx,
      consentSettingsEndpoint,
      ({ requester }) => ctx.state.consentSettings(requester.deviceId),
      { auth: 'none' },
    ),
    gatewayRoute(ctx, customerProfileParametersEndpoint, fixed(CUSTOMER_PROFILE_PARAMETERS), {
      auth: 'none',
    }),
    gatewayRoute(
      ctx,
      nationalitiesEndpoint,
      ({ lang }) => NATIONALITIES.map(({ code, name }) => ({ code, name: name[lang] })),
      { auth: 'none' },
    ),
    gatewayRoute(
      ctx,
      promotionConfigEndpoint,
      fixed({ maxPromoCodes: MAX_PROMO_CODES, promoEnabled: FEATURES.promo_codes_enabled === true }),
      { auth: 'none' },
    ),
    gatewayRoute(
      ctx,
      journeySettingsEndpoint,
      ({ params }) => {
        const content = ctx.journeys.get(params.journeyId ?? '');
        if (content === undefined) fail('notFound', { journeyId: params.journeyId });
        return content;
      },
      { auth: 'none' },
    ),
  ];
}
