import type { SupportedLocale } from '@senda/core/config';
import { createGatewayClient } from '@senda/core/gateway';
import { createIntlFromMessages, createSendaIntl, loadMessages } from '@senda/core/i18n';
import { createQueryClient } from '@senda/core/queries';
import {
  applySessionBootstrap,
  applyStartingLocale,
  bootstrapSession,
  createGatewaySession,
  silentAnalytics,
} from '@senda/core/session';
import { createMemoryStorage, createStores } from '@senda/core/stores';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from '../app/app';
import { createRoutes, loadServicingPageRoutes } from '../app/router';
import { STOREFRONT_PAGE_ROUTES } from '../app/storefront-page-routes';
import type { AppConfig, AppServices } from '../shared/app-services.types';
import type { FirstFrame } from '../shared/first-frame';
import { AppRoutes, loadMatchedRoutes, matchedHandles } from '../shared/lazy-route';
import { loadFrameContent } from '../shell/frame-contents';
import { PRERENDERED_ROUTES, type PrerenderedRoute, type RenderedFrame } from './prerendered-routes';
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
    monitoring: silentAnalytics(),
    config,
    queryClient: createQueryClient(),
    firstFrame: frame,
  };
}

/** A frame's early sentence (first-frame.ts's `early`): every text it can write, in the bundled messages of its language. */
function earlyOf(route: PrerenderedRoute, locale: SupportedLocale): Pick<FirstFrame, 'early'> {
  if (!route.early) return {};
  const intl = createSendaIntl({
    locale,
    onError: (error) => {
      throw error;
    },
  });
  const { reader, texts, titleId, tone } = route.early;
  return {
    early: {
      reader,
      locale,
      ...(titleId ? { title: intl.formatMessage({ id: titleId }) } : {}),
      ...(tone ? { tone } : {}),
      texts: texts((id, values) => intl.formatMessage({ id }, values)),
    },
  };
}

export async function renderRouteFrames(
  config: AppConfig,
  locales: readonly SupportedLocale[],
): Promise<RenderedFrame[]> {
  const routes = createRoutes();
  // Every page, for the frames' layouts: the servicing ones as the app loads them, so this Node
  // build keeps them a chunk of their own, whose name pageRouteLoaders reads.
  const pages = [...STOREFRONT_PAGE_ROUTES, ...(await loadServicingPageRoutes()).SERVICING_PAGE_ROUTES];
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
      const frame = { ...frameFor(route, locale, pages), ...earlyOf(route, locale) };
      const services = servicesWithoutVisitor(config, frame);
      // The frame's own component, loaded as the browser's start-up loads it (main.tsx).
      if (frame.content) services.firstFrameContent = await loadFrameContent(frame.content);
      // Its modules loaded first, so the render (as the browser's hydration) does not suspend.
      await loadMatchedRoutes(routes, frame.path);
      if (!matchedHandles(routes, frame.path).some((handle) => handle.module))
        throw new Error(`${frame.path}: no page of the app is at it`);
      const html = renderToString(
        <AppProviders services={services}>
          <StaticRouter location={frame.path}>
            <AppRoutes routes={routes} />
          </StaticRouter>
        </AppProviders>,
      );
      // The title the app gives the page (use-page-title.ts: the deepest matched route's), which
      // may differ from the heading its frame shows (/logged_out's "You've logged out").
      const titleId =
        matchedHandles(routes, frame.path)
          .reverse()
          .find((handle) => handle.titleId)?.titleId ?? route.titleId;
      const title = intl.formatMessage(
        { id: 'shell.page_title' },
        { page: intl.formatMessage({ id: titleId }) },
      );
      rendered.push({ frame, html, title });
    }
  }
  return rendered;
}

/**
 * Each page route's path and its loaders' sources, which in this Node build name the chunks its
 * first visit loads (a servicing page's: the servicing route table's, then its own): the build reads
 * which modules a route needs (scripts/vite/route-documents.ts).
 */
export async function pageRouteLoaders(): Promise<[string, string[]][]> {
  const { SERVICING_PAGE_ROUTES } = await loadServicingPageRoutes();
  return [
    ...STOREFRONT_PAGE_ROUTES.map((route): [string, string[]] => [route.path, [String(route.load)]]),
    ...SERVICING_PAGE_ROUTES.map((route): [string, string[]] => [
      route.path,
      [String(loadServicingPageRoutes), String(route.load)],
    ]),
  ];
}
