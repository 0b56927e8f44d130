import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { sandboxPaymentProviderPages } from '@senda/sandbox/vite';
import { createStaticServer } from '../../../../scripts/static-server.ts';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * The payment provider's two pages (hosted fields, challenge), exactly as `npm run dev` and
 * `npm run storybook` serve them: the sandbox's own Vite middleware, taken out of its plugin.
 * A service worker never sees a frame's navigation, so a static host must serve them itself.
 */
function providerPages(): Middleware {
  let middleware: Middleware | undefined;
  const plugin = sandboxPaymentProviderPages();
  const configure = plugin.configureServer as unknown as (server: unknown) => void;
  configure({
    middlewares: {
      use: (fn: Middleware) => {
        middleware = fn;
      },
    },
  });
  if (!middleware) throw new Error('the sandbox provider pages plugin registered no middleware');
  return middleware;
}

/** storybook-static on an ephemeral loopback port, with the provider pages. */
export async function serveStorybook(root: string): Promise<{ url: string; server: Server }> {
  const files = createStaticServer({ root, port: 0 });
  const provider = providerPages();
  const server = createServer((req, res) => provider(req, res, () => files.emit('request', req, res)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('storybook server did not bind');
  return { url: `http://127.0.0.1:${address.port}`, server };
}
