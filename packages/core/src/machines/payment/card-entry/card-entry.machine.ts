import { assign, enqueueActions, fromPromise, sendParent, setup } from 'xstate';
import { cardExpiryStatus } from '../../../payments/card-expiry.ts';
import { frameMessageEvent } from '../hosted-fields-messages.ts';
import type { FetchCaptureContextInput, PaymentCaptureContext } from '../payment.types.ts';
import {
  CAPTURE_CONTEXT_EXPIRED_MESSAGE_ID,
  isCaptureContextExpiredError,
  loadErrorNotice,
  tokenizeErrorMessageId,
} from '../payment-errors.ts';
import { captureContextRefreshDelay } from './capture-context-refresh.ts';
import type {
  CardEntryContext,
  CardEntryEvent,
  CardEntryInput,
  CardEntryOutput,
  CardEntryTokenRequested,
} from './card-entry.types.ts';

/**
 * A fresh capture context is fetched this long before the current one lapses: a token made in the
 * last seconds would reach payment_request after the context died, and the customer would type
 * the card twice instead of once.
 */
export const CAPTURE_CONTEXT_REFRESH_MARGIN_MS = 10_000;
/** The frame normally answers a tokenise request in well under a second; past this it is lost. */
export const TOKENIZE_TIMEOUT_MS = 30_000;
/**
 * How long a Pay waits for the frame to report a card it has not called complete yet. The page
 * hears what was typed a hop or two after it was typed (the security code goes from its own frame
 * to the number frame, which tells the page), so a quick click after the last digit comes before
 * the report; past this the card is taken as incomplete and the checks are shown.
 */
export const FIELDS_REPORT_WAIT_MS = 1_500;

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`cardEntry: actor "${name}" was not provided`);
};

/**
 * A card typed in the provider's hosted fields, up to its one-use token (the spec's capture context).
 * The payment machine runs it before a payment_request; card update runs it to put a card on file.
 *
 * loadingContext → ready ⇄ (awaitingFields →) tokenizing → tokenized | loadError
 *
 * - ready: the hosted fields (from the capture context) take the card; the machine only hears
 *   brand and completeness. The parent hands over every message the page's frames post
 *   (FRAME_MESSAGE); only the hosted fields' own origin and protocol are believed
 *   (hosted-fields-messages.ts). PAY asks the parent to post a tokenise request to the frame
 *   (`cardEntry.tokenRequested`) and is accepted in `ready` only, so a double click asks once; a
 *   PAY the expiry is not ready for only shows what is missing.
 * - awaitingFields: PAY with a good expiry before the frame has reported the card complete. The
 *   frame's report lags what was typed (the security code reaches the page two hops after its
 *   key), so a mouse click right after the last digit comes before it; answered with the checks,
 *   the report would clear them a moment later and the press would be lost with nothing said. It
 *   is held (the button busy) until the frame reports the card complete, then asks for the token
 *   with the press's expiry; with no such report within FIELDS_REPORT_WAIT_MS, what is missing is
 *   shown and the press is dropped.
 * - "Your capture context has expired.": whether the frame or the clock says so, a fresh
 *   context is fetched and the form shown again with a notice; the card is typed again (the frame
 *   reloads with the new context). A parent that hears it from the gateway starts a new card entry
 *   with the same notice.
 * - tokenized: the output carries the token, brand and last four, and the save-card choice (only
 *   ever true for a customer who may keep a card). The number and security code never reach it.
 */
