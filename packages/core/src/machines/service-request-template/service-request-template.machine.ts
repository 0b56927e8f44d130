import { assign, emit, fromPromise, type Snapshot, sendTo, setup } from 'xstate';
import { API_POLLING_ATTEMPTS, API_POLLING_INTERVAL_MS } from '../../config/constants.ts';
import {
  compileJourney,
  type JourneyData,
  type JourneyDefinition,
  JourneyDefinitionError,
  type JourneyInput,
  type JourneyMachine,
  type JourneyOutcome,
  type JourneyStepData,
  loadJourney,
  sanitizeStepData,
} from '../../journey/index.ts';
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
  ServiceRequestProgress,
  ServiceRequestStatusAnswer,
  ServiceRequestStatusInput,
  ServiceRequestSubjectInput,
  SubmitServiceRequestInput,
  SubmittedServiceRequest,
} from './service-request-template.types.ts';

/** The step name a form flow's fields are kept under, beside a journey's step names. */
export const FORM_STEP = 'form';

/** The journey events screens send while collecting; the template passes them to its journey. */
const JOURNEY_EVENT_TYPES = [
  'NEXT',
  'BACK',
  'SWITCH',
  'SET_STEP',
  'DEEP_LINK',
  'EXIT',
  'UPDATE_DATA',
  'SET_FACTS',
  'DISMISS_NOTICE',
] as const;

const notProvided = (flow: string, name: string) => async (): Promise<never> => {
  throw new Error(`${flow}: actor "${name}" was not provided`);
};

type ResumableJourneyInput = JourneyInput & { resumeFrom?: Snapshot<unknown> | null };

/**
 * The compiled journey as a child that starts from a saved snapshot when it is given one: an
 * invoked actor gets an input, never a snapshot, and a reload must land on the step it left with
 * what was typed. Everything else is the journey machine itself.
 */
function resumableJourney(machine: JourneyMachine): JourneyMachine {
  const logic = Object.create(machine) as JourneyMachine;
  logic.getInitialSnapshot = (scope, input) => {
    const resumeFrom = (input as ResumableJourneyInput | undefined)?.resumeFrom;
    return resumeFrom
      ? machine.restoreSnapshot(resumeFrom, scope as unknown as never)
      : machine.getInitialSnapshot(scope, input);
  };
  return logic;
}

/**
 * Form flows invoke no journey; the name stays in setup so both kinds of flow share one machine
 * type, and reaching it would be a defect in the template.
 */
const NO_JOURNEY = fromPromise<never>(async () => {
  throw new Error('service request: a form flow runs no journey');
}) as unknown as JourneyMachine;

const readEligibility = ({ event }: { event: { output: ServiceRequestEligibility } }) => ({
  eligibility: event.output,
});
const readCancelEligibility = ({ event }: { event: { output: ServiceRequestCancelEligibility } }) => ({
  answer: event.output,
});
const readStatus = ({ event }: { event: { output: ServiceRequestStatusAnswer } }) => ({
  answer: event.output,
});
const readError = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const progressOf = ({ context }: { context: ServiceRequestContext }): ServiceRequestProgress => ({
  requestId: context.requestId,
  data: context.data,
  journey: context.journey,
});

/**
 * The one shape every service request has (design: "Service requests"):
 *
 * starting → checkingEligibility → notEligible | checkingCancel → collecting → submitting →
 * submitFailed (RETRY, EDIT) | checkingCancel → checkingStatus ⇄ following → succeeded | failed
 * (RETRY, EDIT) | cancelled | followLater (CHECK_AGAIN)
 *
 * - Eligibility, cancel eligibility, submit, status and cancel are provided actors; a flow's
 *   `<flow>.services.ts` wires them to the gateway, tests provide fakes.
 * - collecting runs the flow's journey (journeys/<flow>.json) as the child `journey`, or takes one
 *   form (UPDATE_DATA as it is typed, SUBMIT to send). What was collected stays in context
 *   through a failed submit, a failed request and a refused cancel.
 * - following reads the status right after sending and then every API_POLLING_INTERVAL_MS, at most
 *   API_POLLING_ATTEMPTS times (§9); then it rests in followLater with the request id, and the
 *   request's status page is where the customer comes back to (CHECK_AGAIN reads it again).
 * - CANCEL is accepted while the cancel-eligibility answer allows it: for a request already
 *   pending when the flow opened, or for the one this flow sent.
 * - The progress a reload needs (journey step and data, the request id once sent) goes to the
 *   provided `saveProgress` action at every change and is dropped by `clearProgress` once the flow
 *   has ended; the input's `resume` (restoreServiceRequest) brings it back.
 * - Outcomes leave as the output of the final states and as emitted events; nothing is called back.
 */
