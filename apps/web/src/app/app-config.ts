import type { AppConfig } from '../shared/app-services.types';

/**
 * The deployment's settings, from the build's environment (VITE_*), with their defaults. Read by
 * the app at start-up and by the build (scripts/vite/early-gateway-reads.ts needs the gateway URL).
 */
export function readAppConfig(env: ImportMetaEnv, location: Location): AppConfig {
  return {
    gatewayUrl: env.VITE_GATEWAY_URL ?? '/gateway/',
    sandbox: env.VITE_SANDBOX !== 'false',
    helpCentreUrl: env.VITE_HELP_CENTRE_URL ?? 'https://ayuda.senda.mx',
    paymentProviderOrigin: env.VITE_PAYMENT_PROVIDER_ORIGIN ?? location.origin,
  };
}
