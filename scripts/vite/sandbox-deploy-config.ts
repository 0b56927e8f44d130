import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { DeployConfig } from '../../packages/core/src/config/deploy-config.ts';
import { inlineDeployConfig } from '../configure-deploy.ts';

/**
 * The deploy config of the sandbox: its gateway and its flag service (OFREP over the repository's
 * flags/ files) on the storefront's own origin (`npm start` and the browser tests proxy `/gateway/`
 * and `/mocks/` to it; `npm run dev`'s service worker answers them there).
 */
export const SANDBOX_DEPLOY_CONFIG: DeployConfig = {
  gatewayUrl: '/gateway/',
  flagsUrl: '/mocks/flags',
  // The sandbox's fake collector (its /mocks/telemetry page shows what it received).
  telemetryUrl: '/mocks/otlp',
  // The sandbox's fake tag manager container: it forwards what the storefront pushes to dataLayer,
  // once consent is granted, to /mocks/analytics (which shows the events and each revision's funnel).
  gtmContainerId: 'GTM-SANDBOX',
  gtmScriptUrl: '/mocks/gtm.js',
  paymentProviderOrigins: [],
};

/**
 * `npm run dev` only: no deploy step writes the config into the page there, so the dev server does,
 * with the sandbox's. A build's pages get theirs at deploy time (scripts/configure-deploy.ts).
 */
export function sandboxDeployConfig(): Plugin {
  let appPage = '';
  return {
    name: 'senda-sandbox-deploy-config',
    apply: 'serve',
    configResolved(config) {
      appPage = join(config.root, 'index.html');
    },
    transformIndexHtml: {
      order: 'post',
      // The app's page only: Storybook's dev server serves pages of its own through this config.
      handler: (html, context) =>
        context.filename === appPage ? inlineDeployConfig(html, SANDBOX_DEPLOY_CONFIG) : html,
    },
  };
}
