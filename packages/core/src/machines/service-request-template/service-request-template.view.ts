import * as v from 'valibot';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ServiceRequestStatus } from '../../gateway/enums.ts';
import type { MessageValues } from '../../i18n/message-values.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import type { JourneyData } from '../../journey/index.ts';
import type { StepUpMachine } from '../step-up/step-up.machine.ts';
import type { ServiceRequestMachineOf } from './service-request-template.machine.ts';
import type {
  ServiceRequestCheckpoint,
  ServiceRequestEvent,
  ServiceRequestPaymentDue,
  SubmittedServiceRequest,
} from './service-request-template.types.ts';

/**
 * What a service-request screen renders, read from the template's snapshot: screens switch on
 * `phase` and never on state names, and offer only the events listed in `can`.
 */
export type ServiceRequestPhase =
  /** Eligibility or cancel eligibility is being asked. */
  | 'checking'
  /** The eligibility check got no answer: RETRY. */
  | 'checkFailed'
  | 'notEligible'
  /** The journey's step (`step`) or the form is shown. */
  | 'collecting'
  /**
   * Everything collected, the review step (`step`) shown: SUBMIT sends it, EDIT goes back. Also
   * while the account's address approves the submit: then `stepUp` is set.
   */
  | 'confirming'
  | 'submitting'
  /** Not sent: RETRY with the same data, or EDIT it. */
  | 'submitFailed'
  /** The request is created and its order (`payment`) is being paid (/manage/payment). */
  | 'paying'
  /** The order was not paid: RETRY pays the same order again. */
  | 'paymentFailed'
  /** Sent; its status is read every second. */
  | 'following'
  /** The spec's window ran out still moving: the status page, CHECK_AGAIN. */
  | 'followLater'
  | 'cancelling'
  | 'succeeded'
  /** Processed and refused: RETRY or EDIT. */
  | 'failed'
  | 'cancelled'
  /** The journey ended without a request (an exit, a failed payment's page). */
  | 'left';

type CommandType = Extract<
  ServiceRequestEvent['type'],
  'SUBMIT' | 'RETRY' | 'EDIT' | 'CANCEL' | 'CHECK_AGAIN'
>;

export interface ServiceRequestView<
  TEligible = null,
  TSubmitted extends SubmittedServiceRequest = SubmittedServiceRequest,
  TRefusal extends string = string,
> {
  phase: ServiceRequestPhase;
  /** The step shown while collecting or confirming (FORM_STEP for a form), or null. */
  step: string | null;
  data: JourneyData;
  /** What the eligible answer carried (the flow's own type). */
  eligibility: TEligible | null;
  /** The flow's own reason for a refusal, when not eligible. */
  refusal: TRefusal | null;
  /** The submit answer of this run, with the flow's own fields. */
  submitted: TSubmitted | null;
  checkpoint: ServiceRequestCheckpoint;
  /** The order to pay, once submitted with something due. */
  payment: ServiceRequestPaymentDue | null;
  requestId: string | null;
  status: ServiceRequestStatus | null;
  /** Why not eligible, why it was not sent, paid or done: a message id, or null. */
  messageId: MessageId | null;
  /** The values the refusal's message names. */
  messageValues: MessageValues | null;
  /** A one-off notice (a refused cancel, the journey started over, the window ran out). */
  notice: MessageId | null;
  /** The commands the screen may offer now. */
  can: Readonly<Record<CommandType, boolean>>;
  /**
   * The step-up the submit waits for (a flow with the `stepUp` option): the shared
   * "confirm it's you" step renders it, over the review; EDIT (or BACK) returns to the review.
   */
  stepUp: ActorRefFrom<StepUpMachine> | null;
}

type ServiceRequestSnapshot<
  TEligible,
  TSubmitted extends SubmittedServiceRequest,
  TRefusal extends string,
> = SnapshotFrom<ServiceRequestMachineOf<TEligible, TSubmitted, TRefusal>>;

