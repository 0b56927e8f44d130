/** The termination flow's own pages: the request, the offers to stay, confirm, the result. */
export const TERMINATION_ROUTES = {
  request: '/manage/termination-request',
  stay: '/manage/termination-request/stay',
  submit: '/manage/termination-request/submit',
  success: '/manage/termination-request/success',
} as const;
export type TerminationRoute = (typeof TERMINATION_ROUTES)[keyof typeof TERMINATION_ROUTES];
