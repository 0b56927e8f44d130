import { loadMessageArea } from '@senda/core/i18n';
import { OTHER_ROUTES } from '@senda/core/navigation';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { journeyRoutes } from '../features/journey/journey-routes';
import { LazyRoute, lazyModule, type RouteHandle, routeGroup } from '../shared/lazy-route';
import { PageFrame } from '../shared/page-frame';
import { AppShell } from '../shell/app-shell';
import { RouteErrorBoundary } from '../shell/route-error';
import type { PageRoute } from './page-route';
import { SERVICING_PATH_PREFIXES } from './servicing-paths';
import { STOREFRONT_PAGE_ROUTES } from './storefront-page-routes';

/**
 * One component per page module and frame, for the flows that ask for it
 * (`keepsPageAcrossRoutes`: termination's request, stay, submit and success): moving between
 * their routes keeps the page and its running machine instead of mounting it afresh. A fresh
 * mount would restart the machine from its save, and a flow that ended (a claimed offer, a line
 * closed at once) has none left: its result page would start the flow over.
 */
const pageComponentsByModule = new WeakMap<ComponentType, Map<string, ComponentType>>();

function pageComponent(route: PageRoute, Page: ComponentType): ComponentType {
  const key = `${route.layout}|${route.guard ?? ''}|${route.width ?? 'reading'}`;
  let byPage = pageComponentsByModule.get(Page);
  if (!byPage) {
    byPage = new Map();
    pageComponentsByModule.set(Page, byPage);
  }
  let Component = byPage.get(key);
  if (!Component) {
    Component = () => (
      <PageFrame layout={route.layout} guard={route.guard} width={route.width}>
        <Page />
      </PageFrame>
    );
    byPage.set(key, Component);
  }
  return Component;
}
function pageRoute(route: PageRoute): RouteObject {
  const areas = route.messageAreas ?? [];
  // Each page is its own chunk, loaded when first matched, with the texts of its areas (core's
  // message-areas.ts) when the first load does not have them.
  const module = lazyModule(async () => {
    const [{ default: Page }] = await Promise.all([route.load(), ...areas.map(loadMessageArea)]);
    return route.keepsPageAcrossRoutes
      ? pageComponent(route, Page)
      : () => (
          <PageFrame layout={route.layout} guard={route.guard} width={route.width}>
            <Page />
          </PageFrame>
        );
  });
  return {
    path: route.path,
    handle: { pageName: route.pageName, titleId: route.titleId, module } satisfies RouteHandle,
    element: <LazyRoute module={module} />,
  };
}

/** The purchase's journey routes, laid out by its own root (its journey by channel, its screens). */
export const PURCHASE_JOURNEY_ROUTES: RouteObject = journeyRoutes(
  lazyModule(async () => (await import('../features/purchase/purchase-journey-root')).PurchaseJourneyRoot),
);

/** Account servicing's route table: the chunk every servicing page's HTML preloads with its own. */
export const loadServicingPageRoutes = () => import('./servicing-page-routes');

/**
 * The app's routes, for react-router's declarative router (`useRoutes`; see shared/lazy-route.tsx).
 * A page's module loads when the route is first matched, and account servicing's routes when a path
 * under their prefixes first is; main.tsx and the build's prerender load the first page's before
 * rendering it (`loadMatchedRoutes`).
 */
export function createRoutes(extra: readonly RouteObject[] = []): RouteObject[] {
  // A path no page has leads to a 404 redirect, under a servicing prefix as anywhere else.
  const notFound: RouteObject = { path: '*', element: <Navigate to={OTHER_ROUTES.notFound} replace /> };
  return [
    {
      path: '/',
      element: (
        <RouteErrorBoundary>
          <AppShell />
        </RouteErrorBoundary>
      ),
      children: [
        ...STOREFRONT_PAGE_ROUTES.map(pageRoute),
        PURCHASE_JOURNEY_ROUTES,
        // Account servicing's pages: their own chunk, loaded on the first visit to one of them.
        ...routeGroup(
          SERVICING_PATH_PREFIXES,
          async () => (await loadServicingPageRoutes()).SERVICING_PAGE_ROUTES.map(pageRoute),
          notFound,
        ),
        ...extra,
        notFound,
      ],
    },
  ];
}
