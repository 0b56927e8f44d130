import type { Line } from '@senda/core';
import { PLAN_SWITCH_ROUTES, type ServiceFlowId, TERMINATION_ROUTES } from '@senda/core/navigation';
import type { ComponentType } from 'react';
import { ChangePlanAction } from './plan-switch/change-plan-action';
import { CancelLineAction } from './termination/cancel-line-action';

/**
 * The app's part of each service flow's manifest (core's SERVICE_FLOWS has the data part), keyed
 * by the flow's id, one entry per flow: a manifest added without its entry here fails the
 * typecheck, and app/flow-parts.test.ts checks what each manifest asks for is here.
 */
export interface ServiceFlowParts {
  /**
   * The page module that shows every route its manifest lists, and the shared service payment
   * pages for it when its manifest says `servicePayment`.
   */
  load: () => Promise<{ default: ComponentType }>;
  /** Analytics page names of its routes. */
  pageNames: Readonly<Record<string, string>>;
  /** Its entry on the line page and the request hub, when its manifest has a line action. */
  LineAction: ComponentType<{ line: Line }> | null;
}

export const SERVICE_FLOW_PARTS = {
  'plan-switch': {
    load: () => import('./plan-switch/plan-switch-page'),
    pageNames: {
      [PLAN_SWITCH_ROUTES.plans]: 'Plan Switch Plans',
      [PLAN_SWITCH_ROUTES.planDetails]: 'Plan Switch Plan Details',
      [PLAN_SWITCH_ROUTES.orderSummary]: 'Plan Switch Order Summary',
    },
    LineAction: ChangePlanAction,
  },
  termination: {
    load: () => import('./termination/termination-page'),
    pageNames: {
      [TERMINATION_ROUTES.request]: 'Termination Request',
      [TERMINATION_ROUTES.stay]: 'Termination Stay',
      [TERMINATION_ROUTES.submit]: 'Termination Submit',
      [TERMINATION_ROUTES.success]: 'Termination Success',
    },
    LineAction: CancelLineAction,
  },
} as const satisfies Readonly<Record<ServiceFlowId, ServiceFlowParts>>;

export const serviceFlowParts = (id: ServiceFlowId): ServiceFlowParts => SERVICE_FLOW_PARTS[id];
