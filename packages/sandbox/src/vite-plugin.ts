import type { Plugin } from 'vite';
import { PAYMENT_PROVIDER_PATH } from './handlers/payment-provider.handlers.ts';
import { challengePage, hostedFieldsPage, hostedFieldsStyle } from './provider/hosted-fields-page.ts';

/**
 * The payment provider's two pages for `npm run dev` and Storybook. A service worker never sees
 * navigation requests, so the hosted-fields iframe and the challenge page cannot come from MSW;
 * this middleware serves their HTML, and everything the pages then fetch (tokenisation, the
 * challenge answer) is a plain request the worker answers from the browser's sandbox state.
 * In dev the frame shares the app's origin; `npm run gateway` serves it from a real second origin.
 */
export function sandboxPaymentProviderPages(): Plugin {
  return {
    name: 'senda-sandbox-payment-provider-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
        const send = (html: string) => {
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(html);
        };
        if (url.pathname === `${PAYMENT_PROVIDER_PATH}/hosted-fields`) {
          send(
            hostedFieldsPage({
              captureContext: url.searchParams.get('captureContext') ?? '',
              parentOrigin: url.origin,
              tokenizeUrl: `${PAYMENT_PROVIDER_PATH}/v1/tokens`,
              locale: url.searchParams.get('locale') === 'en-US' ? 'en-US' : 'es-MX',
              style: hostedFieldsStyle(url.searchParams.get('style')),
            }),
          );
          return;
        }
        const challenge = url.pathname.match(new RegExp(`^${PAYMENT_PROVIDER_PATH}/challenge/([^/]+)$`));
        if (challenge?.[1] && req.method === 'GET') {
          // The answer goes with the page's own key, which the worker's sandbox checks.
          send(
            challengePage({ transactionId: challenge[1], actionUrl: url.pathname + url.search, amount: '' }),
          );
          return;
        }
        next();
      });
    },
  };
}
