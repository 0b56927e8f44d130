import type { PaidFlowId } from '@senda/core/navigation';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * The page of each flow whose requests are paid on the shared service payment pages (core's
 * PAID_FLOWS), by the flow's id: the flow's machine holds the payment, so its page shows
 * /manage/payment, -success and -failed for it. A manifest that gains `servicePayment: true`
 * needs its page here (the typecheck and app/flow-parts.test.ts say so).
 */
export const PAID_FLOW_PAGES = {
  'plan-switch': lazy(() => import('../plan-switch/plan-switch-page')),
} as const satisfies Readonly<Record<PaidFlowId, LazyExoticComponent<ComponentType>>>;
