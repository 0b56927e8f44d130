import type { SupportedLocale } from '@senda/core/config';
import { createGatewayClient } from '@senda/core/gateway';
import { createIntlFromMessages, loadMessages } from '@senda/core/i18n';
import { createQueryClient } from '@senda/core/queries';
import {
  applySessionBootstrap,
  applyStartingLocale,
  bootstrapSession,
  createGatewaySession,
} from '@senda/core/session';
import { createMemoryStorage, createStores } from '@senda/core/stores';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { AppProviders } from '../app/app';
import { PAGE_ROUTES } from '../app/route-table';
import { createRoutes } from '../app/router';
import type { AppConfig, AppServices } from '../shared/app-services.types';
import type { FirstFrame } from '../shared/first-frame';
import { AppRoutes, loadMatchedRoutes } from '../shared/lazy-route';
import { PRERENDERED_ROUTES, type RenderedFrame } from './prerendered-routes';
import { frameFor } from './route-frame-spec';

/**
 * `vite build` only, in Node (scripts/vite/prerender-route-frames.ts builds this for the server and
 * runs it): each prerendered page's HTML, in each language. It renders the app itself — the same
 * providers, routes and shell, with a static router at the page's path and services that have no
 * visitor — so the HTML is exactly the app's first render, which the browser then hydrates.
 */
/** The app's services for a visitor the build does not know: nothing stored, nothing sent. */
function servicesWithoutVisitor(config: AppConfig, frame: FirstFrame): AppServices {
  const storage = createMemoryStorage();
  const stores = createStores({ storage, sessionStorage: createMemoryStorage() });
  const url = new URL(frame.path, 'https://prerender.invalid');
  const boot = bootstrapSession({
    url,
    storage,
    now: Date.now,
    random: Math.random,
    uuid: () => globalThis.crypto.randomUUID(),
  });
  applySessionBootstrap(stores, boot);
  applyStartingLocale(stores, { setlocale: frame.locale, browser: [] });
  const refuse = () => Promise.reject(new Error('the prerender sends no gateway requests'));
  const gateway = createGatewayClient({
    baseUrl: config.gatewayUrl,
    fetch: refuse,
    currentUrl: () => frame.path,
    onRateLimited: () => undefined,
    session: createGatewaySession(stores, { onSessionEnd: () => undefined }),
  });
  return {
    stores,
    boot,
    gateway,
    monitoring: { pageView: () => undefined, analytics: () => undefined },
    config,
    queryClient: createQueryClient(),
    firstFrame: frame,
  };
}

export async function renderRouteFrames(
  config: AppConfig,
  locales: readonly SupportedLocale[],
): Promise<RenderedFrame[]> {
  const routes = createRoutes();
  const rendered: RenderedFrame[] = [];
  for (const locale of locales) {
    const intl = createIntlFromMessages({
      locale,
      messages: await loadMessages(locale),
      onError: (error) => {
        throw error;
      },
    });
    for (const route of PRERENDERED_ROUTES) {
      const frame = frameFor(route, locale);
      const services = servicesWithoutVisitor(config, frame);
      if (matchRoutes(routes, frame.path)?.at(-1)?.route.path === '*')
        throw new Error(`${frame.path}: no route of the app matches it`);
      // Its modules loaded first, so the render (as the browser's hydration) does not suspend.
      await loadMatchedRoutes(routes, frame.path);
      const html = renderToString(
        <AppProviders services={services}>
          <StaticRouter location={frame.path}>
            <AppRoutes routes={routes} />
          </StaticRouter>
        </AppProviders>,
      );
      const title = intl.formatMessage(
        { id: 'shell.page_title' },
        { page: intl.formatMessage({ id: route.titleId }) },
      );
      rendered.push({ frame, html, title });
    }
  }
  return rendered;
}

/**
 * Each page route's path and its loader's source, which in this Node build names the chunk it
 * loads: the build reads which page module a route needs (scripts/vite/route-documents.ts).
 */
export const pageRouteLoaders = (): [string, string][] =>
  PAGE_ROUTES.map((route) => [route.path, String(route.load)]);
