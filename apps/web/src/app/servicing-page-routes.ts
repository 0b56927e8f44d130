import {
  MANAGE_ROUTES,
  messageAreasOfPage,
  OTHER_ROUTES,
  PAID_FLOWS,
  PAYMENT_METHODS_ROUTES,
  PROFILE_ROUTES,
  SERVICE_FLOWS,
  SERVICE_PAYMENT_PAGES,
  SERVICE_PAYMENT_ROUTES,
  SIM_ROUTES,
} from '@senda/core/navigation';
import type { PageRoute } from './page-route';
import { serviceFlowPages } from './service-flow-pages';

/** Analytics page names of the shared service payment pages. */
const SERVICE_PAYMENT_PAGE_NAMES: Readonly<Record<string, string>> = {
  [SERVICE_PAYMENT_ROUTES.payment]: 'Manage Payment',
  [SERVICE_PAYMENT_ROUTES.paymentSuccess]: 'Manage Payment Success',
  [SERVICE_PAYMENT_ROUTES.paymentFailed]: 'Manage Payment Failed',
};

/**
 * Account servicing's pages (Manage and Profile, and every service flow's): one chunk, which the
 * router loads on the first visit to a path under one of SERVICING_PATH_PREFIXES (servicing-paths.ts),
 * so none of them is in the first load, nor the preload lists of their chunks. A servicing
 * page's HTML preloads this chunk with the page's own.
 */
export const SERVICING_PAGE_ROUTES: readonly PageRoute[] = (
  [
    // Account servicing (Manage, and the order list a customer picks a line from): signed in
    // only (the spec leaves the guard open: the same login guard as every authenticated page; an
    // auth_token in the URL is taken at start-up by the session bootstrap).
    {
      path: OTHER_ROUTES.orderList,
      layout: 'main-authenticated',
      pageName: 'Order List',
      titleId: 'order_list.title',
      guard: 'login',
      width: 'wide',
      load: () => import('../features/manage/order-list/order-list-page'),
    },
    {
      path: MANAGE_ROUTES.order,
      layout: 'main-authenticated',
      pageName: 'Manage Order',
      titleId: 'line_home.title',
      guard: 'login',
      width: 'wide',
      load: () => import('../features/manage/order/manage-order-page'),
    },
    {
      path: MANAGE_ROUTES.serviceRequest,
      layout: 'main-authenticated',
      pageName: 'Service Request',
      titleId: 'service_request_hub.title',
      guard: 'login',
      load: () => import('../features/manage/request-hub/request-hub-page'),
    },
    {
      path: MANAGE_ROUTES.serviceRequestStatus,
      layout: 'main-authenticated',
      pageName: 'Service Request Status',
      titleId: 'service_request_status.title',
      guard: 'login',
      load: () => import('../features/manage/request-status/request-status-page'),
    },
    {
      path: MANAGE_ROUTES.pastServiceRequests,
      layout: 'main-authenticated',
      pageName: 'Past Service Requests',
      titleId: 'past_requests.title',
      guard: 'login',
      load: () => import('../features/manage/request-history/request-history-page'),
    },
    {
      path: MANAGE_ROUTES.pastPortOutServiceRequest,
      layout: 'main-authenticated',
      pageName: 'Past Port Out Service Request',
      titleId: 'past_port_out.title',
      guard: 'login',
      load: () => import('../features/manage/request-history/past-port-out-service-request-page'),
    },
    // The customer's own pages (Profile): signed in only, like the manage pages.
    {
      path: PROFILE_ROUTES.profile,
      layout: 'main-authenticated',
      pageName: 'Profile',
      titleId: 'profile.title',
      guard: 'login',
      width: 'wide',
      load: () => import('../features/profile/profile-page'),
    },
    // The customer's cards: one page at both profile addresses, and adding a card.
    ...[PAYMENT_METHODS_ROUTES.saved, PAYMENT_METHODS_ROUTES.choose].map(
      (path): PageRoute => ({
        path,
        layout: 'main-authenticated',
        pageName: path === PAYMENT_METHODS_ROUTES.saved ? 'Saved Payment Methods' : 'Payment Method',
        titleId:
          path === PAYMENT_METHODS_ROUTES.saved
            ? 'payment_methods.saved.title'
            : 'payment_methods.choose.title',
        guard: 'login',
        load: () => import('../features/payment-methods/payment-methods-page'),
      }),
    ),
    {
      path: PAYMENT_METHODS_ROUTES.add,
      layout: 'main-authenticated',
      pageName: 'Add Payment Method Form',
      titleId: 'payment_methods.add.title',
      guard: 'login',
      load: () => import('../features/payment-methods/add-payment-method-page'),
    },
    {
      path: PROFILE_ROUTES.privacySettings,
      layout: 'main-authenticated',
      pageName: 'Privacy Settings',
      titleId: 'privacy_settings.title',
      guard: 'login',
      load: () => import('../features/profile/privacy-settings-page'),
    },
    // The e-mail change (/profile/email).
    {
      path: PROFILE_ROUTES.email,
      layout: 'main-authenticated',
      pageName: 'Profile Email',
      titleId: 'profile_email.title',
      guard: 'login',
      load: () => import('../features/profile/profile-email-page'),
    },
    // A line's identity check: the purchase's eKYC step, for a line.
    {
      path: MANAGE_ROUTES.manualEkyc,
      layout: 'main-authenticated',
      pageName: 'Manual Ekyc',
      titleId: 'line_ekyc.title',
      guard: 'login',
      load: () => import('../features/manage/manual-ekyc/manual-ekyc-page'),
    },
    // A line's SIM: activating a delivered physical SIM, installing an eSIM (two paths, one page).
    {
      path: SIM_ROUTES.simActivation,
      layout: 'main-authenticated',
      pageName: 'Sim Activation',
      titleId: 'sim_activation.title',
      guard: 'login',
      load: () => import('../features/manage/sim-activation/sim-activation-page'),
    },
    ...[SIM_ROUTES.esimInstallOneClick, SIM_ROUTES.esimInstallManual].map(
      (path): PageRoute => ({
        path,
        layout: 'main-authenticated',
        pageName: 'Esim Install',
        titleId: 'esim_install.title',
        guard: 'login',
        load: () => import('../features/manage/esim-install/esim-install-page'),
      }),
    ),
    // Every service flow's pages, from its manifest (plan switch: the spec's three): one page module per
    // flow runs its machine and shows the screen of its view.
    ...SERVICE_FLOWS.flatMap((flow) => {
      const pages = serviceFlowPages(flow.id);
      return Object.entries(flow.routes).map(
        ([path, titleId]): PageRoute => ({
          path,
          layout: 'main-authenticated',
          pageName: pages.pageNames[path] ?? flow.id,
          titleId,
          ...(pages.opensSignedOut ? {} : { guard: 'login' as const }),
          ...(pages.keepsPageAcrossRoutes ? { keepsPageAcrossRoutes: true } : {}),
          load: pages.load,
        }),
      );
    }),
    // The service payment pages, once for every paid flow (PAID_FLOWS): the address names the flow
    // whose page shows them.
    ...(PAID_FLOWS.length === 0 ? [] : Object.entries(SERVICE_PAYMENT_PAGES.routes)).map(
      ([path, titleId]): PageRoute => ({
        path,
        layout: 'main-authenticated',
        pageName: SERVICE_PAYMENT_PAGE_NAMES[path] ?? 'Manage Payment',
        titleId,
        guard: 'login',
        load: () => import('./service-payment-route'),
      }),
    ),
  ] satisfies PageRoute[]
).map((route) => ({ ...route, messageAreas: messageAreasOfPage(route.path) }));
