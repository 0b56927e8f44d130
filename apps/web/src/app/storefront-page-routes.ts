import { OTHER_ROUTES, PAYMENT_ROUTES, PURCHASE_ROUTES, WEBVIEW_CLOSE_ROUTES } from '@senda/core/navigation';
import type { PageRoute } from './page-route';

/**
 * The storefront's pages (the spec: home, the payment and error pages, the purchase's own pages, the
 * webview close targets): in the first load, with the router. Account servicing's pages are
 * servicing-page-routes.ts, loaded when one of them is first visited.
 */
export const STOREFRONT_PAGE_ROUTES: readonly PageRoute[] = [
  {
    path: OTHER_ROUTES.root,
    layout: 'main-auth-two-button',
    pageName: 'Home',
    titleId: 'home.title',
    width: 'wide',
    load: () => import('../features/other/initial-page'),
  },
  {
    path: OTHER_ROUTES.maintenance,
    layout: 'no-footer-without-header',
    pageName: 'Maintenance',
    titleId: 'maintenance.title',
    load: () => import('../features/other/maintenance-page'),
  },
  {
    path: OTHER_ROUTES.rateLimit,
    layout: 'no-footer-without-header',
    pageName: 'Rate Limit',
    titleId: 'rate_limit.title',
    load: () => import('../features/other/rate-limit-page'),
  },
  {
    path: OTHER_ROUTES.notFound,
    layout: 'no-footer',
    pageName: 'Not Found',
    titleId: 'not_found.title',
    load: () => import('../features/other/not-found-page'),
  },
  {
    path: OTHER_ROUTES.language,
    layout: 'no-footer',
    pageName: 'Language',
    titleId: 'language.title',
    load: () => import('../features/other/language-page'),
  },
  {
    path: OTHER_ROUTES.sessionExpiredMeli,
    layout: 'no-footer-without-header',
    pageName: 'Session Expired Meli',
    titleId: 'session_expired.title',
    load: () => import('../features/other/session-expired-meli-page'),
  },
  {
    path: OTHER_ROUTES.sessionExpired,
    layout: 'no-footer',
    pageName: 'Session Expired',
    titleId: 'session_expired.title',
    load: () => import('../features/other/session-expired-page'),
  },
  {
    path: PAYMENT_ROUTES.paylink,
    layout: 'no-footer',
    pageName: 'Paylink',
    titleId: 'paylink.title',
    load: () => import('../features/payment/paylink-page'),
    // Renew now's ways to pay (payment_choice, service_payment), signed out too.
    messageAreas: ['manage', 'flows'],
  },
  {
    path: PAYMENT_ROUTES.paylinkExpired,
    layout: 'no-footer',
    pageName: 'Paylink Expired',
    titleId: 'paylink_expired.title',
    load: () => import('../features/payment/paylink-expired-page'),
  },
  {
    path: PAYMENT_ROUTES.directPaymentSuccess,
    // The journey's payment-success layout: the same page, with the header's "My account".
    layout: 'main-auth-two-button',
    pageName: 'Direct Payment Success',
    titleId: 'pages.payment_success.title',
    guard: 'login',
    width: 'wide',
    load: () => import('../features/payment/direct-payment-success-page'),
  },
  {
    path: PAYMENT_ROUTES.blacknut,
    layout: 'no-footer',
    pageName: 'Blacknut',
    titleId: 'blacknut.title',
    load: () => import('../features/payment/blacknut-page'),
  },
  {
    path: PURCHASE_ROUTES.paymentForm,
    layout: 'no-footer',
    pageName: 'Payment Form',
    titleId: 'payment_form.title',
    load: () => import('../features/purchase/payment/payment-form-page'),
  },
  {
    path: PURCHASE_ROUTES.selectPaymentMethods,
    layout: 'no-footer',
    pageName: 'Select Payment Methods',
    titleId: 'select_payment_methods.title',
    guard: 'login',
    // The customer's cards: one page with the profile's.
    load: () => import('../features/payment-methods/payment-methods-page'),
  },
  ...Object.values(WEBVIEW_CLOSE_ROUTES).map(
    (path): PageRoute => ({
      path,
      layout: 'none',
      pageName: 'Close Webview',
      titleId: 'webview_close.title',
      load: () => import('../features/webview-close/webview-close-page'),
    }),
  ),
];
