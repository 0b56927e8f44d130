import {
  appLocaleEndpoint,
  consentSettingsEndpoint,
  customerProfileParametersEndpoint,
  downloadAppUrlEndpoint,
  globalConfigEndpoint,
  journeySettingsEndpoint,
  maintenanceStatusEndpoint,
  nationalitiesEndpoint,
  numberTypeIconsEndpoint,
  promotionConfigEndpoint,
  signupNotificationConfigEndpoint,
  simTypeIconsEndpoint,
  webfrontSettingsEndpoint,
} from '@senda/core/gateway';
import type { HttpHandler } from 'msw';
import {
  COUNTRY_CONFIG,
  CUSTOMER_PROFILE_PARAMETERS,
  DOWNLOAD_APP_URL,
  FEATURES,
  NATIONALITIES,
  NOTIFICATION_DURATION_MS,
  NUMBER_TYPE_ICONS,
  SIGNUP_NOTIFICATION_CONFIG,
  SIM_TYPE_ICONS,
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
    gatewayRoute(ctx, signupNotificationConfigEndpoint, fixed(SIGNUP_NOTIFICATION_CONFIG), { auth: 'none' }),
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
      simTypeIconsEndpoint,
      ({ lang }) => SIM_TYPE_ICONS.map((icon) => ({ ...icon, label: icon.label[lang] })),
      { auth: 'none' },
    ),
    gatewayRoute(
      ctx,
      numberTypeIconsEndpoint,
      ({ lang }) => NUMBER_TYPE_ICONS.map((icon) => ({ ...icon, label: icon.label[lang] })),
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
    gatewayRoute(ctx, downloadAppUrlEndpoint, fixed(DOWNLOAD_APP_URL), { auth: 'none' }),
  ];
}
