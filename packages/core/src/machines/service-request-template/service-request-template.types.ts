import type { AnyActorLogic, EventObject, InputFrom, OutputFrom } from 'xstate';
import type { ServiceRequestStatus } from '../../gateway/enums.ts';
import type { StepUpAction } from '../../gateway/session/step-up.ts';
import type { MessageValues } from '../../i18n/message-values.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import type {
  JourneyContext,
  JourneyData,
  JourneyDefinition,
  JourneyEvent,
  JourneyFactPatch,
  JourneyFactValues,
  JourneyMachine,
  JourneyOutcome,
} from '../../journey/index.ts';

/**
 * The types every service request shares (plan switch, SIM replacement, termination, number
 * change…). A flow's gateway answers are turned into these by its `<flow>.services.ts`; what is
 * particular to a flow (a win-back offer, a replacement fee, number candidates) rides in the two
 * type parameters: `TEligible` (what an eligible answer carries) and `TSubmitted` (what the submit
 * answer carries beyond the request id and the order to pay).
 */

/**
 * How a flow collects what it submits: one child with one contract, a compiled journey
 * (journeyCollector) or a one-step form (formCollector).
 *
 * - input: CollectInput; events: the journey's (NEXT, BACK, UPDATE_DATA…), forwarded as they come;
 * - its snapshot's context has `current` (the step shown) and `journeyData` (what was typed);
 * - it ends like a journey: on a final step or through an exit (JourneyOutcome).
 *
 * Ending on a step of `submitOn` means everything is collected: the template shows that step for
 * confirmation (phase `confirming`) and SUBMIT sends it. Any other ending is the customer leaving.
 */
export interface ServiceRequestCollector {
  /** The child, invoked as `collect`: made by collectChild, so tsc has checked its contract. */
  logic: CollectLogic;
  /** Final steps that review what was collected before it is sent. */
  submitOn: readonly string[];
  /** The journey behind the child (null for a form): the saves are journey records. */
  journey: JourneyDefinition | null;
  journeyMachine: JourneyMachine | null;
}

declare const collectChecked: unique symbol;

/**
 * A collect child's logic once tsc has checked it (collectChild): it takes CollectInput and ends
 * with a JourneyOutcome. Its snapshot is still read through a schema: a child that ends at once
 * (renew now's) has no step to show.
 */
export type CollectLogic = AnyActorLogic & { readonly [collectChecked]: true };

/** `TLogic` if it can be the collect child (it takes CollectInput, it ends with a JourneyOutcome), else never. */
export type CollectChild<TLogic extends AnyActorLogic> =
  CollectInput extends InputFrom<TLogic>
    ? OutputFrom<TLogic> extends JourneyOutcome
      ? TLogic
      : never
    : never;

/** What the collect child starts from. */
export interface CollectInput {
  /** Facts of the flow's own vocabulary (what the parent was given or learned); none by default. */
  facts?: JourneyFactPatch | undefined;
  journeyData: JourneyData;
  autoStart: true;
  /** Where a journey resumes (a reload, EDIT from the review); null starts at its first step. */
  resume: JourneyContext | null;
  /**
   * Opened again from the review (EDIT, BACK) rather than started or reloaded: a child that keeps
   * no journey position (card update's) starts its last step afresh instead of ending at once.
   */
  reopened?: boolean | undefined;
}

/** The message ids a flow shows; each flow names its own so the sentences can say what it is. */
export interface ServiceRequestMessages {
  /** The line may not have this request, when the eligibility answer gives no reason of its own. */
  notEligible: MessageId;
  /** The request could not be sent (no answer, a refusal without a code we know). */
  submitFailed: MessageId;
  /** The request was processed and failed, when the status answer gives no reason. */
  failed: MessageId;
  /** The request was cancelled (withdrawn here, or the gateway's status says so). */
  cancelled: MessageId;
  /** The status did not settle within the spec's polling window: the status page is where to look. */
  followLater: MessageId;
}

/** What a flow's `needed` reads to say whether this submit changes the account. */
export interface ServiceRequestStepUpInput {
  data: JourneyData;
  facts: JourneyFactValues;
  journeyOutcome: JourneyOutcome | null;
}

/**
 * An account-changing flow's second check (step-up.ts): before the submit, the shared
 * step-up runs as the child `stepUp` for `action` on the subject's line, and its proof rides with
 * the submit. `needed` says whether what was collected is account-changing at all (termination's
 * win-back claim is not); every submit needs it when absent.
 */
export interface ServiceRequestStepUp {
  action: StepUpAction;
  needed?: ((input: ServiceRequestStepUpInput) => boolean) | undefined;
  /**
   * The line's account number the proof is for, when the flow's subject is not one (port-in's is
   * the order reference): read from the eligibility's details; undefined for a proof about no
   * line (a delivery's new address). The subject when absent.
   */
  accountNumber?: ((input: { subject: string; eligibility: unknown }) => string | undefined) | undefined;
}

