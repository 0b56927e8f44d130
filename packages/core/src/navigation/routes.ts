/**
 * Every route of the spec, by group. The router in apps/web registers these; the journey files
 * refer to the purchase routes; guards and analytics read the groups. One list, so a route
 * cannot be registered under one spelling and guarded under another.
 */
export const PURCHASE_ROUTES = {
  preCheckout: '/web/pre-checkout',
  addonSelection: '/web/addon-selection',
  personalDetails: '/web/personal-details',
  orderSummary: '/web/order-summary',
  payment: '/web/payment',
  paymentSuccess: '/web/payment-success',
  paymentFailed: '/web/payment-failed',
  signup: '/web/signup',
  login: '/web/login',
  verifyOtpLogin: '/web/verify-otp/login',
  verifyOtpSignup: '/web/verify-otp/signup',
  connectionDetails: '/web/connection-details',
  pendingOrders: '/web/pending-orders',
  pendingOrderDetails: '/web/pending-order-details',
  addressDetails: '/web/address-details',
  paymentMethodSelector: '/web/payment-method-selector',
  paymentForm: '/web/payment-form',
  manualEkyc: '/web/manual-ekyc',
  selectPaymentMethods: '/web/select-payment-methods',
  retailOnboarding: '/retail-onboarding',
} as const;

export const PAYMENT_ROUTES = {
  paylink: '/payment/paylink',
  paylinkExpired: '/payment/paylink-expired',
  directPaymentSuccess: '/payment/direct-payment-success',
  blacknut: '/blacknut',
} as const;

export const OTHER_ROUTES = {
  root: '/',
  orderList: '/orderlist',
  maintenance: '/maintenance',
  rateLimit: '/429',
  notFound: '/404',
  language: '/language',
  sessionExpiredMeli: '/session-expired-meli',
  sessionExpired: '/session-expired',
} as const;

type ValueOf<T> = T[keyof T];

/** Pages that close the webview: the native app is told through the Android/iOS bridge. */
export const WEBVIEW_CLOSE_ROUTES = {
  closeWebview: '/closewebview',
  multiLineSelection: '/multi-line-selection',
  manageOrderClose: '/manageOrderClose',
  updateCardSuccess: '/updateCardSuccess',
  profileUpdateEmailSuccess: '/profileUpdateEmailSuccess',
  reversePortOutSuccess: '/reversePortOutSuccess',
  winbackRewards: '/winbackrewards',
  loggedOut: '/logged_out',
} as const;

/**
 * The account-servicing pages (Manage) built so far; each takes the line's order reference as
 * `orderRef`. Later flows add theirs here.
 */
export const MANAGE_ROUTES = {
  order: '/manage/order',
  simActivation: '/manage/sim-activation',
  esimInstallOneClick: '/manage/esim-install-oneclick',
  esimInstallManual: '/manage/esim-install-manual',
  serviceRequest: '/manage/service-request',
  serviceRequestStatus: '/manage/service-request-status',
  pastServiceRequests: '/manage/past-service-requests',
  pastPortOutServiceRequest: '/manage/past-port-out-service-request',
  manualEkyc: '/manage/manual-ekyc',
} as const;
export type ManageRoute = ValueOf<typeof MANAGE_ROUTES>;

/**
 * The pages every paid service request shares: the template's paying phase pays the order the
 * request created there (plan switch, SIM replacement, number recovery).
 */
export const SERVICE_PAYMENT_ROUTES = {
  payment: '/manage/payment',
  paymentSuccess: '/manage/payment-success',
  paymentFailed: '/manage/payment-failed',
} as const;

export const MANAGE_ORDER_ROUTE = MANAGE_ROUTES.order;

/**
 * The customer's own pages (Profile) built so far: the account page and the privacy settings.
 * The e-mail change and the saved payment methods add theirs here.
 */
export const PROFILE_ROUTES = {
  profile: '/profile',
  privacySettings: '/profile/privacy-settings',
  email: '/profile/email',
} as const;
export type ProfileRoute = ValueOf<typeof PROFILE_ROUTES>;

