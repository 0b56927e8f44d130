/**
 * Card update's own pages: the code to the account's e-mail, the new card in the provider's hosted
 * fields, then the review and its result; in the operator's app the result leads to
 * /updateCardSuccess.
 */
export const UPDATE_CARD_ROUTES = {
  verify: '/manage/update-card/verify',
  request: '/manage/update-card/request',
  submit: '/manage/update-card/submit',
} as const;