export function createServiceRequestMachine(options: ServiceRequestOptions) {
  const { id, messages, collect } = options;
  const journey: JourneyDefinition | null = collect.kind === 'journey' ? loadJourney(collect.source) : null;
  const submitOn = new Set(collect.kind === 'journey' ? collect.submitOn : []);
  if (journey) checkSubmitSteps(journey, submitOn);
  const journeyMachine = journey ? compileJourney(journey) : null;

  const machineSetup = setup({
    types: {
      context: {} as ServiceRequestContext,
      events: {} as ServiceRequestEvent,
      input: {} as ServiceRequestInput,
      output: {} as ServiceRequestOutput,
      emitted: {} as ServiceRequestEmitted,
    },
    actors: {
      checkEligibility: fromPromise<ServiceRequestEligibility, ServiceRequestSubjectInput>(
        notProvided(id, 'checkEligibility'),
      ),
      checkCancelEligibility: fromPromise<
        ServiceRequestCancelEligibility,
        ServiceRequestCancelEligibilityInput
      >(notProvided(id, 'checkCancelEligibility')),
      submit: fromPromise<SubmittedServiceRequest, SubmitServiceRequestInput>(notProvided(id, 'submit')),
      fetchStatus: fromPromise<ServiceRequestStatusAnswer, ServiceRequestStatusInput>(
        notProvided(id, 'fetchStatus'),
      ),
      cancel: fromPromise<unknown, CancelServiceRequestInput>(notProvided(id, 'cancel')),
      journey: journeyMachine ? resumableJourney(journeyMachine) : NO_JOURNEY,
    },
    delays: { pollInterval: API_POLLING_INTERVAL_MS },
    guards: {
      hasRequest: ({ context }) => context.requestId !== null,
      isEligible: (_, params: { eligibility: ServiceRequestEligibility }) => params.eligibility.eligible,
      canCancel: ({ context }) => context.cancelable,
      submitsOn: (_, params: { outcome: JourneyOutcome }) =>
        params.outcome.kind === 'final' && submitOn.has(params.outcome.step),
      isSucceeded: (_, params: { answer: ServiceRequestStatusAnswer }) =>
        serviceRequestPhase(params.answer.status) === 'succeeded',
      isFailed: (_, params: { answer: ServiceRequestStatusAnswer }) =>
        serviceRequestPhase(params.answer.status) === 'failed',
      isCancelled: (_, params: { answer: ServiceRequestStatusAnswer }) =>
        serviceRequestPhase(params.answer.status) === 'cancelled',
      attemptsExhausted: ({ context }) => context.pollAttempts >= API_POLLING_ATTEMPTS,
    },
    actions: {
      /** Provided by the flow's services: keep what a reload needs (service-request-template.persistence.ts). */
      saveProgress: (_, _params: ServiceRequestProgress) => {},
      /** Provided by the flow's services: the flow is over, nothing is left to resume. */
      clearProgress: () => {},

      forwardToJourney: sendTo('journey', ({ event }) => event),
      rememberRefusal: assign((_, params: { eligibility: ServiceRequestEligibility }) => ({
        ending: 'not-eligible' as const,
        refusalMessageId: params.eligibility.reasonMessageId ?? messages.notEligible,
      })),
      rememberCancelEligibility: assign((_, params: { answer: ServiceRequestCancelEligibility }) => ({
        cancelable: params.answer.cancelable,
        pendingRequestId: params.answer.requestId ?? null,
      })),
      forbidCancel: assign({ cancelable: false }),
      keepJourney: assign((_, params: { snapshot: Snapshot<unknown> }) => ({
        journey: journeyMachine?.getPersistedSnapshot(params.snapshot as never) ?? null,
        data: (params.snapshot as { context?: { journeyData?: JourneyData } }).context?.journeyData ?? {},
      })),
      /**
       * The last step's data came with the event that ended the journey, after the last snapshot
       * the parent saw: it is read from the finished child, which is stopped only after this.
       */
      collectJourney: assign(({ self }, params: { outcome: JourneyOutcome }) => ({
        journeyOutcome: params.outcome,
        data: finishedJourneyData(self),
        // The journey is over: going back to it (EDIT) starts it again with the data kept.
        journey: null,
      })),
      rememberLeft: assign((_, params: { outcome: JourneyOutcome }) => ({
        ending: 'left' as const,
        journeyOutcome: params.outcome,
      })),
      keepFormData: assign(({ context }, params: { data: JourneyStepData | undefined }) => ({
        data: params.data
          ? {
              ...context.data,
              [FORM_STEP]: { ...(context.data[FORM_STEP] ?? {}), ...sanitizeStepData(params.data) },
            }
          : context.data,
      })),
      rememberRequest: assign((_, params: { request: SubmittedServiceRequest }) => ({
        requestId: params.request.requestId,
        notice: null,
        failureMessageId: null,
      })),
      emitSubmitted: emit(({ context }) => ({
        type: 'serviceRequest.submitted' as const,
        requestId: context.requestId ?? '',
      })),
      noticeSubmitFailed: assign((_, params: { error: unknown }) => ({
        failureMessageId: requestFailureMessageId(params.error, messages.submitFailed),
      })),
      countPoll: assign(({ context }) => ({ pollAttempts: context.pollAttempts + 1 })),
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
      /** A new attempt is a new request: the failed one's id and status are not followed again. */
      forgetRequest: assign({
        requestId: null,
        status: null,
        pollAttempts: 0,
        failureMessageId: null,
        cancelable: false,
      }),
    },
  });

  const saveProgress = { type: 'saveProgress', params: progressOf } as const;
  const forward = Object.fromEntries(
    JOURNEY_EVENT_TYPES.map((type) => [type, { actions: 'forwardToJourney' as const }]),
  );
  const cancelTransition = { CANCEL: { guard: 'canCancel', target: 'cancelling' } } as const;

  const machine = machineSetup.createMachine({
    id,
    context: ({ input }) => ({
      subject: input.subject,
      facts: input.facts ?? {},
      data: input.resume?.data ?? {},
      journey: input.resume?.journey ?? null,
      journeyOutcome: null,
      requestId: input.resume?.requestId ?? null,
      pendingRequestId: null,
      cancelable: false,
      status: null,
      pollAttempts: 0,
      refusalMessageId: null,
      failureMessageId: null,
      notice: input.resume?.notice ?? null,
      ending: null,
    }),
    initial: 'starting',
    states: {
      // A request sent before a reload is followed again; anything else starts with eligibility.
      starting: {
        always: [{ guard: 'hasRequest', target: 'checkingCancel' }, { target: 'checkingEligibility' }],
      },
      checkingEligibility: {
        tags: ['busy'],
        invoke: {
          src: 'checkEligibility',
          input: ({ context }) => ({ subject: context.subject }),
          onDone: [
            { guard: { type: 'isEligible', params: readEligibility }, target: 'checkingCancel' },
            { target: 'notEligible', actions: { type: 'rememberRefusal', params: readEligibility } },
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
              target: 'checkingStatus',
              actions: { type: 'rememberCancelEligibility', params: readCancelEligibility },
            },
            {
              target: 'collecting',
              actions: { type: 'rememberCancelEligibility', params: readCancelEligibility },
            },
          ],
          onError: [
            { guard: 'hasRequest', target: 'checkingStatus', actions: 'forbidCancel' },
            { target: 'collecting', actions: 'forbidCancel' },
          ],
        },
      },
      collecting: journeyMachine
        ? {
            invoke: {
              id: 'journey',
              src: 'journey',
              input: ({ context }) =>
                ({
                  facts: context.facts,
                  journeyData: context.data,
                  autoStart: true,
                  resumeFrom: context.journey,
                }) satisfies ResumableJourneyInput as JourneyInput,
              onSnapshot: {
                actions: [
                  {
                    type: 'keepJourney',
                    params: ({ event }) => ({ snapshot: event.snapshot }),
                  },
                  saveProgress,
                ],
              },
              onDone: [
                {
                  guard: {
                    type: 'submitsOn',
                    params: ({ event }) => ({ outcome: event.output }),
                  },
                  target: 'submitting',
                  actions: {
                    type: 'collectJourney',
                    params: ({ event }) => ({ outcome: event.output }),
                  },
                },
                {
                  target: 'left',
                  actions: {
                    type: 'rememberLeft',
                    params: ({ event }) => ({ outcome: event.output }),
                  },
                },
              ],
            },
            on: { ...forward, ...cancelTransition },
          }
        : {
            entry: saveProgress,
            on: {
              UPDATE_DATA: {
                actions: [
                  {
                    type: 'keepFormData',
                    params: ({ event }) => ({
                      data: event.type === 'UPDATE_DATA' ? event.data : undefined,
                    }),
                  },
                  saveProgress,
                ],
              },
              SUBMIT: {
                target: 'submitting',
                actions: {
                  type: 'keepFormData',
                  params: ({ event }) => ({
                    data: event.type === 'SUBMIT' ? event.data : undefined,
                  }),
                },
              },
              ...cancelTransition,
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
          }),
          onDone: {
            target: 'checkingCancel',
            actions: [
              { type: 'rememberRequest', params: ({ event }) => ({ request: event.output }) },
              'emitSubmitted',
              saveProgress,
            ],
          },
          onError: {
            target: 'submitFailed',
            actions: [{ type: 'noticeSubmitFailed', params: readError }, saveProgress],
          },
        },
      },
      submitFailed: {
        on: { RETRY: { target: 'submitting' }, EDIT: { target: 'collecting' } },
      },
      checkingStatus: {
        tags: ['busy', 'following'],
        entry: 'countPoll',
        invoke: {
          src: 'fetchStatus',
          input: ({ context }) => ({ subject: context.subject, requestId: context.requestId ?? '' }),
          onDone: [
            {
              guard: { type: 'isSucceeded', params: readStatus },
              target: 'succeeded',
              actions: { type: 'rememberStatus', params: readStatus },
            },
            {
              guard: { type: 'isFailed', params: readStatus },
              target: 'failed',
              actions: [
                { type: 'rememberStatus', params: readStatus },
                { type: 'rememberFailure', params: readStatus },
              ],
            },
            {
              guard: { type: 'isCancelled', params: readStatus },
              target: 'cancelled',
              actions: { type: 'rememberStatus', params: readStatus },
            },
            {
              guard: 'attemptsExhausted',
              target: 'followLater',
              actions: { type: 'rememberStatus', params: readStatus },
            },
            { target: 'following', actions: { type: 'rememberStatus', params: readStatus } },
          ],
          // A lost read is one attempt used, not a failed request: it may still be moving.
          onError: [{ guard: 'attemptsExhausted', target: 'followLater' }, { target: 'following' }],
        },
        on: cancelTransition,
      },
      following: {
        tags: ['following'],
        after: { pollInterval: { target: 'checkingStatus' } },
        on: cancelTransition,
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
      failed: {
        entry: 'emitFailed',
        on: {
          RETRY: { target: 'submitting', actions: ['forgetRequest', saveProgress] },
          EDIT: { target: 'collecting', actions: ['forgetRequest', saveProgress] },
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
  return { id, journey, journeyMachine, machine };
}

/**
 * The steps a flow submits on must be final steps of its journey: a product team renaming one in
 * the JSON would otherwise leave a flow that never sends anything.
 */
function checkSubmitSteps(journey: JourneyDefinition, submitOn: ReadonlySet<string>): void {
  const issues = [...submitOn]
    .filter((name) => !journey.step(name)?.final)
    .map((name) => ({
      path: '$.onboarding.steps',
      message: `the flow submits on "${name}", which is not a final step of this journey`,
    }));
  if (submitOn.size === 0) {
    issues.push({ path: '$.onboarding.steps', message: 'the flow names no final step to submit on' });
  }
  if (issues.length) throw new JourneyDefinitionError(journey.id, issues);
}

/** The journey data of the child that has just finished, read before it is stopped. */
function finishedJourneyData(self: unknown): JourneyData {
  const child = (self as { getSnapshot(): { children: Record<string, unknown> } }).getSnapshot().children
    .journey as { getSnapshot(): { context: { journeyData: JourneyData } } } | undefined;
  return child?.getSnapshot().context.journeyData ?? {};
}

export type ServiceRequestMachine = ReturnType<typeof createServiceRequestMachine>['machine'];
