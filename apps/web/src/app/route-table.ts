import type { PageRoute } from './page-route';
import { SERVICING_PAGE_ROUTES } from './servicing-page-routes';
import { STOREFRONT_PAGE_ROUTES } from './storefront-page-routes';

export type { PageRoute } from './page-route';

/**
 * Every page the router registers, for the build (each route's HTML and prerendered frame) and
 * the tests. The app itself never imports it: its router has the storefront's pages in the first
 * load and account servicing's in a chunk of their own (router.tsx).
 */
export const PAGE_ROUTES: readonly PageRoute[] = [...STOREFRONT_PAGE_ROUTES, ...SERVICING_PAGE_ROUTES];
