import * as v from 'valibot';
import { type AnyActorLogic, and, assign, emit, fromPromise, sendTo, setup } from 'xstate';
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
  CollectInput,
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
 * The one shape every service request has (design: "Service requests"), in this order:
 *
 * starting → checkingEligibility → notEligible | checkingCancel → collecting → confirming →
 * submitting (the gateway creates the request and, when something is due, the order) →
 * paying (only when an order is due) → checkingCancel → following →
 * succeeded | failed | cancelled | followLater (CHECK_AGAIN)
 *
 * - collecting runs the flow's collect child (`collect`: a journey or a form, one contract, see
 *   ServiceRequestCollector) and passes it the journey events. When it ends on a review step the
 *   template shows that step (confirming): SUBMIT sends, EDIT goes back one step.
 * - The checkpoint (`submitted`, then `paid`) is recorded and saved before anything follows it;
 *   no path walks back over it: EDIT and a RETRY that sends again exist only before the submit,
 *   a failed or refused payment is retried on the same order (never a new request), and after the
 *   payment only the status is read again. A reload resumes at the checkpoint.
 * - Eligibility, cancel eligibility, submit, status and cancel are provided actors
 *   (`<flow>.services.ts`); `pay` is the payment child (ServiceRequestPaymentInput →
 *   ServiceRequestPaymentOutput), provided by the app, and given the screens' PAYMENT events.
 * - following reads the status right after the submit (or payment) and then every second, 30
 *   times (§9), through the shared bounded poll (`followStatus`: boundedPoll(the status read));
 *   then it rests in followLater.
 * - CANCEL is accepted while the cancel-eligibility answer allows it.
 * - An account-changing flow (the `stepUp` option, issue 48) has one more state between the review
 *   and the submit: approving runs the shared step-up as the child `stepUp` (a code to the account's
 *   current address, or nothing after a log-in minutes old); its proof goes with the submit, which
 *   spends it. A submit refused for the proof (422120 STEP_UP_REQUIRED: spent, expired) asks again;
 *   EDIT or BACK leaves the approval for the review. Flows without the option never enter it.
 * - Outcomes leave as the output of the final states and as emitted events; nothing is called back.
 */
