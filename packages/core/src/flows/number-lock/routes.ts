/** The number lock's own page: turning the lock off, approved by the account's address. */
export const NUMBER_LOCK_ROUTES = {
  unlock: '/manage/number-lock',
} as const;