export const cardEntryMachine = setup({
  types: {
    context: {} as CardEntryContext,
    events: {} as CardEntryEvent,
    input: {} as CardEntryInput,
    output: {} as CardEntryOutput,
  },
  actors: {
    fetchCaptureContext: fromPromise<PaymentCaptureContext, FetchCaptureContextInput>(
      notProvided('fetchCaptureContext'),
    ),
  },
  delays: {
    tokenizeTimeout: TOKENIZE_TIMEOUT_MS,
    fieldsReportWait: FIELDS_REPORT_WAIT_MS,
    // Counted from the context's arrival: back in `ready` after a refused Pay, the time left is
    // what remains of it, not a fresh lifetime.
    contextExpiry: ({ context }) => Math.max(0, (context.contextRefreshAt ?? 0) - Date.now()),
  },
  guards: {
    canPay: ({ context, event }) =>
      event.type === 'PAY' &&
      context.captureContext !== null &&
      context.fields.numberComplete &&
      context.fields.securityCodeComplete &&
      cardExpiryStatus(event.expirationMonth, event.expirationYear, Date.now()) === 'valid',
    /** Everything the page itself knows is right; only the frame's report of the card is missing. */
    mayWaitForFields: ({ context, event }) =>
      event.type === 'PAY' &&
      context.captureContext !== null &&
      cardExpiryStatus(event.expirationMonth, event.expirationYear, Date.now()) === 'valid',
    /** The frame now reports the card complete. */
    reportsComplete: ({ event }) =>
      event.type === 'FIELDS_CHANGED' && event.numberComplete && event.securityCodeComplete,
    isContextExpiredReason: ({ event }) =>
      event.type === 'TOKENIZE_FAILED' && isCaptureContextExpiredError({ reason: event.reason }),
  },
  actions: {
    /**
     * The parent posts `tokenize` (with the expiry) to the hosted-fields frame, at its origin only:
     * the expiry of this PAY, or of the PAY held for the frame's report.
     */
    requestToken: sendParent(({ context, event }): CardEntryTokenRequested => {
      const expiry = event.type === 'PAY' ? event : context.heldPay;
      return {
        type: 'cardEntry.tokenRequested',
        expirationMonth: expiry?.expirationMonth ?? '',
        expirationYear: expiry?.expirationYear ?? '',
        hostedFieldsUrl: context.captureContext?.hostedFieldsUrl ?? null,
      };
    }),
    holdPay: assign(({ event }) => ({
      heldPay:
        event.type === 'PAY'
          ? { expirationMonth: event.expirationMonth, expirationYear: event.expirationYear }
          : null,
    })),
    // The expiry goes to the frame and is not kept past the press.
    dropHeldPay: assign({ heldPay: null }),
    /** A frame's message, believed or not; a believed one is handled as the event it stands for. */
    hearFrame: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'FRAME_MESSAGE' || event.frame !== 'hostedFields') return;
      const heard = frameMessageEvent(event, {
        targetOrigin: context.targetOrigin,
        hostedFieldsUrl: context.captureContext?.hostedFieldsUrl ?? null,
        challengeUrl: null,
        transactionId: null,
      });
      if (heard?.type === 'FRAME_READY') enqueue.assign({ frameReady: true });
      else if (heard && heard.type !== 'CHALLENGE_ANSWERED') enqueue.raise(heard);
    }),
    dropContext: assign({ captureContext: null, contextRefreshAt: null, frameReady: false }),
    // A new context is a new, empty frame: nothing typed in the old one is shown as if it were
    // there, and its checks wait for the next Pay.
    storeContext: assign(({ context }, params: { captureContext: PaymentCaptureContext }) => ({
      captureContext: params.captureContext,
      contextRefreshAt:
        Date.now() + captureContextRefreshDelay(params.captureContext, CAPTURE_CONTEXT_REFRESH_MARGIN_MS),
      fields: { brand: null, numberComplete: false, securityCodeComplete: false },
      card: null,
      frameReady: false,
      checksShown: context.payPressedWhileLoading,
      payPressedWhileLoading: false,
    })),
    showChecks: assign({ checksShown: true }),
    rememberEarlyPay: assign({ payPressedWhileLoading: true }),
    noticeContextExpired: assign({ notice: CAPTURE_CONTEXT_EXPIRED_MESSAGE_ID }),
    noticeError: assign((_, params: { error: unknown }) => ({ notice: loadErrorNotice(params.error) })),
    noticeTokenizeFailed: assign(({ event }) => ({
      notice: tokenizeErrorMessageId(event.type === 'TOKENIZE_FAILED' ? event.reason : 'TOKENIZE_TIMEOUT'),
    })),
    dismissNotice: assign({ notice: null }),
    // Only a customer with an account may keep a card, whatever the page sent.
    chooseSaveCard: assign(({ context, event }) => ({
      saveCard: context.canSaveCard && event.type === 'PAY' && event.saveCard === true,
    })),
    storeFields: assign(({ context, event }) =>
      event.type === 'FIELDS_CHANGED'
        ? {
            fields: {
              brand: event.brand,
              numberComplete: event.numberComplete,
              securityCodeComplete: event.securityCodeComplete,
            },
          }
        : { fields: context.fields },
    ),
    storeToken: assign(({ event }) =>
      event.type === 'TOKENIZED'
        ? { token: event.token, card: { brand: event.brand, last4: event.last4 } }
        : {},
    ),
  },
}).createMachine({
  id: 'cardEntry',
  context: ({ input }) => ({
    targetOrigin: input.targetOrigin,
    captureContext: null,
    contextRefreshAt: null,
    fields: { brand: null, numberComplete: false, securityCodeComplete: false },
    saveCard: false,
    canSaveCard: input.canSaveCard,
    frameReady: false,
    checksShown: false,
    payPressedWhileLoading: input.payPressed === true,
    heldPay: null,
    token: null,
    card: null,
    notice: input.notice ?? null,
  }),
  initial: 'loadingContext',
  on: { FRAME_MESSAGE: { actions: 'hearFrame' } },
  states: {
    loadingContext: {
      tags: ['loading'],
      entry: 'dropContext',
      invoke: {
        src: 'fetchCaptureContext',
        input: ({ context }) => ({ targetOrigin: context.targetOrigin }),
        onDone: {
          target: 'ready',
          actions: { type: 'storeContext', params: ({ event }) => ({ captureContext: event.output }) },
        },
        onError: {
          target: 'loadError',
          actions: { type: 'noticeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
      // No fields to read yet: the press is kept, and the form opens saying what is missing.
      on: { PAY: { actions: 'rememberEarlyPay' } },
    },
    ready: {
      tags: ['form'],
      after: {
        contextExpiry: { target: 'loadingContext', actions: 'noticeContextExpired' },
      },
      on: {
        FIELDS_CHANGED: { actions: 'storeFields' },
        PAY: [
          {
            guard: 'canPay',
            target: 'tokenizing',
            // The notice stays while the frame tokenises: removing it would move the page under a
            // second click (a double click landing on Back).
            actions: ['showChecks', 'chooseSaveCard', 'requestToken'],
          },
          {
            guard: 'mayWaitForFields',
            target: 'awaitingFields',
            actions: ['chooseSaveCard', 'holdPay'],
          },
          { actions: 'showChecks' },
        ],
        DISMISS_NOTICE: { actions: 'dismissNotice' },
      },
    },
    awaitingFields: {
      tags: ['form', 'busy'],
      after: { fieldsReportWait: { target: 'ready', actions: ['showChecks', 'dropHeldPay'] } },
      on: {
        FIELDS_CHANGED: [
          {
            guard: 'reportsComplete',
            target: 'tokenizing',
            actions: ['storeFields', 'showChecks', 'requestToken', 'dropHeldPay'],
          },
          { actions: 'storeFields' },
        ],
        DISMISS_NOTICE: { actions: 'dismissNotice' },
      },
    },
    tokenizing: {
      tags: ['form', 'busy'],
      after: { tokenizeTimeout: { target: 'ready', actions: 'noticeTokenizeFailed' } },
      on: {
        FIELDS_CHANGED: { actions: 'storeFields' },
        TOKENIZED: { target: 'tokenized', actions: 'storeToken' },
        TOKENIZE_FAILED: [
          { guard: 'isContextExpiredReason', target: 'loadingContext', actions: 'noticeContextExpired' },
          { target: 'ready', actions: 'noticeTokenizeFailed' },
        ],
      },
    },
    tokenized: { type: 'final' },
    loadError: { type: 'final' },
  },
  output: ({ context }): CardEntryOutput =>
    context.token !== null && context.card !== null
      ? { status: 'tokenized', token: context.token, card: context.card, saveCard: context.saveCard }
      : { status: 'loadError', notice: context.notice ?? loadErrorNotice(undefined) },
});

export type CardEntryMachine = typeof cardEntryMachine;
