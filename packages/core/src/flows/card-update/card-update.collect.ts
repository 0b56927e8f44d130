import * as v from 'valibot';
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { OtpRequest } from '../../gateway/auth/otp-request.schema.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import {
  checkJourneyData,
  type JourneyData,
  JourneyDefinitionError,
  type JourneyOutcome,
  loadJourney,
  NO_STEP_SCHEMAS,
  withStepData,
} from '../../journey/index.ts';
import { otpErrorMessageId } from '../../machines/otp-timer/otp-errors.ts';
import { otpTimerMachine } from '../../machines/otp-timer/otp-timer.machine.ts';
import type { OtpTimerOutput } from '../../machines/otp-timer/otp-timer.types.ts';
import { cardEntryMachine } from '../../machines/payment/card-entry/card-entry.machine.ts';
import type {
  CardEntryOutput,
  CardEntryTokenRequested,
} from '../../machines/payment/card-entry/card-entry.types.ts';
import { tokenizeRequest } from '../../machines/payment/hosted-fields-messages.ts';
import type { PaymentEmitted } from '../../machines/payment/payment.types.ts';
import {
  type CollectInput,
  collectChild,
  type ServiceRequestCollector,
} from '../../machines/service-request-template/index.ts';
import { otpEndTime } from '../../onboarding/otp-countdown.ts';
import { CARD_UPDATE_JOURNEY_VOCABULARY } from './vocabulary.ts';

/** Card update's steps, as its pages and saves name them. */
export const CARD_UPDATE_STEPS = { verify: 'verify', request: 'request', submit: 'submit' } as const;
export type CardUpdateStep = (typeof CARD_UPDATE_STEPS)[keyof typeof CARD_UPDATE_STEPS];

/** What the verify step keeps: the code request (its timer survives a reload) and, once right, the update. */
const VerifyDataSchema = v.object({
  requestId: v.optional(v.string()),
  endsAt: v.optional(v.number()),
  updateId: v.optional(v.string()),
  verifiedUntil: v.optional(v.number()),
});
/** What the card step keeps: the provider's one-use token and what can be shown of the card. */
const RequestDataSchema = v.object({
  token: v.pipe(v.string(), v.minLength(1)),
  brand: v.string(),
  last4: v.string(),
});

export const readVerifyData = (data: JourneyData) => {
  const parsed = v.safeParse(VerifyDataSchema, data[CARD_UPDATE_STEPS.verify] ?? {});
  return parsed.success ? parsed.output : {};
};
export const readRequestData = (data: JourneyData) => {
  const parsed = v.safeParse(RequestDataSchema, data[CARD_UPDATE_STEPS.request]);
  return parsed.success ? parsed.output : null;
};

interface CollectContext {
  current: CardUpdateStep;
  journeyData: JourneyData;
  /** Why the code or the card form could not be had (RETRY asks again). */
  notice: MessageId | null;
  /** Opened again from the review (EDIT): the card is typed anew rather than reviewed again. */
  reopened: boolean;
}

/**
 * How long after a right code a reload still goes straight to the card: less than the gateway's
 * own window (15 min in the sandbox), so a resumed card is not refused at the submit.
 */
export const VERIFIED_RESUME_MS = 10 * 60 * 1000;

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`cardUpdateCollect: actor "${name}" was not provided`);
};

/**
 * Card update's collect child (the template's `collect`): who asks proves it with the code mailed
 * to the account's e-mail (the OTP timer machine: boxes, countdown, resend, the spec's messages), then
 * types the new card in the provider's hosted fields (the payment machine's card-entry child, whose
 * tokenise requests leave as the emitted `tokenize` the page posts to the frame). It ends on
 * `submit`, which the template shows for review and sends.
 *
 * requestingCode → verifying → enteringCard → done; codeFailed and cardFailed wait for RETRY.
 * A reload resumes from the saved step data: a verified update still valid goes to the card, an
 * open code to its timer (the review is the template's to resume; opened again from it, EDIT, the
 * card is typed anew); the card's number and security code never reach this machine (the
 * token, brand and last four do).
 */
