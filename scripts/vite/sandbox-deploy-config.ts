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
  // Made-up placeholders of the right shape (docs/choices-and-storage.md): the operator's deploy
  // config gives the real razón social, RFC, address, IFT concession, PROFECO registration and
  // numbers. 55 5000 xxxx is not a real customer service line.
  company: {
    legalName: 'Senda Móvil, S.A. de C.V.',
    rfc: 'SMO190815AB3',
    address:
      'Av. Insurgentes Sur 1602, piso 4, Crédito Constructor, Benito Juárez, 03940 Ciudad de México, CDMX',
    iftConcession: 'IFT/UCS/DG-CRAD/0000/2019',
    profecoRegistration: 'PFC.B.E.7/000000-2019',
    phone: '5550001234',
    whatsapp: '5550005678',
    chatHours: { opens: '08:00', closes: '22:00' },
    network: 'altan-red-compartida',
  },
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
