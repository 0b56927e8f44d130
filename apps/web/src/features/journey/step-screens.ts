import type { ComponentType } from 'react';

/**
 * Which screen renders which journey step, by step name. The journey JSON decides the order and
 * the conditions; this only maps a name to its screen, so a product team can reorder steps
 * without touching it. A step a journey file names but this map does not know is a defect that
 * `journey-steps.test.ts` catches.
 */
type ScreenModule = () => Promise<{ default: ComponentType }>;

export const STEP_SCREENS: Readonly<Record<string, ScreenModule>> = {
  'retail-onboarding': () => import('../purchase/retail-onboarding/retail-onboarding-screen'),
  'pre-checkout': () => import('../purchase/pre-checkout/pre-checkout-screen'),
  'addon-selection': () => import('../purchase/addon-selection/addon-selection-screen'),
  signup: () => import('../purchase/auth/signup-screen'),
  login: () => import('../purchase/auth/login-screen'),
  'verify-otp-signup': () => import('../purchase/verify-otp/verify-otp-screen'),
  'verify-otp-login': () => import('../purchase/verify-otp/verify-otp-screen'),
  'pending-orders': () => import('../purchase/pending-orders/pending-orders-screen'),
  'pending-order-details': () => import('../purchase/pending-orders/pending-order-details-screen'),
  'connection-details': () => import('../purchase/connection-details/connection-details-screen'),
  'personal-details': () => import('../purchase/personal-details/personal-details-screen'),
  'address-details': () => import('../purchase/address-details/address-details-screen'),
  'manual-ekyc': () => import('../purchase/manual-ekyc/manual-ekyc-screen'),
  delivery: () => import('../purchase/delivery/delivery-screen'),
  'order-summary': () => import('../purchase/order-summary/order-summary-screen'),
  'payment-method-selector': () => import('../purchase/payment/payment-method-screen'),
  payment: () => import('../purchase/payment/card-payment-screen'),
  'payment-success': () => import('../purchase/payment/payment-success-screen'),
  'payment-failed': () => import('../purchase/payment/payment-failed-screen'),
};

/**
 * Steps whose screen uses a desktop's width (plans in a grid, the order's summary beside the
 * form); every other step keeps a reading column. Known before the screen's code loads, so the
 * page has its width from the first paint and nothing moves when the screen arrives.
 */
export const WIDE_STEP_SCREENS: ReadonlySet<string> = new Set(['pre-checkout', 'order-summary']);
