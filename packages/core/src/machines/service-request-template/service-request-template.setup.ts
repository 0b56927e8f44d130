import * as v from 'valibot';
import { type AnyActorLogic, assign, emit, fromPromise, sendTo, setup } from 'xstate';
import { isMessageId } from '../../i18n/messages/message-ids.ts';
import {
  EMPTY_JOURNEY_VOCABULARY,
  type JourneyContext,
  JourneyDataSchema,
  type JourneyOutcome,
  JourneyOutcomeSchema,
  journeyContextOf,
  vocabularyFacts,
  withStepData,
} from '../../journey/index.ts';
import { type BoundedPollReport, boundedPoll } from '../shared/bounded-poll.machine.ts';
import { stepUpMachine } from '../step-up/step-up.machine.ts';
import type { StepUpOutput } from '../step-up/step-up.types.ts';
import { requestFailureMessageId, serviceRequestPhase } from './service-request.rules.ts';
import type {
  CancelServiceRequestInput,
  ServiceRequestCancelEligibility,
  ServiceRequestCancelEligibilityInput,
  ServiceRequestContext,
  ServiceRequestEligibility,
  ServiceRequestEmitted,
  ServiceRequestEvent,
  ServiceRequestInput,
  ServiceRequestOptions,
  ServiceRequestOutput,
  ServiceRequestPaymentInput,
  ServiceRequestPaymentOutput,
  ServiceRequestProgress,
  ServiceRequestStatusAnswer,
  ServiceRequestStatusInput,
  ServiceRequestSubjectInput,
  SubmitServiceRequestInput,
  SubmittedServiceRequest,
} from './service-request-template.types.ts';

const notProvided = (flow: string, name: string) => async (): Promise<never> => {
  throw new Error(`${flow}: actor "${name}" was not provided`);
};

/** What the collect child has so far, read from its snapshot (checked: the child is any logic). */
const CollectedSchema = v.object({
  context: v.object({ current: v.nullable(v.string()), journeyData: JourneyDataSchema }),
});

/** The payment child's output, checked: a child that ends any other way did not pay. */
const PaymentOutputSchema = v.union([
  v.object({ outcome: v.literal('paid') }),
  v.object({ outcome: v.literal('cancelled') }),
  v.object({ outcome: v.literal('failed'), messageId: v.optional(v.string()) }),
]);

function readPaymentOutput(output: unknown): ServiceRequestPaymentOutput {
  const parsed = v.safeParse(PaymentOutputSchema, output);
  if (!parsed.success) return { outcome: 'failed' };
  const answer = parsed.output;
  if (answer.outcome !== 'failed') return answer;
  return { outcome: 'failed', messageId: isMessageId(answer.messageId) ? answer.messageId : undefined };
}

/** The position one step back from where a journey ended: EDIT from the review returns there. */
function stepBack(journey: JourneyContext | null): JourneyContext | null {
  const previous = journey?.trail.at(-1);
  if (!journey || previous === undefined) return null;
  return { ...journey, current: previous, trail: journey.trail.slice(0, -1), outcome: null };
}

/**
 * The template's named parts, set up once for a flow's options: its actors (the flow's services
 * provide them), guards and actions, and the two pieces the states share (the save of progress,
 * the CANCEL transition). The states that use them are in service-request-template.collecting.ts,
 * service-request-template.following.ts and service-request-template.paying.ts; the machine is
 * assembled in
 * service-request-template.machine.ts.
 */
export function serviceRequestParts<
  TEligible = null,
  TSubmitted extends SubmittedServiceRequest = SubmittedServiceRequest,
  TRefusal extends string = string,
