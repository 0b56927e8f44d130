import type { ServiceRequestParts } from './service-request-template.setup.ts';
import type {
  CollectInput,
  ServiceRequestContext,
  SubmittedServiceRequest,
} from './service-request-template.types.ts';

/**
 * The template's states up to the submit: the checks (eligibility, then whether a pending request
 * may be cancelled), the collect child, the review and, for a flow with the `stepUp` option, the
 * approval. Nothing here has been sent; EDIT and BACK move freely among them.
 */
export function collectingStates<
  TEligible,
  TSubmitted extends SubmittedServiceRequest,
  TRefusal extends string,
>(parts: ServiceRequestParts<TEligible, TSubmitted, TRefusal>) {
  type Context = ServiceRequestContext<TEligible, TSubmitted, TRefusal>;
  const { machineSetup: s, saveProgress, cancelTransition, approval, pays } = parts;
  return {
    // Past a checkpoint a reload goes on from it; anything else starts with eligibility.
    starting: s.createStateConfig({
      always: [
        ...(pays ? [{ guard: 'paymentOwed', target: 'paying' } as const] : []),
        { guard: 'hasRequest', target: 'checkingCancel' },
        { target: 'checkingEligibility' },
      ],
    }),
    checkingEligibility: s.createStateConfig({
      tags: ['busy'],
      invoke: {
        src: 'checkEligibility',
        input: ({ context }) => ({ customer: context.customer, subject: context.subject }),
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
    }),
    eligibilityFailed: s.createStateConfig({
      on: { RETRY: { target: 'checkingEligibility' } },
    }),
    // A failed check only hides the cancel option: it never stops the customer going on.
    checkingCancel: s.createStateConfig({
      tags: ['busy'],
      invoke: {
        src: 'checkCancelEligibility',
        input: ({ context }) => ({
          customer: context.customer,
          subject: context.subject,
          requestId: context.requestId,
        }),
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
    }),
    collecting: s.createStateConfig({
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
    }),
    // Everything is collected and shown for review; nothing is sent yet.
    confirming: s.createStateConfig({
      on: {
        SUBMIT: [{ guard: 'approvalFirst', target: 'approving' }, { target: 'submitting' }],
        UPDATE_DATA: { actions: ['keepReviewData', saveProgress] },
        EDIT: { target: 'collecting', actions: 'reopen' },
        BACK: { target: 'collecting', actions: 'reopen' },
        ...cancelTransition,
      },
    }),
    // The account's current address approves the submit (only a flow with the `stepUp` option
    // gets here). Nothing is saved here: a reload returns to the review, which asks again.
    // Without the option it is never entered, and says so: left at once for the review (so
    // the storybook coverage does not ask those flows for a screen they never show).
    approving: s.createStateConfig({
      // Without the option nothing is invoked: the step-up action is the flow's own, never a default.
      ...(approval
        ? {
            invoke: {
              id: 'stepUp',
              src: 'stepUp',
              input: ({ context }) => ({
                action: approval.action,
                accountNumber: approval.accountNumber
                  ? approval.accountNumber({ subject: context.subject, eligibility: context.eligibility })
                  : context.subject,
              }),
              onDone: {
                target: 'submitting',
                actions: { type: 'keepProof', params: ({ event }) => ({ output: event.output }) },
              },
            },
          }
        : { always: { target: 'confirming' } }),
      on: {
        EDIT: { target: 'confirming' },
        BACK: { target: 'confirming' },
      },
    }),
  };
}
