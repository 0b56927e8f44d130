export {
  type ServiceRequestStatusMachine,
  serviceRequestStatusMachine,
} from './service-request-status.machine.ts';
export {
  provideServiceRequestStatusMachine,
  readRequestTimeline,
  readStatusTarget,
} from './service-request-status.services.ts';
export type {
  RequestTimeline,
  ServiceRequestStatusContext,
  ServiceRequestStatusEvent,
  ServiceRequestStatusPageInput,
  StatusTarget,
} from './service-request-status.types.ts';
export {
  type RequestTimelineView,
  requestTimelineView,
  type ServiceRequestStatusPagePhase,
  type ServiceRequestStatusView,
  serviceRequestStatusView,
  type TimelineStep,
} from './service-request-status.view.ts';
