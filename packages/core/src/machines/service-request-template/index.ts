export { type RefusalNextStep, refusalNextStep } from './refusal-next-step.ts';
export { REVIEW_STEP, reviewOnlyCollector } from './review-only.collect.ts';
export {
  FORM_STEP,
  requestFailureMessageId,
  type ServiceRequestKind,
  type ServiceRequestStatusPhase,
  serviceRequestKindLabel,
  serviceRequestPhase,
  serviceRequestReasonLabel,
  serviceRequestStatusLabel,
} from './service-request.rules.ts';
export { connectServiceRequestAnalytics, serviceRequestJourneyRef } from './service-request-analytics.ts';
export { collectChild, formCollector, journeyCollector } from './service-request-template.collect.ts';
export {
  createServiceRequestMachine,
  type ServiceRequestMachine,
  type ServiceRequestMachineOf,
} from './service-request-template.machine.ts';
export {
  readServiceRequestResultQuery,
  type ServiceRequestResultQuery,
  servicePaymentFlowPagePath,
  serviceRequestPagePath,
} from './service-request-template.pages.ts';
export {
  clearSavedServiceRequest,
  restoreServiceRequest,
  SERVICE_REQUEST_PERSISTENCE_FORMAT,
  type ServiceRequestFlow,
  saveServiceRequest,
  serviceRequestStorageKey,
  withServiceRequestPersistence,
} from './service-request-template.persistence.ts';
export {
  provideServiceRequest,
  type ServiceRequestActors,
  serviceRequestInput,
} from './service-request-template.provide.ts';
export type {
  CancelServiceRequestInput,
  CollectChild,
  CollectInput,
  CollectLogic,
  ServiceRequestCancelEligibility,
  ServiceRequestCancelEligibilityInput,
  ServiceRequestCheckpoint,
  ServiceRequestCollector,
  ServiceRequestContext,
  ServiceRequestEligibility,
  ServiceRequestEmitted,
  ServiceRequestEvent,
  ServiceRequestInput,
  ServiceRequestMessages,
  ServiceRequestOptions,
  ServiceRequestOutput,
  ServiceRequestOwner,
  ServiceRequestPaymentDue,
  ServiceRequestPaymentInput,
  ServiceRequestPaymentOutput,
  ServiceRequestProgress,
  ServiceRequestResume,
  ServiceRequestStatusAnswer,
  ServiceRequestStatusInput,
  ServiceRequestStepUp,
  ServiceRequestStepUpInput,
  ServiceRequestSubjectInput,
  SubmitServiceRequestInput,
  SubmittedServiceRequest,
} from './service-request-template.types.ts';
export {
  type ServiceRequestPhase,
  type ServiceRequestView,
  serviceRequestView,
} from './service-request-template.view.ts';
export { type TemplateEvent, type TemplateEventPayload, templateEvent } from './template-event.ts';