export function createServiceRequestMachine<
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
      >(notProvided(id, 'checkCancelEligibility')),
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
        return { data: withStepData(context.data, outcome.step, event.data) };
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
            (output.outcome === 'failed' ? output.messageId : undefined) ?? messages.paymentFailed,
        };
      }),
      noticePaymentLost: assign({ failureMessageId: messages.paymentFailed }),
      emitSubmitted: emit(({ context }) => ({
        type: 'serviceRequest.submitted' as const,
        requestId: context.requestId ?? '',
      })),
      emitPaid: emit(({ context }) => ({
        type: 'serviceRequest.paid' as const,
        requestId: context.requestId ?? '',
        orderReference: context.payment?.orderReference ?? '',
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
      noticeCancelFailed: assign({ notice: messages.cancelFailed }),
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
  const cancelTransition = { CANCEL: { guard: 'canCancel', target: 'cancelling' } } as const;
  const machine = machineSetup.createMachine({
    id,
    context: ({ input }) => ({
      customer: input.customer,
      subject: input.subject,
      facts: vocabularyFacts(vocabulary, input.facts, input.resume?.facts, input.resume?.journey?.facts),
      eligibility: null,
      data: input.resume?.data ?? {},
      journey: input.resume?.journey ?? null,
      journeyOutcome: input.resume?.reviewing ?? null,
      checkpoint: input.resume?.checkpoint ?? 'collecting',
      requestId: input.resume?.requestId ?? null,
      submitted: null,
      payment: input.resume?.payment ?? null,
      pendingRequestId: null,
      cancelable: false,
      status: null,
      pollAttempts: 0,
      refusal: null,
      refusalMessageId: null,
      refusalValues: null,
      failureMessageId: null,
      notice: input.resume?.notice ?? null,
      ending: null,
      stepUpToken: null,
    }),
    initial: 'starting',
    states: {
      // Past a checkpoint a reload goes on from it; anything else starts with eligibility.
      starting: {
        always: [
          { guard: 'paymentOwed', target: 'paying' },
          { guard: 'hasRequest', target: 'checkingCancel' },
          { target: 'checkingEligibility' },
        ],
      },
      checkingEligibility: {
        tags: ['busy'],
        invoke: {
          src: 'checkEligibility',
          input: ({ context }) => ({ subject: context.subject }),
          onDone: [
            {
              guard: { type: 'isEligible', params: ({ event }) => ({ eligibility: event.output }) },
              target: 'checkingCancel',
              actions: {
                type: 'rememberEligibility',
                params: ({ event }) => ({ eligibility: event.output }),
              },
            },
            {
              target: 'notEligible',
              actions: { type: 'rememberRefusal', params: ({ event }) => ({ eligibility: event.output }) },
            },
          ],
          onError: { target: 'eligibilityFailed' },
        },
      },
      eligibilityFailed: {
        on: { RETRY: { target: 'checkingEligibility' } },
      },
      // A failed check only hides the cancel option: it never stops the customer going on.
      checkingCancel: {
        tags: ['busy'],
        invoke: {
          src: 'checkCancelEligibility',
          input: ({ context }) => ({ subject: context.subject, requestId: context.requestId }),
          onDone: [
            {
              guard: 'hasRequest',
              target: 'following',
              actions: {
                type: 'rememberCancelEligibility',
                params: ({ event }) => ({ answer: event.output }),
              },
            },
            {
              guard: 'reviewing',
              target: 'confirming',
              actions: {
                type: 'rememberCancelEligibility',
                params: ({ event }) => ({ answer: event.output }),
              },
            },
            {
              target: 'collecting',
              actions: {
                type: 'rememberCancelEligibility',
                params: ({ event }) => ({ answer: event.output }),
              },
            },
          ],
          onError: [
            { guard: 'hasRequest', target: 'following', actions: 'forbidCancel' },
            { guard: 'reviewing', target: 'confirming', actions: 'forbidCancel' },
            { target: 'collecting', actions: 'forbidCancel' },
          ],
        },
      },
      collecting: {
        entry: saveProgress,
        invoke: {
          id: 'collect',
          src: 'collect',
          input: ({ context }: { context: Context }): CollectInput => ({
            facts: context.facts,
            journeyData: context.data,
            autoStart: true,
            resume: context.journey,
            reopened: context.reopened === true,
          }),
          onSnapshot: {
            actions: [
              { type: 'keepCollected', params: ({ event }) => ({ snapshot: event.snapshot }) },
              saveProgress,
            ],
          },
          onDone: [
            {
              guard: { type: 'reviews', params: ({ event }) => ({ outcome: event.output }) },
              target: 'confirming',
              actions: [
                { type: 'collectOutcome', params: ({ event }) => ({ outcome: event.output }) },
                saveProgress,
              ],
            },
            {
              target: 'left',
              actions: { type: 'rememberLeft', params: ({ event }) => ({ outcome: event.output }) },
            },
          ],
        },
        on: {
          NEXT: { actions: 'forwardToCollect' },
          BACK: { actions: 'forwardToCollect' },
          SWITCH: { actions: 'forwardToCollect' },
          SET_STEP: { actions: 'forwardToCollect' },
          DEEP_LINK: { actions: 'forwardToCollect' },
          EXIT: { actions: 'forwardToCollect' },
          UPDATE_DATA: { actions: 'forwardToCollect' },
          SET_FACTS: { actions: 'forwardToCollect' },
          DISMISS_NOTICE: { actions: 'forwardToCollect' },
          ...cancelTransition,
        },
      },
      // Everything is collected and shown for review; nothing is sent yet.
      confirming: {
        on: {
          SUBMIT: [{ guard: 'approvalFirst', target: 'approving' }, { target: 'submitting' }],
          UPDATE_DATA: { actions: ['keepReviewData', saveProgress] },
          EDIT: { target: 'collecting', actions: 'reopen' },
          BACK: { target: 'collecting', actions: 'reopen' },
          ...cancelTransition,
        },
      },
      // The account's current address approves the submit (only a flow with the `stepUp` option
      // gets here). Nothing is saved here: a reload returns to the review, which asks again.
      // Without the option it is never entered, and says so: left at once for the review (so
      // the storybook coverage does not ask those flows for a screen they never show).
      approving: {
        ...(approval ? {} : { always: { target: 'confirming' } }),
        invoke: {
          id: 'stepUp',
          src: 'stepUp',
          input: ({ context }) => ({
            // Never read without the option: the approvalFirst guard is the only way in.
            action: approval?.action ?? 'TERMINATION',
            accountNumber:
              approval?.accountNumber?.({ subject: context.subject, eligibility: context.eligibility }) ??
              context.subject,
          }),
          onDone: {
            target: 'submitting',
            actions: { type: 'keepProof', params: ({ event }) => ({ output: event.output }) },
          },
        },
        on: {
          EDIT: { target: 'confirming' },
          BACK: { target: 'confirming' },
        },
      },
      submitting: {
        tags: ['busy'],
        invoke: {
          src: 'submit',
          input: ({ context }) => ({
            subject: context.subject,
            data: context.data,
            journeyOutcome: context.journeyOutcome,
            eligibility: context.eligibility,
            facts: context.facts,
            ...(context.stepUpToken ? { stepUpToken: context.stepUpToken } : {}),
          }),
          onDone: [
            {
              guard: ({ event }) => Boolean(event.output.payment),
              target: 'paying',
              actions: [
                'dropProof',
                { type: 'rememberRequest', params: ({ event }) => ({ request: event.output }) },
                'emitSubmitted',
                saveProgress,
              ],
            },
            {
              target: 'checkingCancel',
              actions: [
                'dropProof',
                { type: 'rememberRequest', params: ({ event }) => ({ request: event.output }) },
                'emitSubmitted',
                saveProgress,
              ],
            },
          ],
          onError: [
            {
              guard: { type: 'proofRefused', params: ({ event }) => ({ error: event.error }) },
              target: 'approving',
              actions: 'dropProof',
            },
            {
              target: 'submitFailed',
              actions: { type: 'noticeSubmitFailed', params: ({ event }) => ({ error: event.error }) },
            },
          ],
        },
      },
      // Nothing was sent: RETRY sends the same data, EDIT changes it first.
      // (A code typed again on the review is kept: a wrong one-time code is sent again corrected.)
      // A proof still held is sent again (the gateway says when it was spent meanwhile).
      submitFailed: {
        on: {
          RETRY: [{ guard: 'approvalFirst', target: 'approving' }, { target: 'submitting' }],
          EDIT: { target: 'collecting', actions: 'reopen' },
          UPDATE_DATA: { actions: ['keepReviewData', saveProgress] },
        },
      },
      // The order the submit created is paid here, and only here.
      paying: {
        invoke: {
          id: 'pay',
          src: 'pay',
          input: ({ context }: { context: Context }): ServiceRequestPaymentInput => ({
            requestId: context.requestId ?? '',
            orderReference: context.payment?.orderReference ?? '',
            amount: context.payment?.amount ?? 0,
          }),
          onDone: [
            {
              guard: { type: 'isPaid', params: ({ event }) => ({ output: event.output }) },
              target: 'checkingCancel',
              actions: ['rememberPaid', 'emitPaid', saveProgress],
            },
            {
              target: 'paymentFailed',
              actions: { type: 'rememberPaymentFailure', params: ({ event }) => ({ output: event.output }) },
            },
          ],
          onError: { target: 'paymentFailed', actions: 'noticePaymentLost' },
        },
        on: { PAYMENT: { actions: 'forwardToPayment' } },
      },
      // The same order is paid again; the request is not sent again.
      paymentFailed: {
        on: { RETRY: { target: 'paying' }, ...cancelTransition },
      },
      // The status right away, then once a second (§9's window), until it settles; the window
      // continues where it was when the customer comes back from a refused cancel.
      following: {
        tags: ['following'],
        invoke: {
          id: 'statusPoll',
          src: 'followStatus',
          input: ({ context }: { context: Context }) => ({
            readInput: { subject: context.subject, requestId: context.requestId ?? '' },
            readFirst: context.pollAttempts === 0,
            readsMade: context.pollAttempts,
          }),
          onDone: { target: 'followLater' },
        },
        on: {
          'poll.answer': [
            {
              guard: { type: 'isSucceeded', params: ({ event }) => ({ answer: event.answer }) },
              target: 'succeeded',
              actions: { type: 'rememberStatus', params: ({ event }) => ({ answer: event.answer }) },
            },
            {
              guard: { type: 'isFailed', params: ({ event }) => ({ answer: event.answer }) },
              target: 'failed',
              actions: [
                { type: 'rememberStatus', params: ({ event }) => ({ answer: event.answer }) },
                { type: 'rememberFailure', params: ({ event }) => ({ answer: event.answer }) },
              ],
            },
            {
              guard: { type: 'isCancelled', params: ({ event }) => ({ answer: event.answer }) },
              target: 'cancelled',
              actions: { type: 'rememberStatus', params: ({ event }) => ({ answer: event.answer }) },
            },
            {
              actions: [
                { type: 'rememberStatus', params: ({ event }) => ({ answer: event.answer }) },
                { type: 'countPolls', params: ({ event }) => ({ reads: event.reads }) },
              ],
            },
          ],
          // A lost read is one read of the window used, not a failed request: it may still move.
          'poll.failed': {
            actions: { type: 'countPolls', params: ({ event }) => ({ reads: event.reads }) },
          },
          ...cancelTransition,
        },
      },
      followLater: {
        entry: ['noticeFollowLater', 'emitFollowLater'],
        on: {
          CHECK_AGAIN: { target: 'checkingCancel', actions: ['resetPolls', 'dismissNotice'] },
          ...cancelTransition,
        },
      },
      cancelling: {
        tags: ['busy'],
        invoke: {
          src: 'cancel',
          input: ({ context }) => ({
            subject: context.subject,
            requestId: context.requestId ?? context.pendingRequestId,
          }),
          onDone: { target: 'cancelled' },
          onError: [
            { guard: 'hasRequest', target: 'following', actions: 'noticeCancelFailed' },
            { target: 'collecting', actions: 'noticeCancelFailed' },
          ],
        },
      },
      // Refused by the gateway. With nothing paid, the customer may send it again (a new request)
      // or change it; once paid, a new request would be a second charge: neither is offered.
      failed: {
        entry: 'emitFailed',
        on: {
          // A new request is a new account change: approved again (the last proof was spent).
          RETRY: [
            {
              guard: and(['nothingPaid', 'approvalFirst']),
              target: 'approving',
              actions: ['forgetRequest', saveProgress],
            },
            { guard: 'nothingPaid', target: 'submitting', actions: ['forgetRequest', saveProgress] },
          ],
          EDIT: {
            guard: 'nothingPaid',
            target: 'collecting',
            actions: ['forgetRequest', 'reopen', saveProgress],
          },
        },
      },
      succeeded: { type: 'final', entry: ['rememberSucceeded', 'emitSucceeded', 'clearProgress'] },
      cancelled: { type: 'final', entry: ['rememberCancelled', 'emitCancelled', 'clearProgress'] },
      notEligible: { type: 'final', entry: 'clearProgress' },
      left: { type: 'final', entry: 'clearProgress' },
    },
    on: { DISMISS_SERVICE_REQUEST_NOTICE: { actions: 'dismissNotice' } },
    output: ({ context }): ServiceRequestOutput => {
      if (context.ending === 'succeeded') return { outcome: 'succeeded', requestId: context.requestId ?? '' };
      if (context.ending === 'cancelled') {
        return {
          outcome: 'cancelled',
          requestId: context.requestId ?? context.pendingRequestId,
          messageId: messages.cancelled,
        };
      }
      if (context.ending === 'left' && context.journeyOutcome) {
        return { outcome: 'left', journey: context.journeyOutcome };
      }
      return { outcome: 'not-eligible', messageId: context.refusalMessageId ?? messages.notEligible };
    },
  });
  return { id, collect, journey: collect.journey, journeyMachine: collect.journeyMachine, machine };
}

export type ServiceRequestMachineOf<
  TEligible,
  TSubmitted extends SubmittedServiceRequest,
  TRefusal extends string = string,
> = ReturnType<typeof createServiceRequestMachine<TEligible, TSubmitted, TRefusal>>['machine'];
export type ServiceRequestMachine = ServiceRequestMachineOf<null, SubmittedServiceRequest>;
