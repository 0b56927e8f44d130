import { PAID_FLOWS } from '@senda/core/navigation';
import { lazy } from 'react';
import {
  type PaidFlowPages,
  ServicePaymentPage,
} from '../features/manage/service-payment/service-payment-page';
import { serviceFlowPages } from './service-flow-pages';

/** The page of each flow paid on the service payment pages (its route table entry's module). */
export const PAID_FLOW_PAGES: PaidFlowPages = Object.fromEntries(
  PAID_FLOWS.map((flow) => [flow.id, lazy(serviceFlowPages(flow.id).load)]),
);

/**
 * The service payment pages' route module, loaded with them (not in the first load): the shared
 * page, given the page of every flow paid there from the route table's loaders (a feature does
 * not import app/).
 */
export default function ServicePaymentRoute() {
  return <ServicePaymentPage flowPages={PAID_FLOW_PAGES} />;
}
