import { fileURLToPath } from 'node:url';
import { journeysFromDirectory } from '../journeys/journeys-from-directory.ts';
import { fileStorage } from '../persistence/file-storage.ts';
import { DEFAULT_CORS_ORIGINS, startGatewayHttpServer } from './http-server.ts';

/**
 * npm run gateway: the sandbox gateway on loopback.
 *
 *   GATEWAY_HOST          127.0.0.1
 *   GATEWAY_PORT          4010
 *   PAYMENT_PROVIDER_PORT GATEWAY_PORT + 1 (the hosted-fields frame's own origin)
 *   SANDBOX_DATA_FILE     <repo>/.sandbox-data/gateway-state.json
 *   SANDBOX_RESET=1       start from an empty state (the file is overwritten)
 *   STOREFRONT_ORIGINS    comma-separated CORS origins, or * (default: the Vite dev/preview ports)
 *   JOURNEYS_DIR          <repo>/journeys
 *   FLAGS_DIR             <repo>/flags (flagd's format, served as OFREP)
 *   STOREFRONT_URL        origin of the links POST /mocks/scenarios answers (default: relative links)
 */
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const env = process.env;
const port = Number(env.GATEWAY_PORT ?? 4010);
const dataFile = env.SANDBOX_DATA_FILE ?? `${repoRoot}.sandbox-data/gateway-state.json`;
const storage = fileStorage(dataFile);
if (env.SANDBOX_RESET === '1') storage.clear?.();

const gateway = await startGatewayHttpServer({
  host: env.GATEWAY_HOST ?? '127.0.0.1',
  port,
  providerPort: Number(env.PAYMENT_PROVIDER_PORT ?? port + 1),
  corsOrigins: env.STOREFRONT_ORIGINS
    ? env.STOREFRONT_ORIGINS.split(',').map((o) => o.trim())
    : DEFAULT_CORS_ORIGINS,
  storage,
  journeys: journeysFromDirectory(env.JOURNEYS_DIR ?? `${repoRoot}journeys`),
  flags: journeysFromDirectory(env.FLAGS_DIR ?? `${repoRoot}flags`),
  ...(env.STOREFRONT_URL ? { storefrontUrl: env.STOREFRONT_URL } : {}),
});

const { lastLoad } = gateway.sandbox.state;
console.info(`[sandbox] gateway          ${gateway.url}/gateway/`);
console.info(`[sandbox] payment provider ${gateway.providerUrl}/mocks/payment-provider/`);
console.info(`[sandbox] mailbox          ${gateway.url}/mocks/mailbox`);
console.info(`[sandbox] state file       ${dataFile} (${lastLoad.kind === 'loaded' ? 'restored' : 'new'})`);

const stop = async () => {
  await gateway.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