export interface ServiceRequestOptions {
  /** The machine id, and the name the flow's progress is saved under. */
  id: string;
  collect: ServiceRequestCollector;
  messages: ServiceRequestMessages;
  /** Opt-in: the step-up before the submit (SIM replacement, reverse port-out, termination). */
  stepUp?: ServiceRequestStepUp | undefined;
  /**
   * Opt-in: a submit may create an order to pay, paid by the `pay` child (phases paying and
   * paymentFailed). `failed`: the order was not paid (refused, or the customer stopped).
   * Without it the flow has no payment phases and no `pay` child.
   */
  pay?: { failed: MessageId } | undefined;
  /**
   * Opt-in: a request may be withdrawn while the gateway's cancel eligibility allows (CANCEL,
   * phase cancelling; `checkCancelEligibility` and `cancel` are provided). `failed`: the
   * withdrawal was refused. Without it CANCEL is never offered and nothing is asked.
   */
  cancel?: { failed: MessageId } | undefined;
}

/**
 * Who asks, and about what: the customer, and a line (simNumber) or an account (accountNumber).
 * A flow's attempt records (serviceRequestAttempts) are kept for exactly this owner.
 */
export type ServiceRequestSubjectInput = ServiceRequestOwner;

/**
 * The eligibility answer: an eligible one carries the flow's own details (offers, fees, plans), a
 * refusal the flow's own reason (`TRefusal`, e.g. plan switch's SWITCH_PENDING) and the sentence
 * for it.
 */
export type ServiceRequestEligibility<TEligible = null, TRefusal extends string = string> =
  | { eligible: true; details: TEligible }
  | {
      eligible: false;
      reason?: TRefusal | undefined;
      /** A message id for why not; the flow's notEligible when absent. */
      reasonMessageId?: MessageId | undefined;
      /** The values that message names (a wait in minutes, say). */
      reasonValues?: MessageValues | undefined;
    };

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

export interface SubmitServiceRequestInput<TEligible = null> extends ServiceRequestSubjectInput {
  data: JourneyData;
  /** The step the collecting ended on (the review step). */
  journeyOutcome: JourneyOutcome | null;
  /** What the eligible answer carried (the offer chosen from, the fee quoted). */
  eligibility: TEligible | null;
  /** The facts the journey ended with (a win-back's `offerAccepted`), its own vocabulary's. */
  facts: JourneyFactValues;
  /**
   * The step-up proof the customer just gave (a flow with the `stepUp` option; absent otherwise):
   * the submit call carries it in X-Step-Up-Token, and the gateway spends it.
   */
  stepUpToken?: string | undefined;
}

/** The order the gateway created with the request, when something is due now. */
export interface ServiceRequestPaymentDue {
  orderReference: string;
  /** MXN, IVA included. */
  amount: number;
}

/** The submit answer: the request, and the order to pay when something is due. */
export interface SubmittedServiceRequest {
  requestId: string;
  status?: ServiceRequestStatus | undefined;
  /** Absent or null: nothing is due, the request is followed at once. */
  payment?: ServiceRequestPaymentDue | null | undefined;
}

/**
 * The payment child's contract (invoked as `pay` in phase `paying`): it pays the order the submit
 * created, and nothing else. Screens at /manage/payment talk to it; the template forwards every
 * event it does not handle itself.
 */
export interface ServiceRequestPaymentInput extends ServiceRequestPaymentDue {
  requestId: string;
}

export type ServiceRequestPaymentOutput =
  | { outcome: 'paid' }
  | { outcome: 'failed'; messageId?: MessageId | undefined }
  | { outcome: 'cancelled' };

export interface ServiceRequestStatusInput extends ServiceRequestSubjectInput {
  requestId: string;
}

/** One read of the request's status (the spec's port-in and service-request statuses). */
export interface ServiceRequestStatusAnswer {
  status: ServiceRequestStatus;
  /** A message id for why it failed, when the gateway gives one. */
  reasonMessageId?: MessageId | undefined;
}

export interface CancelServiceRequestInput extends ServiceRequestSubjectInput {
  requestId: string | null;
}

/**
 * How far the request got: `submitted` once the gateway has it (and the order, when one is due),
 * `paid` once that order is paid. Nothing walks back over a checkpoint: no EDIT or RETRY path
 * returns to collecting or paying once it is passed.
 */
export type ServiceRequestCheckpoint = 'collecting' | 'submitted' | 'paid';

/** Where a flow resumes after a reload: restoreServiceRequest reads it back from storage. */
export interface ServiceRequestResume {
  requestId: string | null;
  checkpoint: ServiceRequestCheckpoint;
  /** The order to pay, once submitted with something due. */
  payment: ServiceRequestPaymentDue | null;
  data: JourneyData;
  /** The facts the journey had learned (kept when its position cannot be). */
  facts?: JourneyFactPatch | undefined;
  /** The journey's position, to resume at the same step. */
  journey: JourneyContext | null;
  /** A message id to show once (the journey had to start over), or null. */
  notice: MessageId | null;
  /**
   * Saved on the review step (the journey ended on a step of `submitOn`): the review is shown
   * again rather than the journey's first step, with nothing sent.
   */
  reviewing?: JourneyOutcome | null | undefined;
}