/**
 * The pages about a line's SIM: activating a delivered physical SIM, and installing an eSIM,
 * where the one-click and manual paths show the same page (it fits the device it is on).
 */
export const SIM_ROUTES = {
  simActivation: MANAGE_ROUTES.simActivation,
  esimInstallOneClick: MANAGE_ROUTES.esimInstallOneClick,
  esimInstallManual: MANAGE_ROUTES.esimInstallManual,
} as const;

export type PurchaseRoute = ValueOf<typeof PURCHASE_ROUTES>;
export type WebviewCloseRoute = ValueOf<typeof WEBVIEW_CLOSE_ROUTES>;

/** Payment, payment-success and payment-failed require login. */
export const LOGIN_REQUIRED_ROUTES: readonly string[] = [
  PURCHASE_ROUTES.payment,
  PURCHASE_ROUTES.paymentSuccess,
  PURCHASE_ROUTES.paymentFailed,
];

/** Pages that never trigger the global config fetch. */
export const CONFIG_EXCLUDED_ROUTES: readonly string[] = [
  OTHER_ROUTES.maintenance,
  OTHER_ROUTES.rateLimit,
  OTHER_ROUTES.notFound,
];

/** Pages that skip the remote locale fetch. */
export const LOCALE_FETCH_EXCLUDED_ROUTES: readonly string[] = [
  PURCHASE_ROUTES.preCheckout,
  PURCHASE_ROUTES.addonSelection,
  PAYMENT_ROUTES.blacknut,
];

const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

export const isLoginRequired = (pathname: string): boolean =>
  LOGIN_REQUIRED_ROUTES.includes(normalise(pathname));

export const isConfigExcluded = (pathname: string): boolean =>
  CONFIG_EXCLUDED_ROUTES.includes(normalise(pathname));

export const isWebviewCloseRoute = (pathname: string): pathname is WebviewCloseRoute =>
  (Object.values(WEBVIEW_CLOSE_ROUTES) as string[]).includes(normalise(pathname));

/**
 * Delivery rescheduling's pages ("Reschedule delivery"): opened from a failed delivery's e-mail
 * link (`code=<verification code>`), signed in or not; the redelivery fee is paid on its own
 * payment page, not the shared service payment ones.
 */
export const RESCHEDULE_DELIVERY_ROUTES = {
  simOnly: '/reschedule_delivery/sim_only',
  reviewDetail: '/reschedule_delivery/review_detail',
  payment: '/reschedule/payment',
  paymentSuccess: '/reschedule/payment-success',
} as const;
/**
 * The pages a link's session may be used on, by the session's scope: a reschedule link's session
 * is the link's key to its own pages only; anywhere else its customer is signed out. index.html's
 * early reads read this list too (scripts/vite/early-gateway-reads.ts): a stored link session's
 * token leaves with no read outside its pages.
 */
export const LINK_SCOPE_ROUTES: Readonly<Record<'reschedule', readonly string[]>> = {
  reschedule: Object.values(RESCHEDULE_DELIVERY_ROUTES),
};

export const isLinkScopeRoute = (scope: 'reschedule', pathname: string): boolean =>
  LINK_SCOPE_ROUTES[scope].includes(normalise(pathname));

/**
 * Reverse port-out's pages: the request, then its outcome. Still here rather than in its wing: the
 * sandbox's port-out e-mail links to the request from its shared domain code. The line page reaches
 * them through the wing (its line remedy and status-remedy.ts).
 */
export const REVERSE_PORT_OUT_ROUTES = {
  request: '/manage/reverse-portout',
  success: '/manage/reverse-portout/success',
} as const;

/**
 * The customer's cards: one page lists them (saved, and the ones that renew a line),
 * chooses the default and removes one, at the spec's two profile addresses and the purchase's
 * /web/select-payment-methods; a card is added without paying on the manage form.
 */
export const PAYMENT_METHODS_ROUTES = {
  saved: '/profile/saved-payment-methods',
  choose: '/profile/payment-method',
  add: '/manage/add-payment-method-form',
} as const;
export type PaymentMethodsRoute = ValueOf<typeof PAYMENT_METHODS_ROUTES>;