export function createCardUpdateCollectMachine(targetOrigin: string) {
  return setup({
    types: {
      context: {} as CollectContext,
      input: {} as CollectInput,
      output: {} as JourneyOutcome,
      events: {} as { type: 'RETRY' } | CardEntryTokenRequested,
      emitted: {} as Extract<PaymentEmitted, { type: 'tokenize' }>,
    },
    actors: {
      requestCode: fromPromise<OtpRequest, void>(notProvided('requestCode')),
      otp: otpTimerMachine,
      cardEntry: cardEntryMachine,
    },
    guards: {
      /** A reload on the review: the card typed before is reviewed again (its token is unspent). */
      hasCardToReview: ({ context }) => !context.reopened && readRequestData(context.journeyData) !== null,
      isVerified: ({ context }) => {
        const verify = readVerifyData(context.journeyData);
        return verify.updateId !== undefined && (verify.verifiedUntil ?? 0) > Date.now();
      },
      hasOpenCode: ({ context }) => {
        const verify = readVerifyData(context.journeyData);
        return verify.requestId !== undefined && (verify.endsAt ?? 0) > Date.now();
      },
      isVerifiedOutput: (_, params: { output: OtpTimerOutput }) => params.output.status === 'verified',
      isTokenized: (_, params: { entry: CardEntryOutput }) => params.entry.status === 'tokenized',
    },
    actions: {
      keepStep: assign((_, params: { step: CardUpdateStep }) => ({ current: params.step })),
      /** A new code request: the timer starts from its answer; an earlier update is forgotten. */
      keepCode: assign(({ context }, params: { answer: OtpRequest }) => ({
        notice: null,
        journeyData: {
          ...context.journeyData,
          [CARD_UPDATE_STEPS.verify]: {
            requestId: params.answer.requestId,
            endsAt: otpEndTime(params.answer.expiresIn, Date.now()),
          },
        },
      })),
      /** A resend changes the code request and its end: kept so a reload counts the right one down. */
      keepTimer: assign(({ context }, params: { snapshot: unknown }) => {
        const timer = v.safeParse(
          v.object({ context: v.object({ requestId: v.string(), endsAt: v.number() }) }),
          params.snapshot,
        );
        if (!timer.success) return {};
        const { requestId, endsAt } = timer.output.context;
        const verify = readVerifyData(context.journeyData);
        if (verify.requestId === requestId && verify.endsAt === endsAt) return {};
        return {
          journeyData: withStepData(
            context.journeyData,
            CARD_UPDATE_STEPS.verify,
            { requestId, endsAt },
            NO_STEP_SCHEMAS,
          ),
        };
      }),
      keepVerified: assign(({ context }, params: { output: OtpTimerOutput }) => ({
        journeyData: withStepData(
          context.journeyData,
          CARD_UPDATE_STEPS.verify,
          {
            updateId: params.output.status === 'verified' ? params.output.accessToken : undefined,
            // The gateway's window is its own; the app goes to the card at once and the submit says
            // when it has closed (422811), so this only decides where a reload resumes.
            verifiedUntil: Date.now() + VERIFIED_RESUME_MS,
          },
          NO_STEP_SCHEMAS,
        ),
      })),
      keepCard: assign(({ context }, params: { entry: CardEntryOutput }) =>
        params.entry.status === 'tokenized'
          ? {
              journeyData: withStepData(
                context.journeyData,
                CARD_UPDATE_STEPS.request,
                {
                  token: params.entry.token,
                  brand: params.entry.card.brand,
                  last4: params.entry.card.last4,
                },
                NO_STEP_SCHEMAS,
              ),
            }
          : {},
      ),
      noticeError: assign((_, params: { error: unknown }) => ({
        notice: otpErrorMessageId(params.error) as MessageId,
      })),
      noticeCardEntry: assign((_, params: { entry: CardEntryOutput }) => ({
        notice: (params.entry.status === 'loadError' ? params.entry.notice : null) as MessageId | null,
      })),
      /** The page posts `tokenize` (with the expiry) to the hosted-fields frame, at its origin only. */
      requestToken: enqueueActions(({ event, enqueue }) => {
        if (event.type !== 'cardEntry.tokenRequested') return;
        const request = tokenizeRequest(
          { expirationMonth: event.expirationMonth, expirationYear: event.expirationYear },
          { targetOrigin: targetOrigin, hostedFieldsUrl: event.hostedFieldsUrl },
        );
        if (request) enqueue.emit(request);
      }),
    },
  }).createMachine({
    id: 'cardUpdateCollect',
    context: ({ input }) => ({
      current: CARD_UPDATE_STEPS.verify,
      journeyData: checkJourneyData(input.journeyData, NO_STEP_SCHEMAS),
      notice: null,
      reopened: input.reopened === true,
    }),
    initial: 'starting',
    states: {
      starting: {
        always: [
          { guard: 'hasCardToReview', target: 'done' },
          { guard: 'isVerified', target: 'enteringCard' },
          { guard: 'hasOpenCode', target: 'verifying' },
          { target: 'requestingCode' },
        ],
      },
      requestingCode: {
        tags: ['busy'],
        entry: { type: 'keepStep', params: { step: CARD_UPDATE_STEPS.verify } },
        invoke: {
          src: 'requestCode',
          onDone: {
            target: 'verifying',
            actions: { type: 'keepCode', params: ({ event }) => ({ answer: event.output }) },
          },
          onError: {
            target: 'codeFailed',
            actions: { type: 'noticeError', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      codeFailed: { on: { RETRY: { target: 'requestingCode' } } },
      verifying: {
        entry: { type: 'keepStep', params: { step: CARD_UPDATE_STEPS.verify } },
        invoke: {
          id: 'otp',
          src: 'otp',
          input: ({ context }) => {
            const verify = readVerifyData(context.journeyData);
            return {
              flow: 'signin' as const,
              identifier: '',
              otpRequest: { requestId: verify.requestId ?? '' },
              endsAt: verify.endsAt ?? null,
            };
          },
          onSnapshot: {
            actions: { type: 'keepTimer', params: ({ event }) => ({ snapshot: event.snapshot }) },
          },
          onDone: [
            {
              guard: { type: 'isVerifiedOutput', params: ({ event }) => ({ output: event.output }) },
              target: 'enteringCard',
              actions: { type: 'keepVerified', params: ({ event }) => ({ output: event.output }) },
            },
            { target: 'requestingCode' },
          ],
        },
      },
      enteringCard: {
        entry: { type: 'keepStep', params: { step: CARD_UPDATE_STEPS.request } },
        invoke: {
          id: 'cardEntry',
          src: 'cardEntry',
          input: ({ context }) => ({
            targetOrigin: targetOrigin,
            canSaveCard: false,
            notice: context.notice,
          }),
          onDone: [
            {
              guard: { type: 'isTokenized', params: ({ event }) => ({ entry: event.output }) },
              target: 'done',
              actions: { type: 'keepCard', params: ({ event }) => ({ entry: event.output }) },
            },
            {
              target: 'cardFailed',
              actions: { type: 'noticeCardEntry', params: ({ event }) => ({ entry: event.output }) },
            },
          ],
        },
        on: { 'cardEntry.tokenRequested': { actions: 'requestToken' } },
      },
      cardFailed: { on: { RETRY: { target: 'enteringCard' } } },
      done: { type: 'final', entry: { type: 'keepStep', params: { step: CARD_UPDATE_STEPS.submit } } },
    },
    output: () => ({ kind: 'final', step: CARD_UPDATE_STEPS.submit }),
  });
}

export type CardUpdateCollectMachine = ReturnType<typeof createCardUpdateCollectMachine>;

/**
 * The collector the flow is compiled with, from journeys/card-update.json checked against its
 * vocabulary (the code, then the card; neither can go): the file's final step is the review the
 * template submits on. A step the child has no screen for (a new name, a second final step) is
 * refused here, as loadJourney refuses what the vocabulary forbids, so a file the child cannot
 * walk fails when the flow is compiled. The app's services provide a child for the page's origin
 * (the hosted fields talk to it only) with its gateway calls.
 */
export function cardUpdateCollector(journeySource: unknown): ServiceRequestCollector {
  const journey = loadJourney(journeySource, CARD_UPDATE_JOURNEY_VOCABULARY);
  const collected: readonly string[] = [CARD_UPDATE_STEPS.verify, CARD_UPDATE_STEPS.request];
  const submitOn = journey.steps.filter((step) => step.final).map((step) => step.name);
  const issues = journey.steps
    .filter((step) => !step.final && !collected.includes(step.name))
    .map((step) => ({
      path: '$.onboarding.steps',
      message: `card update has no screen for step "${step.name}"`,
    }));
  if (submitOn.join() !== CARD_UPDATE_STEPS.submit) {
    issues.push({
      path: '$.onboarding.steps',
      message: `card update reviews on one final step, "${CARD_UPDATE_STEPS.submit}"`,
    });
  }
  if (issues.length) throw new JourneyDefinitionError(journey.id, issues);
  return {
    logic: collectChild(createCardUpdateCollectMachine('')),
    submitOn,
    journey: null,
    journeyMachine: null,
  };
}
