/**
 * Auto-renewal's pages: the details (on or off, the card, the next date and amount; turning
 * it off), turning it on (the terms, the card and the consent), and its first payment by card.
 */
export const AUTO_RENEWAL_ROUTES = {
  details: '/manage/auto-renewal-details',
  payment: '/manage/auto-renewal-payment',
  cardPayment: '/manage/auto-renewal-card-payment',
} as const;
export type AutoRenewalRoute = (typeof AUTO_RENEWAL_ROUTES)[keyof typeof AUTO_RENEWAL_ROUTES];
