export {
  type LineRequestsData,
  type LineRequestsQuery,
  loadLineRequests,
} from './service-requests.services.ts';
export {
  type RequestHistoryView,
  type RequestRowView,
  requestHistoryView,
  requestRowView,
  requestStatusPath,
  type ServiceRequestHubView,
  serviceRequestHubView,
} from './service-requests.view.ts';
