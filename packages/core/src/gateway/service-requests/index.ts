export {
  getServiceRequestStatus,
  getServiceRequestStatusEndpoint,
} from './get-service-request-status.ts';
export { listServiceRequests, listServiceRequestsEndpoint } from './list-service-requests.ts';
export type { ServiceRequest, ServiceRequestStatusChange } from './service-request.schema.ts';
export { ServiceRequestSchema, ServiceRequestStatusChangeSchema } from './service-request.schema.ts';
