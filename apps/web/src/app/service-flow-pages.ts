import {
  AUTO_RENEWAL_ROUTES,
  NUMBER_CHANGE_ROUTES,
  NUMBER_RECOVERY_ROUTES,
  PLAN_SWITCH_ROUTES,
  PORT_IN_REQUEST_ROUTES,
  RENEW_NOW_ROUTES,
  RESCHEDULE_DELIVERY_ROUTES,
  REVERSE_PORT_OUT_ROUTES,
  type ServiceFlowId,
  SIM_REPLACEMENT_ROUTES,
  TERMINATION_ROUTES,
  UPDATE_CARD_ROUTES,
} from '@senda/core/navigation';
import type { ComponentType } from 'react';

/**
 * The route table's part of each service flow (core's SERVICE_FLOWS has the data part: its routes
 * and their titles), keyed by the flow's id, one entry per flow: the page module its routes load,
 * their analytics page names and how they register. A manifest added without its entry here fails
 * the typecheck, and app/flow-parts.test.ts checks every route is registered. It is route data, in
 * the servicing route table's chunk (servicing-page-routes.ts), which every servicing page loads:
 * each entry is a lazy `import()` (with the preload list of the page's chunks the build adds to
 * it) and strings, and it imports no servicing code. The flows' entries on the line page and the
 * request hub are features/manage/flow-line-actions.tsx, which loads with those pages (issue 33).
 */
export interface ServiceFlowPages {
  /**
   * The page module that shows every route its manifest lists, and the shared service payment
   * pages for it when its manifest says `servicePayment`.
   */
  load: () => Promise<{ default: ComponentType }>;
  /** Analytics page names of its routes. */
  pageNames: Readonly<Record<string, string>>;
  /**
   * Its pages open signed out (an e-mail link whose code signs the customer in); by default a
   * service flow's pages are behind the login guard.
   */
  opensSignedOut?: boolean;
  /**
   * Its page stays mounted from one of its routes to the next (the router shares one component
   * between them), so a flow that ended keeps its outcome on screen: termination's claimed offer
   * and a line closed at once keep no saved progress, and a fresh mount on the success route
   * started the flow over. The other flows mount their page afresh on each route, as they were
   * built and tested (sharing it gave SIM replacement's identity check two page headings).
   */
  keepsPageAcrossRoutes?: boolean;
}

export const SERVICE_FLOW_PAGES = {
  'plan-switch': {
    load: () => import('../features/manage/plan-switch/plan-switch-page'),
    pageNames: {
      [PLAN_SWITCH_ROUTES.plans]: 'Plan Switch Plans',
      [PLAN_SWITCH_ROUTES.planDetails]: 'Plan Switch Plan Details',
      [PLAN_SWITCH_ROUTES.orderSummary]: 'Plan Switch Order Summary',
    },
  },
  'renew-now': {
    load: () => import('../features/manage/renew-now/renew-now-page'),
    pageNames: {
      [RENEW_NOW_ROUTES.review]: 'Renew Now',
    },
  },
  'auto-renewal': {
    load: () => import('../features/manage/auto-renewal/auto-renewal-page'),
    pageNames: {
      [AUTO_RENEWAL_ROUTES.details]: 'Auto Renewal Details',
      [AUTO_RENEWAL_ROUTES.payment]: 'Auto Renewal Payment',
      [AUTO_RENEWAL_ROUTES.cardPayment]: 'Auto Renewal Card Payment',
    },
  },
  'reschedule-delivery': {
    load: () => import('../features/manage/reschedule-delivery/reschedule-delivery-page'),
    pageNames: {
      [RESCHEDULE_DELIVERY_ROUTES.simOnly]: 'Reschedule Delivery Address',
      [RESCHEDULE_DELIVERY_ROUTES.reviewDetail]: 'Reschedule Delivery Review',
      [RESCHEDULE_DELIVERY_ROUTES.payment]: 'Reschedule Delivery Payment',
      [RESCHEDULE_DELIVERY_ROUTES.paymentSuccess]: 'Reschedule Delivery Success',
    },
    // The failed delivery's e-mail link opens the flow signed out; the code checks who may go on.
    opensSignedOut: true,
  },
  'sim-replacement': {
    load: () => import('../features/manage/sim-replacement/sim-replacement-page'),
    pageNames: {
      [SIM_REPLACEMENT_ROUTES.orderRequest]: 'Sim Replacement Order Request',
      [SIM_REPLACEMENT_ROUTES.kyc]: 'Sim Replacement Kyc',
      [SIM_REPLACEMENT_ROUTES.deliveryDetails]: 'Sim Replacement Delivery Details',
      [SIM_REPLACEMENT_ROUTES.orderSummary]: 'Sim Replacement Order Summary',
      [SIM_REPLACEMENT_ROUTES.orderPayment]: 'Sim Replacement Order Payment',
    },
  },
  termination: {
    load: () => import('../features/manage/termination/termination-page'),
    pageNames: {
      [TERMINATION_ROUTES.request]: 'Termination Request',
      [TERMINATION_ROUTES.stay]: 'Termination Stay',
      [TERMINATION_ROUTES.submit]: 'Termination Submit',
      [TERMINATION_ROUTES.success]: 'Termination Success',
    },
    keepsPageAcrossRoutes: true,
  },
  'port-in-request': {
    load: () => import('../features/manage/port-in-request/port-in-request-page'),
    pageNames: {
      [PORT_IN_REQUEST_ROUTES.cancelPortIn]: 'Cancel Port In',
    },
  },
  'reverse-port-out': {
    load: () => import('../features/manage/reverse-port-out/reverse-port-out-page'),
    pageNames: {
      [REVERSE_PORT_OUT_ROUTES.request]: 'Reverse Port Out',
      [REVERSE_PORT_OUT_ROUTES.success]: 'Reverse Port Out Success',
    },
    // A request settled at once keeps its outcome on the success page (its progress is cleared,
    // so a fresh mount there would start the flow over), as termination's does.
    keepsPageAcrossRoutes: true,
  },
  'number-change': {
    load: () => import('../features/manage/number-change/number-change-page'),
    pageNames: {
      [NUMBER_CHANGE_ROUTES.choose]: 'Change Number',
      [NUMBER_CHANGE_ROUTES.details]: 'Change Number Details',
      [NUMBER_CHANGE_ROUTES.status]: 'Change Number Status',
    },
  },
  'number-recovery': {
    load: () => import('../features/manage/number-change/number-recovery-page'),
    pageNames: {
      [NUMBER_RECOVERY_ROUTES.request]: 'Recovery Number',
      [NUMBER_RECOVERY_ROUTES.payment]: 'Recovery Number Payment',
      [NUMBER_RECOVERY_ROUTES.status]: 'Recovery Number Status',
    },
  },
  'card-update': {
    load: () => import('../features/manage/update-card/update-card-page'),
    pageNames: {
      [UPDATE_CARD_ROUTES.verify]: 'Update Card Verify',
      [UPDATE_CARD_ROUTES.request]: 'Update Card Request',
      [UPDATE_CARD_ROUTES.submit]: 'Update Card Submit',
    },
    // The code's timer and the card's frame stay on screen from one page to the next.
    keepsPageAcrossRoutes: true,
  },
} as const satisfies Readonly<Record<ServiceFlowId, ServiceFlowPages>>;

export const serviceFlowPages = (id: ServiceFlowId): ServiceFlowPages => SERVICE_FLOW_PAGES[id];
