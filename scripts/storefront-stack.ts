import { fileStorage, journeysFromDirectory, startGatewayHttpServer } from '@senda/sandbox/node';
import { createSecureStaticServer, createStaticServer, type StaticServerOptions } from './static-server.ts';
import { SANDBOX_DEPLOY_CONFIG } from './vite/sandbox-deploy-config.ts';

/**
 * A built storefront and the sandbox gateway on free loopback ports, wired as `npm start` wires
 * them (gateway paths proxied, the payment provider on its own origin). The browser tests and the
 * web benchmark both start one.
 */
export async function startStorefrontStack(options: {
  dist: string;
  /**
   * Where the sandbox keeps its state across restarts; without it, in memory only. Every change
   * writes the whole state (about 2 MB after a few hundred ready-made customers, some 30 ms to
   * serialize on a loaded machine) on the process that also serves the storefront, so a run that
   * never restarts its gateway (the browser tests) keeps it in memory.
   */
  stateFile?: string;
  journeysDir: string;
  /** The flag files the sandbox serves as OFREP (/mocks/flags); none: every flag keeps its default. */
  flagsDir?: string;
  /**
   * Serve the storefront over TLS and HTTP/2, with this key and certificate (the web bench: a
   * production storefront is served so); without it, plain HTTP/1.1 as `npm start` serves it.
   */
  tls?: { key: string | Buffer; cert: string | Buffer };
}) {
  let gatewayUrl: URL | undefined;
  let providerOrigin: string | undefined;
  const serverOptions: StaticServerOptions = {
    root: options.dist,
    port: 0,
    proxy: {
      prefixes: ['/gateway/', '/mocks/'],
      // The gateway needs the storefront's origin to start, so its URL is known only after.
      target: () => {
        if (!gatewayUrl) throw new Error('gateway not started');
        return gatewayUrl;
      },
    },
    security: { paymentProviderOrigins: () => (providerOrigin ? [providerOrigin] : []) },
    // The sandbox as the operator's gateway, configured as an operator configures a deployment.
    deployConfig: () => ({
      ...SANDBOX_DEPLOY_CONFIG,
      paymentProviderOrigins: providerOrigin ? [providerOrigin] : [],
    }),
  };
  const server = options.tls
    ? createSecureStaticServer(serverOptions, options.tls)
    : createStaticServer(serverOptions);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('static server did not bind');
  const storefrontUrl = `${options.tls ? 'https' : 'http'}://127.0.0.1:${address.port}`;
  const gateway = await startGatewayHttpServer({
    port: 0,
    providerPort: 0,
    corsOrigins: [storefrontUrl],
    ...(options.stateFile ? { storage: fileStorage(options.stateFile) } : {}),
    journeys: journeysFromDirectory(options.journeysDir),
    ...(options.flagsDir ? { flags: journeysFromDirectory(options.flagsDir) } : {}),
  });
  gatewayUrl = new URL(gateway.url);
  providerOrigin = new URL(gateway.providerUrl).origin;
  return {
    storefrontUrl,
    gatewayUrl: gateway.url,
    providerUrl: gateway.providerUrl,
    close: async () => {
      server.close();
      await gateway.close();
    },
  };
}
