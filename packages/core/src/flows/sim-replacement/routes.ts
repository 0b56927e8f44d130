/** The SIM-replacement flow's own pages; it pays on SERVICE_PAYMENT_ROUTES. */
export const SIM_REPLACEMENT_ROUTES = {
  orderRequest: '/manage/sim-replacement-order-request',
  kyc: '/manage/sim-replacement-kyc',
  deliveryDetails: '/manage/sim-replacement-delivery-details',
  orderSummary: '/manage/sim-replacement-order-summary',
  orderPayment: '/manage/sim-replacement-order-payment',
} as const;
export type SimReplacementRoute = (typeof SIM_REPLACEMENT_ROUTES)[keyof typeof SIM_REPLACEMENT_ROUTES];
