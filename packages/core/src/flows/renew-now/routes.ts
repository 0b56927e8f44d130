/**
 * Renew now's own page. The specification names no route for paying a renewal by hand; it sits
 * beside the other manage pages and pays on SERVICE_PAYMENT_ROUTES like plan switch.
 */
export const RENEW_NOW_ROUTES = {
  review: '/manage/renew',
} as const;
export type RenewNowRoute = (typeof RENEW_NOW_ROUTES)[keyof typeof RENEW_NOW_ROUTES];
