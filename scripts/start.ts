import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fileStorage, journeysFromDirectory, startGatewayHttpServer } from '@senda/sandbox/node';
import { createStaticServer } from './static-server.ts';
import { SANDBOX_DEPLOY_CONFIG } from './vite/sandbox-deploy-config.ts';

/**
 * npm start: the sandbox demo build (`npm run build:sandbox`, apps/web/dist-sandbox: the production
 * build plus the OTP mailbox) on http://localhost:4173 (PORT overrides it) against the sandbox
 * gateway, which runs as a real HTTP server on loopback, with the sandbox's deploy config. The storefront proxies
 * /gateway/ and /mocks/ to it, so the browser sees one origin; the payment provider's
 * hosted-fields frame keeps an origin of its own, as a real provider's would.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
// SENDA_DIST: another build of the sandbox demo (the browser tests serve theirs with this script).
const dist = process.env.SENDA_DIST ?? `${root}apps/web/dist-sandbox`;
if (!existsSync(`${dist}/index.html`)) {
  console.error(`No build found in ${dist}: run \`npm run build:sandbox\` first (npm start does).`);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 4173);
const gatewayPort = Number(process.env.GATEWAY_PORT ?? 4010);
const origins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];

const gateway = await startGatewayHttpServer({
  port: gatewayPort,
  providerPort: Number(process.env.PAYMENT_PROVIDER_PORT ?? gatewayPort + 1),
  corsOrigins: origins,
  storage: fileStorage(process.env.SANDBOX_DATA_FILE ?? `${root}.sandbox-data/gateway-state.json`),
  journeys: journeysFromDirectory(`${root}journeys`),
  flags: journeysFromDirectory(`${root}flags`),
  // Scenario links (POST /mocks/scenarios) open this storefront, signed in.
  storefrontUrl: `http://localhost:${port}`,
});

const server = createStaticServer({
  root: dist,
  port,
  proxy: { prefixes: ['/gateway/', '/mocks/'], target: new URL(gateway.url) },
  security: { paymentProviderOrigins: () => [new URL(gateway.providerUrl).origin] },
  deployConfig: () => ({
    ...SANDBOX_DEPLOY_CONFIG,
    paymentProviderOrigins: [new URL(gateway.providerUrl).origin],
  }),
});
server.listen(port, () => {
  console.info(`Senda storefront   http://localhost:${port}`);
  console.info(`Sandbox gateway    ${gateway.url}/gateway/`);
  console.info(`OTP mailbox        http://localhost:${port}/mocks/mailbox`);
  console.info(`Analytics funnels  http://localhost:${port}/mocks/analytics`);
});

const stop = async () => {
  server.close();
  await gateway.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
