import type * as v from 'valibot';
import { AppLocaleResponseSchema } from '../../i18n/remote-locale.schema.ts';
import { defineEndpoint } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';

/**
 * GET app locale, with credentials: the message keys of one language for the WEB component.
 * Only the list is checked here (the i18n module's schema); mergeRemoteMessages checks each
 * entry, so one bad entry never costs the whole language.
 */
export const appLocaleEndpoint = defineEndpoint({
  name: 'appLocale',
  method: 'GET',
  path: 'config-service/v1/locale',
  credentials: true,
  response: AppLocaleResponseSchema,
});
export type AppLocale = v.InferOutput<typeof appLocaleEndpoint.response>['result'];

/** The storefront's component in the locale service. */
export const APP_LOCALE_COMPONENT = 'WEB';

export async function appLocale(client: GatewayClient, input: { langCode: string }): Promise<AppLocale> {
  const answer = await client.call(appLocaleEndpoint, {
    searchParams: { langCode: input.langCode, component: APP_LOCALE_COMPONENT },
  });
  return answer.result;
}
