import type { DoneActorEvent } from 'xstate';
import { and } from 'xstate';
import { payingStates } from './service-request-template.paying.ts';
import type { ServiceRequestParts } from './service-request-template.setup.ts';
import type { ServiceRequestContext, SubmittedServiceRequest } from './service-request-template.types.ts';

/**
 * The template's states from the submit on: the send, the payment of the order it created, the
 * status reads, the cancel and the endings. Past the submit nothing walks back over the
 * checkpoint (see createServiceRequestMachine).
 */
export function followingStates<
  TEligible,
  TSubmitted extends SubmittedServiceRequest,
  TRefusal extends string,
>(parts: ServiceRequestParts<TEligible, TSubmitted, TRefusal>) {
  type Context = ServiceRequestContext<TEligible, TSubmitted, TRefusal>;
  const { machineSetup: s, saveProgress, cancelTransition, pays, cancels } = parts;
  return {
    submitting: s.createStateConfig({
      tags: ['busy'],
      invoke: {
        src: 'submit',
        input: ({ context }) => ({
          customer: context.customer,
          subject: context.subject,
          data: context.data,
          journeyOutcome: context.journeyOutcome,
          eligibility: context.eligibility,
          facts: context.facts,
          ...(context.stepUpToken ? { stepUpToken: context.stepUpToken } : {}),
        }),
        onDone: [
          // Only a flow with the `pay` option has an order to pay (its submit names one).
          ...(pays
            ? [
                {
                  guard: ({ event }: { event: DoneActorEvent<TSubmitted> }) => Boolean(event.output.payment),
                  target: 'paying',
                  actions: [
                    'dropProof',
                    {
                      type: 'rememberRequest',
                      params: ({ event }: { event: DoneActorEvent<TSubmitted> }) => ({
                        request: event.output,
                      }),
                    },
                    'emitSubmitted',
                    saveProgress,
                  ],
                } as const,
              ]
            : []),
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
    }),
    // Nothing was sent: RETRY sends the same data, EDIT changes it first.
    // (A code typed again on the review is kept: a wrong one-time code is sent again corrected.)
    // A proof still held is sent again (the gateway says when it was spent meanwhile).
    submitFailed: s.createStateConfig({
      on: {
        RETRY: [{ guard: 'approvalFirst', target: 'approving' }, { target: 'submitting' }],
        EDIT: { target: 'collecting', actions: 'reopen' },
        UPDATE_DATA: { actions: ['keepReviewData', saveProgress] },
      },
    }),
    // The status right away, then once a second (the spec's window), until it settles; the window
    // continues where it was when the customer comes back from a refused cancel.
    following: s.createStateConfig({
      tags: ['following'],
      invoke: {
        id: 'statusPoll',
        src: 'followStatus',
        input: ({ context }: { context: Context }) => ({
          readInput: {
            customer: context.customer,
            subject: context.subject,
            requestId: context.requestId ?? '',
          },
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
    }),
    followLater: s.createStateConfig({
      entry: ['noticeFollowLater', 'emitFollowLater'],
      on: {
        CHECK_AGAIN: { target: 'checkingCancel', actions: ['resetPolls', 'dismissNotice'] },
        ...cancelTransition,
      },
    }),
    // Only a flow with the `cancel` option withdraws a request.
    ...(cancels ? { cancelling: cancellingState(parts) } : {}),
    ...(pays ? payingStates(parts) : {}),
    // Refused by the gateway. With nothing paid, the customer may send it again (a new request)
    // or change it; once paid, a new request would be a second charge: neither is offered.
    failed: s.createStateConfig({
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
    }),
    succeeded: s.createStateConfig({
      type: 'final',
      entry: ['rememberSucceeded', 'emitSucceeded', 'clearProgress'],
    }),
    cancelled: s.createStateConfig({
      type: 'final',
      entry: ['rememberCancelled', 'emitCancelled', 'clearProgress'],
    }),
    notEligible: s.createStateConfig({ type: 'final', entry: 'clearProgress' }),
    left: s.createStateConfig({ type: 'final', entry: 'clearProgress' }),
  };
}

/** A request withdrawn (the `cancel` option): a refusal shows a notice where the customer was. */
function cancellingState<TEligible, TSubmitted extends SubmittedServiceRequest, TRefusal extends string>(
  parts: ServiceRequestParts<TEligible, TSubmitted, TRefusal>,
) {
  return parts.machineSetup.createStateConfig({
    tags: ['busy'],
    invoke: {
      src: 'cancel',
      input: ({ context }) => ({
        customer: context.customer,
        subject: context.subject,
        requestId: context.requestId ?? context.pendingRequestId,
      }),
      onDone: { target: 'cancelled' },
      onError: [
        { guard: 'hasRequest', target: 'following', actions: 'noticeCancelFailed' },
        { target: 'collecting', actions: 'noticeCancelFailed' },
      ],
    },
  });
}
