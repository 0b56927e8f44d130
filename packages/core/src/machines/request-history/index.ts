export { lineRequestsQuery } from './request-history.queries.ts';
export {
  type LineRequestsData,
  type LineRequestsQuery,
  loadLineRequests,
} from './request-history.services.ts';
export {
  type RequestHistoryView,
  type RequestRowView,
  requestHistoryView,
  requestRowView,
  requestStatusPath,
  type ServiceRequestHubView,
  serviceRequestHubView,
} from './request-history.view.ts';
