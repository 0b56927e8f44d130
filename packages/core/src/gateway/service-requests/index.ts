export {
  getServiceRequestStatus,
  getServiceRequestStatusEndpoint,
} from './get-service-request-status.ts';
export { listServiceRequests, listServiceRequestsEndpoint } from './list-service-requests.ts';
export type {
  PlanSwitchDetails,
  ServiceRequest,
  ServiceRequestStatusChange,
} from './service-request.schema.ts';
export {
  PlanSwitchDetailsSchema,
  ServiceRequestSchema,
  ServiceRequestStatusChangeSchema,
} from './service-request.schema.ts';
