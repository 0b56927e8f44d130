import {
  MANAGE_ROUTES,
  OTHER_ROUTES,
  PAYMENT_ROUTES,
  PURCHASE_ROUTES,
  SIM_ROUTES,
  WEBVIEW_CLOSE_ROUTES,
} from '@senda/core';
import type { ComponentType } from 'react';
import type { LayoutKind } from '../layouts/layout-kind';

/**
 * Every page the router registers (§2), with its layout, analytics page name and guard. Journey
 * steps are not here: their routes, layouts and page names come from the journey JSON.
 */
export interface PageRoute {
  path: string;
  /** `none` = rendered bare (retail onboarding, webview close targets). */
  layout: LayoutKind | 'none';
  pageName: string;
  guard?: 'login';
  load: () => Promise<{ default: ComponentType }>;
}

export const PAGE_ROUTES: readonly PageRoute[] = [
  {
    path: OTHER_ROUTES.root,
    layout: 'main-auth-two-button',
    pageName: 'Home',
    load: () => import('../features/other/initial-page'),
  },
  {
    path: OTHER_ROUTES.maintenance,
    layout: 'no-footer-without-header',
    pageName: 'Maintenance',
    load: () => import('../features/other/maintenance-page'),
  },
  {
    path: OTHER_ROUTES.rateLimit,
    layout: 'no-footer-without-header',
    pageName: 'Rate Limit',
    load: () => import('../features/other/rate-limit-page'),
  },
  {
    path: OTHER_ROUTES.notFound,
    layout: 'no-footer',
    pageName: 'Not Found',
    load: () => import('../features/other/not-found-page'),
  },
  {
    path: OTHER_ROUTES.language,
    layout: 'no-footer',
    pageName: 'Language',
    load: () => import('../features/other/language-page'),
  },
  {
    path: OTHER_ROUTES.sessionExpiredMeli,
    layout: 'no-footer-without-header',
    pageName: 'Session Expired Meli',
    load: () => import('../features/other/session-expired-meli-page'),
  },
  {
    path: OTHER_ROUTES.sessionExpired,
    layout: 'no-footer',
    pageName: 'Session Expired',
    load: () => import('../features/other/session-expired-page'),
  },
  {
    path: PAYMENT_ROUTES.paylink,
    layout: 'no-footer',
    pageName: 'Paylink',
    load: () => import('../features/payment/paylink-page'),
  },
  {
    path: PAYMENT_ROUTES.paylinkExpired,
    layout: 'no-footer',
    pageName: 'Paylink Expired',
    load: () => import('../features/payment/paylink-expired-page'),
  },
  {
    path: PAYMENT_ROUTES.directPaymentSuccess,
    // The journey's payment-success layout: the same page, with the header's "My account".
    layout: 'main-auth-two-button',
    pageName: 'Direct Payment Success',
    guard: 'login',
    load: () => import('../features/payment/direct-payment-success-page'),
  },
  {
    path: PAYMENT_ROUTES.blacknut,
    layout: 'no-footer',
    pageName: 'Blacknut',
    load: () => import('../features/payment/blacknut-page'),
  },
  {
    path: PURCHASE_ROUTES.paymentForm,
    layout: 'no-footer',
    pageName: 'Payment Form',
    load: () => import('../features/purchase/payment/payment-form-page'),
  },
  {
    path: PURCHASE_ROUTES.selectPaymentMethods,
    layout: 'no-footer',
    pageName: 'Select Payment Methods',
    guard: 'login',
    load: () => import('../features/purchase/payment/select-payment-methods-page'),
  },
  // Account servicing (§2 Manage, and the order list a customer picks a line from): signed in
  // only (§6 leaves the guard open: the same login guard as every authenticated page; an
  // auth_token in the URL is taken at start-up by the session bootstrap, §2).
  {
    path: OTHER_ROUTES.orderList,
    layout: 'main-authenticated',
    pageName: 'Order List',
    guard: 'login',
    load: () => import('../features/manage/order-list/order-list-page'),
  },
  {
    path: MANAGE_ROUTES.order,
    layout: 'main-authenticated',
    pageName: 'Manage Order',
    guard: 'login',
    load: () => import('../features/manage/order/manage-order-page'),
  },
  {
    path: MANAGE_ROUTES.serviceRequest,
    layout: 'main-authenticated',
    pageName: 'Service Request',
    guard: 'login',
    load: () => import('../features/manage/service-request/service-request-page'),
  },
  {
    path: MANAGE_ROUTES.serviceRequestStatus,
    layout: 'main-authenticated',
    pageName: 'Service Request Status',
    guard: 'login',
    load: () => import('../features/manage/service-request-status/service-request-status-page'),
  },
  {
    path: MANAGE_ROUTES.pastServiceRequests,
    layout: 'main-authenticated',
    pageName: 'Past Service Requests',
    guard: 'login',
    load: () => import('../features/manage/past-service-requests/past-service-requests-page'),
  },
  {
    path: MANAGE_ROUTES.pastPortOutServiceRequest,
    layout: 'main-authenticated',
    pageName: 'Past Port Out Service Request',
    guard: 'login',
    load: () => import('../features/manage/past-service-requests/past-port-out-service-request-page'),
  },
  // A line's identity check: the purchase's eKYC step, for a line.
  {
    path: MANAGE_ROUTES.manualEkyc,
    layout: 'main-authenticated',
    pageName: 'Manual Ekyc',
    guard: 'login',
    load: () => import('../features/manage/manual-ekyc/manual-ekyc-page'),
  },
  // A line's SIM: activating a delivered physical SIM, installing an eSIM (two paths, one page).
  {
    path: SIM_ROUTES.simActivation,
    layout: 'main-authenticated',
    pageName: 'Sim Activation',
    guard: 'login',
    load: () => import('../features/manage/sim-activation/sim-activation-page'),
  },
  ...[SIM_ROUTES.esimInstallOneClick, SIM_ROUTES.esimInstallManual].map(
    (path): PageRoute => ({
      path,
      layout: 'main-authenticated',
      pageName: 'Esim Install',
      guard: 'login',
      load: () => import('../features/manage/esim-install/esim-install-page'),
    }),
  ),
  ...Object.values(WEBVIEW_CLOSE_ROUTES).map(
    (path): PageRoute => ({
      path,
      layout: 'none',
      pageName: 'Close Webview',
      load: () => import('../features/webview-close/webview-close-page'),
    }),
  ),
];
