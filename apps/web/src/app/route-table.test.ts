import { bundles, isMessageId } from '@senda/core/i18n';
import {
  FLOW_MANIFESTS,
  flowRouteTitle,
  JOURNEY_STEP_PATHS,
  LOGIN_REQUIRED_ROUTES,
  messageAreasOfPage,
  OTHER_ROUTES,
  PAYMENT_ROUTES,
  PURCHASE_ROUTES,
  SERVICE_FLOWS,
  SERVICE_PAYMENT_PAGES,
  takesLinkToken,
  WEBVIEW_CLOSE_ROUTES,
} from '@senda/core/navigation';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from './route-table';
import { serviceFlowPages } from './service-flow-pages';
import { SERVICING_PAGE_ROUTES } from './servicing-page-routes';
import { SERVICING_PATH_PREFIXES } from './servicing-paths';
import { STOREFRONT_PAGE_ROUTES } from './storefront-page-routes';

describe('page titles (every page has its own)', () => {
  it('names a title for every journey step route', () => {
    expect(JOURNEY_STEP_PATHS.filter((path) => flowRouteTitle(path) === undefined)).toEqual([]);
  });

  it('uses bundled message ids, worded in both languages', () => {
    const ids = [
      ...PAGE_ROUTES.map((route) => route.titleId),
      ...FLOW_MANIFESTS.flatMap((flow) => Object.values(flow.routes)),
      ...Object.values(SERVICE_PAYMENT_PAGES.routes),
    ];
    for (const id of ids) {
      expect(isMessageId(id), id).toBe(true);
      expect(bundles['es-MX'][id], id).toBeTruthy();
      expect(bundles['en-US'][id], id).toBeTruthy();
    }
  });
});

describe("account servicing's pages (their own chunk)", () => {
  const underPrefix = (path: string) =>
    SERVICING_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

  it('are every one under a servicing prefix, which is all the first load knows of them', () => {
    expect(SERVICING_PAGE_ROUTES.map((route) => route.path).filter((path) => !underPrefix(path))).toEqual([]);
  });

  it('have the prefixes to themselves: a storefront page or journey step under one belongs with them', () => {
    const storefront = [...STOREFRONT_PAGE_ROUTES.map((route) => route.path), ...JOURNEY_STEP_PATHS];
    expect(storefront.filter(underPrefix)).toEqual([]);
  });
});

describe("pages' message areas", () => {
  it("are the ones core's table gives the page, which the build preloads with it", () => {
    const differing = PAGE_ROUTES.filter(
      (route) => (route.messageAreas ?? []).join() !== messageAreasOfPage(route.path).join(),
    ).map((route) => `${route.path}: ${route.messageAreas?.join() ?? '-'}`);
    expect(differing).toEqual([]);
  });
});

describe("a link's auth_token (core's link-token-pages.ts)", () => {
  it('is taken on every page that asks for a log-in: the pages links are for', () => {
    const signedIn = PAGE_ROUTES.filter((route) => route.guard === 'login').map((route) => route.path);
    expect([...signedIn, ...LOGIN_REQUIRED_ROUTES].filter((path) => !takesLinkToken(path))).toEqual([]);
  });

  it('is never taken on a purchase step other than the payment link, nor where one signs in or up', () => {
    const paymentLink: string[] = [
      PURCHASE_ROUTES.payment,
      PURCHASE_ROUTES.paymentSuccess,
      PURCHASE_ROUTES.paymentFailed,
    ];
    const taking = JOURNEY_STEP_PATHS.filter((path) => !paymentLink.includes(path) && takesLinkToken(path));
    expect(taking).toEqual([]);
    expect(JOURNEY_STEP_PATHS).toContain(PURCHASE_ROUTES.signup);
  });
});

describe('a signed-out visitor (the login guard; the browser walks a page of each kind)', () => {
  const open = PAGE_ROUTES.filter((route) => route.guard !== 'login').map((route) => route.path);

  it('opens of the storefront only its public pages: error and language pages, the paylink, closing pages', () => {
    // Written out, not derived: a page that loses its guard fails here by name.
    const publicPages: string[] = [
      OTHER_ROUTES.root,
      OTHER_ROUTES.maintenance,
      OTHER_ROUTES.rateLimit,
      OTHER_ROUTES.notFound,
      OTHER_ROUTES.language,
      OTHER_ROUTES.sessionExpiredMeli,
      OTHER_ROUTES.sessionExpired,
      PAYMENT_ROUTES.paylink,
      PAYMENT_ROUTES.paylinkExpired,
      PAYMENT_ROUTES.blacknut,
      PURCHASE_ROUTES.paymentForm,
      // The pages that close the native app's webview.
      ...Object.values(WEBVIEW_CLOSE_ROUTES),
    ];
    const openFlowRoutes = SERVICE_FLOWS.filter((flow) => serviceFlowPages(flow.id).opensSignedOut).flatMap(
      (flow) => Object.keys(flow.routes),
    );
    expect(open.filter((path) => !openFlowRoutes.includes(path)).sort()).toEqual([...publicPages].sort());
  });

  it("opens a service flow's pages only when the flow says they open from an e-mail link, whose code signs in", () => {
    const openFlows = SERVICE_FLOWS.filter((flow) => serviceFlowPages(flow.id).opensSignedOut);
    for (const flow of SERVICE_FLOWS) {
      const guarded = Object.keys(flow.routes).filter((path) => !open.includes(path));
      expect(guarded.length === 0, flow.id).toBe(openFlows.includes(flow));
    }
  });
});
