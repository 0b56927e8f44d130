import type { DeployConfig } from '@senda/core/config';
import type { AppConfig } from '../shared/app-services.types';

/**
 * The storefront's settings: the operator's deploy config (what differs between environments, read
 * from the page at start-up: core's DeployConfigSchema, scripts/configure-deploy.ts), and what the
 * build fixes — whether it is the sandbox demo (its mode) and the help centre's address (VITE_*).
 * Read by the app at start-up and by the build's prerender.
 */
export function readAppConfig(env: ImportMetaEnv, deploy: DeployConfig): AppConfig {
  return {
    ...deploy,
    sandbox: env.MODE === 'sandbox' || env.DEV === true,
    helpCentreUrl: env.VITE_HELP_CENTRE_URL ?? 'https://ayuda.senda.mx',
  };
}
