export {
  getServiceRequestStatus,
  getServiceRequestStatusEndpoint,
} from './get-service-request-status.ts';
export { listServiceRequests, listServiceRequestsEndpoint } from './list-service-requests.ts';
export {
  PLAN_SWITCH_TIMINGS,
  type PlanSwitchTiming,
  PlanSwitchTimingSchema,
} from './plan-switch-timing.schema.ts';
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
