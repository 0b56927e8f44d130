/**
 * The purchase's screens, as data: which file (under features/purchase/) shows each step of the
 * purchase's journeys, and which steps use a desktop's width. The app loads the files through its
 * screen map (purchase-screens.ts); the build reads this module to preload a step's chunks with its
 * route (scripts/vite/route-preload.ts), so it imports nothing.
 */
export const PURCHASE_SCREEN_FILES = {
  'retail-onboarding': 'retail-onboarding/retail-onboarding-screen.tsx',
  'pre-checkout': 'pre-checkout/pre-checkout-screen.tsx',
  'addon-selection': 'addon-selection/addon-selection-screen.tsx',
  signup: 'auth/signup-screen.tsx',
  login: 'auth/login-screen.tsx',
  'verify-otp-signup': 'verify-otp/verify-otp-screen.tsx',
  'verify-otp-login': 'verify-otp/verify-otp-screen.tsx',
  'pending-orders': 'pending-orders/pending-orders-screen.tsx',
  'pending-order-details': 'pending-orders/pending-order-details-screen.tsx',
  'connection-details': 'connection-details/connection-details-screen.tsx',
  'personal-details': 'personal-details/personal-details-screen.tsx',
  'address-details': 'address-details/address-details-screen.tsx',
  'manual-ekyc': 'manual-ekyc/manual-ekyc-screen.tsx',
  delivery: 'delivery/delivery-screen.tsx',
  'order-summary': 'order-summary/order-summary-screen.tsx',
  'payment-method-selector': 'payment/payment-method-screen.tsx',
  payment: 'payment/card-payment-screen.tsx',
  'payment-success': 'payment/payment-success-screen.tsx',
  'payment-failed': 'payment/payment-failed-screen.tsx',
} as const satisfies Readonly<Record<string, `${string}-screen.tsx`>>;

/**
 * Steps whose screen uses a desktop's width (plans in a grid, the order's summary beside the
 * form, the paid order's facts beside what happens next); every other step keeps a reading column.
 */
export const PURCHASE_WIDE_STEPS: ReadonlySet<string> = new Set([
  'pre-checkout',
  'order-summary',
  'payment-success',
]);

/**
 * Steps that show "Your order" beside them on a desktop (the plan, extras and total chosen so far):
 * the steps after plan selection that collect the order's details or its payment. Plan selection
 * and the summary show the order themselves; the account steps are not about the order.
 */
export const PURCHASE_ASIDE_STEPS: ReadonlySet<string> = new Set([
  'addon-selection',
  'connection-details',
  'personal-details',
  'address-details',
  'manual-ekyc',
  'delivery',
  'payment-method-selector',
  'payment',
]);
