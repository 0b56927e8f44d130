import type { Snapshot } from 'xstate';
import type { ServiceRequestStatus } from '../../gateway/enums.ts';
import type {
  JourneyData,
  JourneyEvent,
  JourneyFacts,
  JourneyOutcome,
  JourneyStepData,
} from '../../journey/index.ts';

/**
 * The types every service request shares (plan switch, SIM replacement, termination, number
 * change…). A flow's gateway answers are turned into these by its `<flow>.services.ts`.
 */

/** How a flow collects what it submits: a journey from journeys/*.json, or one form. */
export type ServiceRequestCollect =
  | {
      kind: 'journey';
      /** The journey file (journeys/<flow>.json), checked and compiled by the template. */
      source: unknown;
      /**
       * The final steps after which what was collected is submitted. The journey ending anywhere
       * else (an exit, a failed payment's page) means the customer left the flow: nothing is sent.
       */
      submitOn: readonly string[];
    }
  | { kind: 'form' };

/** The message ids a flow shows; each flow names its own so the sentences can say what it is. */
export interface ServiceRequestMessages {
  /** The line may not have this request, when the eligibility answer gives no reason of its own. */
  notEligible: string;
  /** The request could not be sent (no answer, a refusal without a code we know). */
  submitFailed: string;
  /** The request was processed and failed, when the status answer gives no reason. */
  failed: string;
  cancelled: string;
  cancelFailed: string;
  /** The status did not settle within the §9 polling window: the status page is where to look. */
  followLater: string;
}

export interface ServiceRequestOptions {
  /** The machine id, and the name the flow's progress is saved under. */
  id: string;
  collect: ServiceRequestCollect;
  messages: ServiceRequestMessages;
}

/** What the flow is about: a line (simNumber) or an account (accountNumber). */
export interface ServiceRequestSubjectInput {
  subject: string;
}

export interface ServiceRequestEligibility {
  eligible: boolean;
  /** A message id for why not, when the gateway gives one. */
  reasonMessageId?: string | undefined;
}

/** Whether a request (one already pending for the subject, or the one just sent) may be cancelled. */
export interface ServiceRequestCancelEligibility {
  cancelable: boolean;
  /** The pending request the answer is about, when the gateway names one. */
  requestId?: string | undefined;
}

export interface ServiceRequestCancelEligibilityInput extends ServiceRequestSubjectInput {
  /** The request this flow sent, or null before anything was sent. */
  requestId: string | null;
}

export interface SubmitServiceRequestInput extends ServiceRequestSubjectInput {
  data: JourneyData;
  /** Where the journey ended (null for a form). */
  journeyOutcome: JourneyOutcome | null;
}

export interface SubmittedServiceRequest {
  requestId: string;
}

export interface ServiceRequestStatusInput extends ServiceRequestSubjectInput {
  requestId: string;
}

/** One read of the request's status (§4 port-in and service-request statuses). */
export interface ServiceRequestStatusAnswer {
  status: ServiceRequestStatus;
  /** A message id for why it failed, when the gateway gives one. */
  reasonMessageId?: string | undefined;
}

export interface CancelServiceRequestInput extends ServiceRequestSubjectInput {
  requestId: string | null;
}

/** Where a flow resumes after a reload: restoreServiceRequest reads it back from storage. */
export interface ServiceRequestResume {
  /** The submitted request: its status is followed again instead of collecting anew. */
  requestId: string | null;
  data: JourneyData;
  /** The journey child's persisted snapshot, to resume at the same step. */
  journey: Snapshot<unknown> | null;
  /** A message id to show once (the journey had to start over), or null. */
  notice: string | null;
}

export interface ServiceRequestInput extends ServiceRequestSubjectInput {
  /** Facts for the journey's conditions (product type, payment due…). */
  facts?: Partial<JourneyFacts> | undefined;
  resume?: ServiceRequestResume | null | undefined;
}

export type ServiceRequestEnding = ServiceRequestOutput['outcome'];

export interface ServiceRequestContext {
  subject: string;
  facts: Partial<JourneyFacts>;
  /** What was collected, by step name (a form's fields under FORM_STEP). */
  data: JourneyData;
  /** The journey child's persisted snapshot while collecting, so a reload resumes at its step. */
  journey: Snapshot<unknown> | null;
  journeyOutcome: JourneyOutcome | null;
  requestId: string | null;
  /** A request already pending for the subject, found by the cancel-eligibility check. */
  pendingRequestId: string | null;
  cancelable: boolean;
  /** The last status read, for the status page. */
  status: ServiceRequestStatus | null;
  /** Status reads of the current request (§9: at most API_POLLING_ATTEMPTS in one go). */
  pollAttempts: number;
  refusalMessageId: string | null;
  failureMessageId: string | null;
  notice: string | null;
  ending: ServiceRequestEnding | null;
}

export type ServiceRequestEvent =
  | JourneyEvent
  /** A form flow sends what was typed. */
  | { type: 'SUBMIT'; data?: JourneyStepData }
  /** Again: the eligibility check that could not be made, or the same data sent once more. */
  | { type: 'RETRY' }
  /** Back to what was collected, to change it before sending again. */
  | { type: 'EDIT' }
  | { type: 'CANCEL' }
  /** From the status page: read the status again after the polling window ran out. */
  | { type: 'CHECK_AGAIN' }
  | { type: 'DISMISS_SERVICE_REQUEST_NOTICE' };

export type ServiceRequestOutput =
  | { outcome: 'succeeded'; requestId: string }
  | { outcome: 'not-eligible'; messageId: string }
  | { outcome: 'cancelled'; requestId: string | null; messageId: string }
  /** The journey ended without anything to submit (an exit, a failed payment's page). */
  | { outcome: 'left'; journey: JourneyOutcome };

/** Told to whoever listens (`actor.on(...)`): the app records, routes and notifies from these. */
export type ServiceRequestEmitted =
  | { type: 'serviceRequest.submitted'; requestId: string }
  | { type: 'serviceRequest.succeeded'; requestId: string }
  | { type: 'serviceRequest.failed'; requestId: string; messageId: string }
  | { type: 'serviceRequest.cancelled'; requestId: string | null }
  /** The §9 window ran out: the request's status page is the place to come back to. */
  | { type: 'serviceRequest.followLater'; requestId: string };

/** Parameters of the provided persistence action: what a reload needs to resume. */
export interface ServiceRequestProgress {
  requestId: string | null;
  data: JourneyData;
  journey: Snapshot<unknown> | null;
}