>(options: ServiceRequestOptions) {
  const { id, messages, collect } = options;
  const approval = options.stepUp;
  const submitOn = new Set(collect.submitOn);
  const vocabulary = collect.journey?.vocabulary ?? EMPTY_JOURNEY_VOCABULARY;
  const noPayment: AnyActorLogic = fromPromise<ServiceRequestPaymentOutput, ServiceRequestPaymentInput>(
    notProvided(id, 'pay'),
  );
  // A flow that never cancels never offers it: the answer is always no, and nothing is provided.
  const cancelEligibility = options.cancel
    ? notProvided(id, 'checkCancelEligibility')
    : async (): Promise<ServiceRequestCancelEligibility> => ({ cancelable: false });
  type Context = ServiceRequestContext<TEligible, TSubmitted, TRefusal>;
  type Eligibility = ServiceRequestEligibility<TEligible, TRefusal>;
  type StatusReport = BoundedPollReport<ServiceRequestStatusAnswer>;
  const machineSetup = setup({
    types: {
      context: {} as Context,
      events: {} as ServiceRequestEvent | StatusReport,
      input: {} as ServiceRequestInput,
      output: {} as ServiceRequestOutput,
      emitted: {} as ServiceRequestEmitted,
    },
    actors: {
      checkEligibility: fromPromise<Eligibility, ServiceRequestSubjectInput>(
        notProvided(id, 'checkEligibility'),
      ),
      checkCancelEligibility: fromPromise<
        ServiceRequestCancelEligibility,
        ServiceRequestCancelEligibilityInput
      >(cancelEligibility),
      submit: fromPromise<TSubmitted, SubmitServiceRequestInput<TEligible>>(notProvided(id, 'submit')),
      followStatus: boundedPoll<ServiceRequestStatusAnswer, ServiceRequestStatusInput>(
        notProvided(id, 'followStatus'),
      ),
      cancel: fromPromise<unknown, CancelServiceRequestInput>(notProvided(id, 'cancel')),
      collect: collect.logic,
      pay: noPayment,
      /** Provided by the flow's services with the gateway's calls (provideStepUpMachine). */
      stepUp: stepUpMachine,
    },
    guards: {
      hasRequest: ({ context }) => context.requestId !== null,
      /** Resumed from a save made on the review step: the review, not the journey, is shown. */
      reviewing: ({ context }) =>
        context.journeyOutcome?.kind === 'final' && submitOn.has(context.journeyOutcome.step),
      paymentOwed: ({ context }) => context.checkpoint === 'submitted' && context.payment !== null,
      nothingPaid: ({ context }) => context.checkpoint !== 'paid' && context.payment === null,
      isEligible: (_, params: { eligibility: Eligibility }) => params.eligibility.eligible,
      canCancel: ({ context }) => context.cancelable,
      reviews: (_, params: { outcome: unknown }) => {
        const outcome = v.safeParse(JourneyOutcomeSchema, params.outcome);
        return outcome.success && outcome.output.kind === 'final' && submitOn.has(outcome.output.step);
      },
      isPaid: (_, params: { output: unknown }) => readPaymentOutput(params.output).outcome === 'paid',
      isSucceeded: (_, params: { answer: ServiceRequestStatusAnswer }) =>
        serviceRequestPhase(params.answer.status) === 'succeeded',
      isFailed: (_, params: { answer: ServiceRequestStatusAnswer }) =>
        serviceRequestPhase(params.answer.status) === 'failed',
      isCancelled: (_, params: { answer: ServiceRequestStatusAnswer }) =>
        serviceRequestPhase(params.answer.status) === 'cancelled',
      /**
       * The submit must be approved first: the flow opted in, what was collected changes the
       * account (its `needed`), and no proof is held (a proof not yet spent is sent as it is).
       */
      approvalFirst: ({ context }) =>
        approval !== undefined &&
        context.stepUpToken === null &&
        (approval.needed?.({
          data: context.data,
          facts: context.facts,
          journeyOutcome: context.journeyOutcome,
        }) ??
          true),
      /** The proof was refused (spent, expired): the current address must approve again. */
      proofRefused: (_, params: { error: unknown }) =>
        approval !== undefined &&
        (params.error as { errorCode?: unknown } | null)?.errorCode === 'STEP_UP_REQUIRED',
    },
    actions: {
      /** Provided by the flow's services: keep what a reload needs (the persistence file). */
      saveProgress: (_, _params: ServiceRequestProgress) => {},
      /** Provided by the flow's services: the flow is over, nothing is left to resume. */
      clearProgress: () => {},
      forwardToCollect: sendTo('collect', ({ event }) => event),
      forwardToPayment: sendTo('pay', ({ event }) => (event.type === 'PAYMENT' ? event.event : event)),
      rememberEligibility: assign((_, params: { eligibility: Eligibility }) => ({
        eligibility: params.eligibility.eligible ? params.eligibility.details : null,
      })),
      rememberRefusal: assign((_, params: { eligibility: Eligibility }) => ({
        ending: 'not-eligible' as const,
        refusal: params.eligibility.eligible ? null : (params.eligibility.reason ?? null),
        refusalMessageId:
          (params.eligibility.eligible ? undefined : params.eligibility.reasonMessageId) ??
          messages.notEligible,
        refusalValues: (params.eligibility.eligible ? undefined : params.eligibility.reasonValues) ?? null,
      })),
      rememberCancelEligibility: assign((_, params: { answer: ServiceRequestCancelEligibility }) => ({
        cancelable: params.answer.cancelable,
        pendingRequestId: params.answer.requestId ?? null,
      })),
      forbidCancel: assign({ cancelable: false }),
      keepProof: assign((_, params: { output: StepUpOutput }) => ({
        stepUpToken: params.output.stepUpToken,
      })),
      /** Spent by a submit, or refused: the next submit asks for a new one. */
      dropProof: assign({ stepUpToken: null }),
      /**
       * The child's step, data and facts at every change, so a reload resumes there and the submit
       * knows what the journey learned.
       */
      keepCollected: assign(({ context }, params: { snapshot: unknown }) => {
        const collected = v.safeParse(CollectedSchema, params.snapshot);
        if (!collected.success) return {};
        const journey = journeyContextOf(params.snapshot);
        return {
          data: collected.output.context.journeyData,
          journey,
          facts: journey ? vocabularyFacts(vocabulary, journey.facts) : context.facts,
        };
      }),
      /**
       * The last step's data came with the event that ended the child, after the last snapshot
       * the parent saw: it is read from the finished child, which is stopped only after this.
       */
      collectOutcome: assign(({ context, self }, params: { outcome: unknown }) => {
        const child = self.getSnapshot().children.collect?.getSnapshot();
        const collected = v.safeParse(CollectedSchema, child);
        const outcome = v.safeParse(JourneyOutcomeSchema, params.outcome);
        const journey = journeyContextOf(child);
        return {
          journeyOutcome: outcome.success ? outcome.output : null,
          data: collected.success ? collected.output.context.journeyData : context.data,
          journey,
          facts: journey ? vocabularyFacts(vocabulary, journey.facts) : context.facts,
        };
      }),
      rememberLeft: assign((_, params: { outcome: unknown }) => {
        const outcome = v.safeParse(JourneyOutcomeSchema, params.outcome);
        const left: JourneyOutcome = outcome.success
          ? outcome.output
          : { kind: 'exit', exit: '', path: null };
        return { ending: 'left' as const, journeyOutcome: left };
      }),
      /**
       * What is typed on the review step itself (a one-time code that confirms the request), kept
       * under that step's name so the submit sends it and a reload keeps it.
       */
      keepReviewData: assign(({ context, event }) => {
        const outcome = context.journeyOutcome;
        if (event.type !== 'UPDATE_DATA' || outcome?.kind !== 'final') return {};
        return { data: withStepData(context.data, outcome.step, event.data, vocabulary.stepData) };
      }),
      /** Back from the review: the journey resumes one step before it, with everything kept. */
      reopen: assign(({ context }) => ({
        journey: stepBack(context.journey),
        journeyOutcome: null,
        reopened: true,
      })),
      rememberRequest: assign((_, params: { request: TSubmitted }) => ({
        checkpoint: 'submitted' as const,
        requestId: params.request.requestId,
        submitted: params.request,
        payment: params.request.payment ?? null,
        status: params.request.status ?? null,
        notice: null,
        failureMessageId: null,
      })),
      rememberPaid: assign({ checkpoint: 'paid', failureMessageId: null }),
      rememberPaymentFailure: assign((_, params: { output: unknown }) => {
        const output = readPaymentOutput(params.output);
        return {
          failureMessageId:
            (output.outcome === 'failed' ? output.messageId : undefined) ?? options.pay?.failed ?? null,
        };
      }),
      noticePaymentLost: assign({ failureMessageId: options.pay?.failed ?? null }),
      emitSubmitted: emit(({ context }) => ({
        type: 'serviceRequest.submitted' as const,
        requestId: context.requestId ?? '',
      })),
      emitPaid: emit(({ context }) => ({
        type: 'serviceRequest.paid' as const,
        requestId: context.requestId ?? '',
        orderReference: context.payment?.orderReference ?? '',
        amount: context.payment?.amount ?? null,
      })),
      noticeSubmitFailed: assign((_, params: { error: unknown }) => {
        const known = requestFailureMessageId(params.error, messages.submitFailed);
        return { failureMessageId: isMessageId(known) ? known : messages.submitFailed };
      }),
      countPolls: assign((_, params: { reads: number }) => ({ pollAttempts: params.reads })),
      resetPolls: assign({ pollAttempts: 0 }),
      rememberStatus: assign((_, params: { answer: ServiceRequestStatusAnswer }) => ({
        status: params.answer.status,
      })),
      rememberFailure: assign((_, params: { answer: ServiceRequestStatusAnswer }) => ({
        failureMessageId: params.answer.reasonMessageId ?? messages.failed,
      })),
      rememberSucceeded: assign({ ending: 'succeeded' }),
      rememberCancelled: assign({ ending: 'cancelled' }),
      emitSucceeded: emit(({ context }) => ({
        type: 'serviceRequest.succeeded' as const,
        requestId: context.requestId ?? '',
      })),
      emitFailed: emit(({ context }) => ({
        type: 'serviceRequest.failed' as const,
        requestId: context.requestId ?? '',
        messageId: context.failureMessageId ?? messages.failed,
      })),
      emitCancelled: emit(({ context }) => ({
        type: 'serviceRequest.cancelled' as const,
        requestId: context.requestId ?? context.pendingRequestId,
      })),
      emitFollowLater: emit(({ context }) => ({
        type: 'serviceRequest.followLater' as const,
        requestId: context.requestId ?? '',
      })),
      noticeFollowLater: assign({ notice: messages.followLater }),
      noticeCancelFailed: assign({ notice: options.cancel?.failed ?? null }),
      dismissNotice: assign({ notice: null }),
      /**
       * A request refused before anything was paid is forgotten: a new attempt is a new request.
       * Only reachable from `failed` while the checkpoint is `submitted` with nothing due.
       */
      forgetRequest: assign({
        checkpoint: 'collecting',
        requestId: null,
        submitted: null,
        payment: null,
        status: null,
        pollAttempts: 0,
        failureMessageId: null,
        cancelable: false,
      }),
    },
  });
  const saveProgress = {
    type: 'saveProgress',
    params: ({ context }: { context: Context }): ServiceRequestProgress => ({
      requestId: context.requestId,
      checkpoint: context.checkpoint,
      payment: context.payment,
      data: context.data,
      facts: context.facts,
      journey: context.journey,
      reviewing: context.journeyOutcome?.kind === 'final',
    }),
  } as const;
  /** CANCEL, where the flow offers it (the `cancel` option); nothing otherwise. */
  const cancelTransition = options.cancel
    ? ({ CANCEL: { guard: 'canCancel', target: 'cancelling' } } as const)
    : {};
  const pays = options.pay !== undefined;
  const cancels = options.cancel !== undefined;
  return {
    id,
    messages,
    collect,
    approval,
    vocabulary,
    machineSetup,
    saveProgress,
    cancelTransition,
    pays,
    cancels,
  };
}

export type ServiceRequestParts<
  TEligible,
  TSubmitted extends SubmittedServiceRequest,
  TRefusal extends string,
> = ReturnType<typeof serviceRequestParts<TEligible, TSubmitted, TRefusal>>;
