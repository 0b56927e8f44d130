/** Number recovery's pages: the previous number chosen and confirmed, its fee, its status. */
export const NUMBER_RECOVERY_ROUTES = {
  request: '/manage/recovery-number',
  payment: '/manage/recovery-number/payment',
  status: '/manage/recovery-number/status',
} as const;
export type NumberRecoveryRoute = (typeof NUMBER_RECOVERY_ROUTES)[keyof typeof NUMBER_RECOVERY_ROUTES];
