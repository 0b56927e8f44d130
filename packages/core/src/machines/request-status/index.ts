export {
  type ServiceRequestStatusMachine,
  serviceRequestStatusMachine,
} from './request-status.machine.ts';
export {
  portInTimeline,
  provideServiceRequestStatusMachine,
  readRequestTimeline,
  readStatusTarget,
} from './request-status.services.ts';
export type {
  RequestTimeline,
  ServiceRequestStatusContext,
  ServiceRequestStatusEvent,
  ServiceRequestStatusPageInput,
  StatusTarget,
} from './request-status.types.ts';
export {
  type RequestTimelineView,
  requestTimelineView,
  type ServiceRequestStatusPagePhase,
  type ServiceRequestStatusView,
  serviceRequestStatusView,
  type TimelineStep,
} from './request-status.view.ts';
