import { servicePaymentFlow } from '@senda/core/navigation';
import type { ComponentType, LazyExoticComponent } from 'react';
import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { Skeleton } from '../../../design-system';
import { LineNotFound } from '../line-not-found';

/** The page of each flow paid on these pages, by the flow's id, loaded when opened. */
export type PaidFlowPages = Readonly<Record<string, LazyExoticComponent<ComponentType>>>;

/**
 * /manage/payment, /manage/payment-success and /manage/payment-failed, shared by every paid
 * service request: the address names the flow (`flow=<id>`, read and checked by core), whose page
 * runs its machine for the line and shows the payment, its failure or the result. An address that
 * names no flow paid here names no request the customer can see. The flows' pages are given by the
 * route table (app/service-payment-route.tsx), which holds each flow's page loader.
 */
export function ServicePaymentPage({ flowPages }: { flowPages: PaidFlowPages }) {
  const flow = servicePaymentFlow(useLocation().search);
  if (flow === null) {
    return (
      <LineNotFound
        titleId="service_request_status.not_found.title"
        bodyId="service_request_status.not_found.body"
      />
    );
  }
  const FlowPage = flowPages[flow];
  if (!FlowPage) return null;
  return (
    <Suspense fallback={<Skeleton height="16rem" />}>
      <FlowPage />
    </Suspense>
  );
}
