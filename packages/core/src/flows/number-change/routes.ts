/**
 * Number change's pages: the number chosen (category, search, lock), the details confirmed
 * with a one-time code, and the request's status. A premium number is paid on the shared
 * SERVICE_PAYMENT_ROUTES (`flow=number-change`) between the details and the status.
 */
export const NUMBER_CHANGE_ROUTES = {
  choose: '/manage/change-number',
  details: '/manage/change-number/details',
  status: '/manage/change-number/status',
} as const;
export type NumberChangeRoute = (typeof NUMBER_CHANGE_ROUTES)[keyof typeof NUMBER_CHANGE_ROUTES];
