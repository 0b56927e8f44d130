import { fileURLToPath } from 'node:url';
import { type SetupServerApi, setupServer } from 'msw/node';
import { loadHandlerModulesFromFolder } from './handlers/handler-modules.ts';
import { journeysFromDirectory } from './journeys/journeys-from-directory.ts';
import { createSandbox, type Sandbox, type SandboxOptions } from './sandbox.ts';

// Under tsx the handlers files are read from their folder (Vite finds them itself).
await loadHandlerModulesFromFolder();

/** The repository's journeys/ folder, wherever the process was started from. */
export const DEFAULT_JOURNEYS_DIR = fileURLToPath(new URL('../../../journeys/', import.meta.url));

/** The repository's flags/ folder (flagd's format), read like the journeys. */
export const DEFAULT_FLAGS_DIR = fileURLToPath(new URL('../../../flags/', import.meta.url));

export interface SandboxServer extends Sandbox {
  readonly server: SetupServerApi;
  /** Starts intercepting; any request no handler serves fails the test. */
  listen(): void;
  close(): void;
}

/**
 * The sandbox inside a Node process (Vitest): MSW's setupServer over the shared handlers, strict
 * about unhandled requests so a call to a path the gateway does not serve fails loudly.
 */
export function createSandboxServer(options: SandboxOptions = {}): SandboxServer {
  const sandbox = createSandbox({
    journeys: journeysFromDirectory(DEFAULT_JOURNEYS_DIR),
    flags: journeysFromDirectory(DEFAULT_FLAGS_DIR),
    ...options,
  });
  const server = setupServer(...sandbox.handlers);
  return {
    ...sandbox,
    server,
    listen: () => server.listen({ onUnhandledRequest: 'error' }),
    close: () => server.close(),
  };
}

export { journeysFromDirectory } from './journeys/journeys-from-directory.ts';
export { fileStorage } from './persistence/file-storage.ts';
export {
  type GatewayHttpServer,
  type GatewayHttpServerOptions,
  startGatewayHttpServer,
} from './server/http-server.ts';
