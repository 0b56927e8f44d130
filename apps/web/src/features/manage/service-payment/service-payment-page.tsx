import { servicePaymentFlow } from '@senda/core/navigation';
import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { Skeleton } from '../../../design-system';
import { LineNotFound } from '../line-not-found';
import { PAID_FLOW_PAGES } from './paid-flow-pages';

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
  return (
    <Suspense fallback={<Skeleton height="16rem" />}>
      <FlowPage />
    </Suspense>
  );
}