/** Whose save this is: saves are kept per flow, customer and subject. */
export interface ServiceRequestOwner {
  customer: string;
  subject: string;
}

export interface ServiceRequestInput extends ServiceRequestOwner {
  /** Facts for the flow's own journey conditions; none are given by default. */
  facts?: JourneyFactPatch | undefined;
  resume?: ServiceRequestResume | null | undefined;
}

export type ServiceRequestEnding = ServiceRequestOutput['outcome'];

export interface ServiceRequestContext<
  TEligible = null,
  TSubmitted extends SubmittedServiceRequest = SubmittedServiceRequest,
  TRefusal extends string = string,
> {
  customer: string;
  subject: string;
  /** The journey's facts: those given, then what the journey learned (kept at every change). */
  facts: JourneyFactValues;
  /** What the eligible answer carried. */
  eligibility: TEligible | null;
  /** What was collected, by step name (a form's fields under FORM_STEP). */
  data: JourneyData;
  /** The journey's position while collecting, so a reload resumes at its step. */
  journey: JourneyContext | null;
  journeyOutcome: JourneyOutcome | null;
  /** Collecting was opened again from the review (EDIT, BACK): told to the collect child. */
  reopened?: boolean;
  checkpoint: ServiceRequestCheckpoint;
  requestId: string | null;
  /** The submit answer of this run (null after a reload: the saved fields above carry on). */
  submitted: TSubmitted | null;
  payment: ServiceRequestPaymentDue | null;
  /** A request already pending for the subject, found by the cancel-eligibility check. */
  pendingRequestId: string | null;
  cancelable: boolean;
  /** The last status read, for the status page. */
  status: ServiceRequestStatus | null;
  /** Status reads of the current request (the spec: at most API_POLLING_ATTEMPTS in one go). */
  pollAttempts: number;
  /** Why the line may not have this request (the flow's own reason), when refused. */
  refusal: TRefusal | null;
  refusalMessageId: MessageId | null;
  refusalValues: MessageValues | null;
  failureMessageId: MessageId | null;
  notice: MessageId | null;
  ending: ServiceRequestEnding | null;
  /**
   * The step-up proof (a flow with the `stepUp` option), from the approval until the submit that
   * spends it. Never saved: a reload on the approval returns to the review, which asks again.
   */
  stepUpToken: string | null;
}

export type ServiceRequestEvent =
  /** Send what was collected (from the review step). */
  | { type: 'SUBMIT' }
  /** Again: the check that got no answer, the same data sent once more, the same order paid again. */
  | { type: 'RETRY' }
  /** Back to what was collected, to change it before anything is sent (from the approval: the review). */
  | { type: 'EDIT' }
  | { type: 'CANCEL' }
  /** From the status page: read the status again after the polling window ran out. */
  | { type: 'CHECK_AGAIN' }
  | { type: 'DISMISS_SERVICE_REQUEST_NOTICE' }
  /** While collecting: the journey's own events, passed to the collect child. */
  | JourneyEvent
  /** While paying: an event for the payment child (the /manage/payment screens' events). */
  | { type: 'PAYMENT'; event: EventObject };

export type ServiceRequestOutput =
  | { outcome: 'succeeded'; requestId: string }
  | { outcome: 'not-eligible'; messageId: MessageId }
  | { outcome: 'cancelled'; requestId: string | null; messageId: MessageId }
  /** The journey ended without anything to submit (an exit). */
  | { outcome: 'left'; journey: JourneyOutcome };

/** Told to whoever listens (`actor.on(...)`): the app records, routes and notifies from these. */
export type ServiceRequestEmitted =
  | { type: 'serviceRequest.submitted'; requestId: string }
  /** `amount`: what the customer agreed to pay (MXN), as analytics report the purchase. */
  | { type: 'serviceRequest.paid'; requestId: string; orderReference: string; amount: number | null }
  | { type: 'serviceRequest.succeeded'; requestId: string }
  | { type: 'serviceRequest.failed'; requestId: string; messageId: MessageId }
  | { type: 'serviceRequest.cancelled'; requestId: string | null }
  /** The spec's window ran out: the request's status page is the place to come back to. */
  | { type: 'serviceRequest.followLater'; requestId: string };

/** Parameters of the provided persistence action: what a reload needs to resume. */
export interface ServiceRequestProgress {
  requestId: string | null;
  checkpoint: ServiceRequestCheckpoint;
  payment: ServiceRequestPaymentDue | null;
  data: JourneyData;
  facts: JourneyFactValues;
  journey: JourneyContext | null;
  /** On the review step, with nothing sent: a form flow shows its review again after a reload. */
  reviewing?: boolean | undefined;
}