/**
 * The template's states are flat: each one a phase, but for the busy checks and status reads.
 *
 * The approval reads as the review it stands on, with `stepUp` set, rather than as a
 * phase of its own: every flow's screen map (SCREEN_BY_PHASE, exhaustive over the phases) stays
 * as it is, each flow's page keeps the review's address (where a reload on the approval lands: the
 * proof is never saved, so the review asks again), and one place, the app's flow shell, shows the
 * step whenever a view carries `stepUp`.
 */
const PHASE_BY_STATE: Readonly<Record<string, ServiceRequestPhase>> = {
  eligibilityFailed: 'checkFailed',
  notEligible: 'notEligible',
  collecting: 'collecting',
  confirming: 'confirming',
  approving: 'confirming',
  submitting: 'submitting',
  submitFailed: 'submitFailed',
  paying: 'paying',
  paymentFailed: 'paymentFailed',
  followLater: 'followLater',
  cancelling: 'cancelling',
  succeeded: 'succeeded',
  failed: 'failed',
  cancelled: 'cancelled',
  left: 'left',
};

function phaseOf<TE, TS extends SubmittedServiceRequest, TR extends string>(
  snapshot: ServiceRequestSnapshot<TE, TS, TR>,
): ServiceRequestPhase {
  const found = typeof snapshot.value === 'string' ? PHASE_BY_STATE[snapshot.value] : undefined;
  if (found) return found;
  return snapshot.hasTag('following') ? 'following' : 'checking';
}

const StepSchema = v.object({ context: v.object({ current: v.nullable(v.string()) }) });

/** The step the collect child shows (its snapshot is checked: the child may be any logic). */
function collectStep<TE, TS extends SubmittedServiceRequest, TR extends string>(
  snapshot: ServiceRequestSnapshot<TE, TS, TR>,
): string | null {
  const parsed = v.safeParse(StepSchema, snapshot.children.collect?.getSnapshot());
  return parsed.success ? parsed.output.context.current : null;
}

function stepOf<TE, TS extends SubmittedServiceRequest, TR extends string>(
  snapshot: ServiceRequestSnapshot<TE, TS, TR>,
  phase: ServiceRequestPhase,
): string | null {
  if (phase === 'collecting') return collectStep(snapshot);
  const outcome = snapshot.context.journeyOutcome;
  return phase === 'confirming' && outcome?.kind === 'final' ? outcome.step : null;
}

export function serviceRequestView<
  TEligible = null,
  TSubmitted extends SubmittedServiceRequest = SubmittedServiceRequest,
  TRefusal extends string = string,
>(
  snapshot: ServiceRequestSnapshot<TEligible, TSubmitted, TRefusal>,
): ServiceRequestView<TEligible, TSubmitted, TRefusal> {
  const { context } = snapshot;
  const phase = phaseOf(snapshot);
  const messageId =
    phase === 'notEligible'
      ? context.refusalMessageId
      : phase === 'submitFailed' || phase === 'failed' || phase === 'paymentFailed'
        ? context.failureMessageId
        : null;
  return {
    phase,
    step: stepOf(snapshot, phase),
    data: context.data,
    eligibility: context.eligibility,
    refusal: context.refusal,
    submitted: context.submitted,
    checkpoint: context.checkpoint,
    payment: context.payment,
    requestId: context.requestId,
    status: context.status,
    messageId,
    messageValues: phase === 'notEligible' ? context.refusalValues : null,
    notice: context.notice,
    can: {
      SUBMIT: snapshot.can({ type: 'SUBMIT' }),
      RETRY: snapshot.can({ type: 'RETRY' }),
      EDIT: snapshot.can({ type: 'EDIT' }),
      CANCEL: snapshot.can({ type: 'CANCEL' }),
      CHECK_AGAIN: snapshot.can({ type: 'CHECK_AGAIN' }),
    },
    stepUp: isApproving(snapshot.value)
      ? ((snapshot.children.stepUp as ActorRefFrom<StepUpMachine> | undefined) ?? null)
      : null,
  };
}

/** The approval's state, read from the value (a flow's states differ by its options). */
function isApproving(value: unknown): boolean {
  return value === 'approving';
}
