import type { JOURNEY_RUNTIME_FLOWS } from '@senda/core/navigation';
import type { ComponentType } from 'react';

/**
 * The app's part of each journey-runtime flow's manifest (core's navigation/journey-flow-manifests.ts
 * has the data part): which screen renders which step of the flow's own journey. A service flow's
 * steps are shown by its own page (features/manage/<flow>/), so it has no entry here. Screens are looked up in the flow's own map, never by a step name
 * shared across journeys: plan switch's `order-summary` is not the purchase's. The journey JSON
 * decides the order and the conditions; a step a journey file names without a screen in its own
 * flow is caught by `journey-steps.test.ts`. scripts/vite/route-preload.ts reads the screens'
 * imports from this file's source, so every import here is a step's screen.
 */
/** The flows JourneyRoot runs (the purchase's two journeys). */
type JourneyRuntimeFlowId = (typeof JOURNEY_RUNTIME_FLOWS)[number]['id'];

type ScreenModule = () => Promise<{ default: ComponentType }>;

export interface FlowScreens {
  /** Screens by step name, for this flow's journey only. */
  steps: Readonly<Record<string, ScreenModule>>;
  /**
   * Steps whose screen uses a desktop's width (plans in a grid, the order's summary beside the
   * form); every other step keeps a reading column. Known before the screen's code loads, so the
   * page has its width from the first paint and nothing moves when the screen arrives.
   */
  wide: ReadonlySet<string>;
}

const PURCHASE_STEPS: Readonly<Record<string, ScreenModule>> = {
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
const PURCHASE_WIDE: ReadonlySet<string> = new Set(['pre-checkout', 'order-summary']);

export const FLOW_SCREENS = {
  purchase: {
    steps: PURCHASE_STEPS,
    wide: PURCHASE_WIDE,
  },
  'retail-purchase': {
    steps: PURCHASE_STEPS,
    wide: PURCHASE_WIDE,
  },
} as const satisfies Readonly<Record<JourneyRuntimeFlowId, FlowScreens>>;

const screensOf = (flowId: string): FlowScreens | undefined =>
  Object.entries(FLOW_SCREENS).find(([id]) => id === flowId)?.[1];

/** The screen of a step of this flow's journey, or undefined when the flow has none for it. */
export function stepScreen(flowId: string, stepName: string): ScreenModule | undefined {
  const steps = screensOf(flowId)?.steps;
  return steps && Object.hasOwn(steps, stepName) ? steps[stepName] : undefined;
}

export const isWideStep = (flowId: string, stepName: string): boolean =>
  screensOf(flowId)?.wide.has(stepName) ?? false;
