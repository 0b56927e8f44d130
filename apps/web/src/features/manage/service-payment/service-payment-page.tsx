import { PAID_FLOWS, servicePaymentFlow } from '@senda/core/navigation';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { Skeleton } from '../../../design-system';
import { LineNotFound } from '../line-not-found';
import { serviceFlowParts } from '../service-flow-parts';

/** The page of each flow paid on these pages (its service-flow part's module), loaded when opened. */
export const PAID_FLOW_PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> =
  Object.fromEntries(PAID_FLOWS.map((flow) => [flow.id, lazy(serviceFlowParts(flow.id).load)]));

/**
 * /manage/payment, /manage/payment-success and /manage/payment-failed, shared by every paid
 * service request: the address names the flow (`flow=<id>`, read and checked by core), whose page
 * runs its machine for the line and shows the payment, its failure or the result. An address that
 * names no flow paid here names no request the customer can see.
 */
export default function ServicePaymentPage() {
  const flow = servicePaymentFlow(useLocation().search);
  if (flow === null) {
    return (
      <LineNotFound
        titleId="service_request_status.not_found.title"
        bodyId="service_request_status.not_found.body"
      />
    );
  }
  const FlowPage = PAID_FLOW_PAGES[flow];
  if (!FlowPage) return null;
  return (
    <Suspense fallback={<Skeleton height="16rem" />}>
      <FlowPage />
    </Suspense>
  );
}
