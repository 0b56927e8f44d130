import { captureContext, getOrder } from '@senda/core/gateway';
import {
  type PaymentDelays,
  type PaymentReads,
  paymentActors,
  paymentGatewayReads,
} from '@senda/core/machines/payment';
import { savedCardsCustomerId } from '@senda/core/stores';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { saveCard } from '../../../storybook/customer-scenario';
import { directMachine, type MachineScriptStep } from '../../../storybook/machine-registry';
import { customerAt } from '../../../storybook/purchase-stories';
import type { StoryEnv } from '../../../storybook/story-env';
import { renderApp, stepStory } from '../../../storybook/story-kit';

/**
 * The card payment step over its payment machine (packages/core/src/machines/payment) and the two
 * machines it runs, card entry (`cardEntry.*`) and settlement (`paymentSettlement.*`): a real
 * order in the sandbox, the real capture context and hosted-fields frame. The steps the card
 * frame and the bank take are events or fakes of the payment's calls (the card number never
 * reaches the page, so a story cannot type one; `fakeCalls` replaces some, the sandbox answers
 * the rest); a latency or server-error fault holds or breaks a real call. Each story claims the
 * machine states it passes through.
 */
export default { title: 'Purchase/Card payment', render: renderApp } satisfies Meta;

const HELD_MS = 120_000;
const never =
  <T,>() =>
  () =>
    new Promise<T>(() => undefined);
const answer =
  <T,>(value: T) =>
  async () =>
    value;
const refuse = (error: unknown) => async (): Promise<never> => {
  throw error;
};

/** The payment's actors with some of its calls faked and the sandbox answering the others. */
function fakeCalls(env: StoryEnv, fakes: Partial<PaymentReads>, delays?: PaymentDelays) {
  return paymentActors({ ...paymentGatewayReads(env.services), ...fakes } as PaymentReads, delays);
}

const expiryYear = String(new Date().getFullYear() + 3);
/** What the hosted fields and the customer do until the frame hands back a token. */
const CARD_TYPED: MachineScriptStep[] = [
  { waitFor: 'cardEntry.ready' },
  { type: 'FIELDS_CHANGED', brand: 'visa', numberComplete: true, securityCodeComplete: true },
  { type: 'PAY', expirationMonth: '12', expirationYear: expiryYear },
  { type: 'TOKENIZED', token: 'tok_story_4242', brand: 'visa', last4: '4242' },
];
const transaction = (
  status: 'PENDING' | 'SUCCESS' | 'FAILED' | 'CHALLENGE',
  extra: Record<string, string> = {},
) => ({
  transactionId: 'TXN-STORY-1',
  status,
  ...extra,
});

/** A customer with a created, unpaid order on the payment step; `arrange` directs the machine. */
function paymentStory(
  states: string[],
  arrange?: (env: StoryEnv, orderRef: string) => Promise<void> | void,
): StoryObj {
  return stepStory('purchase', 'payment', {
    states,
    setup: async (env) => {
      const seeded = await customerAt(env, 'order');
      const order = seeded.journeyData?.['order-summary'] as { orderRef: string };
      await arrange?.(env, order.orderRef);
      return seeded;
    },
  });
}

/** In a shop: the retail journey's card step, same form. */
export const Retail: StoryObj = stepStory('retail-purchase', 'payment', {
  states: ['cardEntry.ready'],
  setup: (env) => customerAt(env, 'order', { journey: 'retail-purchase' }),
});

/** Reading the order before anything is paid (it may have been paid or closed meanwhile). */
export const CheckingOrder = paymentStory(['payment.checkingOrder'], (env) => {
  env.sandbox.faults.add({ kind: 'latency', route: 'getOrder', latencyMs: HELD_MS });
});

/** Fetching the capture context the hosted card fields need. */
export const LoadingCardForm = paymentStory(['payment.enteringCard', 'cardEntry.loadingContext'], (env) => {
  env.sandbox.faults.add({ kind: 'latency', route: 'captureContext', latencyMs: HELD_MS });
});

/** The card form: the provider's hosted fields (its own page), expiry, Pay with the amount. */
export const CardForm = paymentStory(['cardEntry.ready']);

/**
 * Pay pressed before the card and its expiry were complete: nothing is sent; the machine marks the
 * card as incomplete and the expiry as required until a new frame.
 */
export const PayWithMissingCard = paymentStory(['cardEntry.ready'], () => {
  directMachine('payment', {
    events: [
      { waitFor: 'cardEntry.ready' },
      { type: 'PAY', expirationMonth: '', expirationYear: '', saveCard: false },
    ],
  });
});

/**
 * "Your capture context has expired.": the frame refuses the token, a fresh context is
 * fetched and the form is shown again with the notice; the card is typed again.
 */
export const CaptureContextExpired = paymentStory(['cardEntry.loadingContext', 'cardEntry.ready'], () => {
  directMachine('payment', {
    events: [
      ...CARD_TYPED.slice(0, 3),
      { type: 'TOKENIZE_FAILED', reason: 'CAPTURE_CONTEXT_EXPIRED' },
      { waitFor: 'cardEntry.ready' },
    ],
  });
});

/**
 * The customer chose a saved card on the payment-method step: no card form, the card named, Pay
 * charges it; "use another card" opens the hosted fields instead.
 */
export const SavedCard = paymentStory(['payment.savedCardReady'], async (env) => {
  const cards = await saveCard(env, 'approve');
  const card = cards[0];
  if (!card) throw new Error('the sandbox kept no card');
  const { stores } = env.services;
  // As the payment-method step leaves the store: the customer's cards, read for this customer,
  // and the one chosen among them.
  stores.store.set(stores.payment.state, (previous) => ({
    ...previous,
    savedPaymentMethods: cards,
    savedPaymentMethodsCustomerId: savedCardsCustomerId(stores.store.get(stores.auth.state)),
    selectedPaymentMethod: {
      paymentMethod: 'SAVED_CARD',
      id: card.paymentMethodId,
      brand: card.brand,
      last4: card.last4,
    },
  }));
});

/** Pay pressed: the frame is tokenising the card (restored in that state; the Pay button spins). */
export const Tokenizing = paymentStory(['cardEntry.tokenizing'], async (env, orderRef) => {
  const { gateway } = env.services;
  const [order, context] = await Promise.all([
    getOrder(gateway, { orderReference: orderRef }),
    captureContext(gateway, { targetOrigin: globalThis.location.origin }),
  ]);
  directMachine('payment', {
    state: {
      value: 'enteringCard',
      context: { amountDue: order.payment_due },
      children: {
        cardEntry: {
          value: 'tokenizing',
          input: { targetOrigin: globalThis.location.origin, canSaveCard: true },
          context: {
            captureContext: context,
            fields: { brand: 'visa', numberComplete: true, securityCodeComplete: true },
            checksShown: true,
          },
        },
      },
    },
  });
});

/**
 * Pay pressed right after the last digit: the frame has not reported the security code yet, and
 * the press waits for it (the Pay button spins; what is missing is said only if no report comes).
 */
export const AwaitingFieldsReport = paymentStory(['cardEntry.awaitingFields'], async (env, orderRef) => {
  const { gateway } = env.services;
  const [order, context] = await Promise.all([
    getOrder(gateway, { orderReference: orderRef }),
    captureContext(gateway, { targetOrigin: globalThis.location.origin }),
  ]);
  directMachine('payment', {
    state: {
      value: 'enteringCard',
      context: { amountDue: order.payment_due },
      children: {
        cardEntry: {
          value: 'awaitingFields',
          input: { targetOrigin: globalThis.location.origin, canSaveCard: true },
          context: {
            captureContext: context,
            fields: { brand: 'visa', numberComplete: true, securityCodeComplete: false },
            heldPay: { expirationMonth: '12', expirationYear: '2030' },
          },
        },
      },
    },
  });
});

/** The token went to payment_request: processing, the card summarised. */
export const SendingPayment = paymentStory(['cardEntry.tokenized', 'payment.requesting'], (env) => {
  directMachine('payment', { actors: fakeCalls(env, { requestPayment: never() }), events: CARD_TYPED });
});

/** PENDING: the status is polled (the spec: every 1000 ms, 30 times at most). */
export const Processing = paymentStory(['payment.settling', 'paymentSettlement.following'], (env) => {
  directMachine('payment', {
    actors: fakeCalls(env, {
      requestPayment: answer(transaction('PENDING')),
      fetchTransactionStatus: never(),
    }),
    events: [...CARD_TYPED, { waitFor: 'paymentSettlement.following' }],
  });
});

/** The provider answered at once: paid, and the journey moves on to the success page. */
export const PaidAtOnce = paymentStory(['paymentSettlement.succeeded', 'payment.succeeded'], (env) => {
  directMachine('payment', {
    actors: fakeCalls(env, { requestPayment: answer(transaction('SUCCESS')) }),
    events: CARD_TYPED,
  });
});

/** The bank asks the customer to confirm (3-D Secure): its page in a frame, polling goes on. */
export const BankChallenge = paymentStory(['paymentSettlement.challenge'], (env) => {
  directMachine('payment', {
    actors: fakeCalls(env, {
      requestPayment: answer(
        transaction('CHALLENGE', { challengeUrl: '/mocks/payment-provider/challenge/TXN-STORY-1' }),
      ),
      fetchTransactionStatus: never(),
    }),
    events: [...CARD_TYPED, { waitFor: 'paymentSettlement.challenge' }],
  });
});

/**
 * payment_request's answer never came (a dropped connection; a reload aborts the call the same
 * way): the transaction is looked up by the request's idempotency key, once a second while the
 * gateway has none (404), and would then be polled. Still "processing": never a failure.
 */
export const RecoveringPayment = paymentStory(['paymentSettlement.recovering'], (env) => {
  let lookups = 0;
  directMachine('payment', {
    actors: fakeCalls(env, {
      requestPayment: refuse({ kind: 'network', status: 500, errorCode: 'UNKNOWN_ERROR_CODE' }),
      // The first look-up finds nothing yet; the next one is held.
      findPaymentRequest: () =>
        lookups++ === 0
          ? Promise.reject({ kind: 'http', status: 404, errorCode: 'NOT_FOUND' })
          : new Promise<never>(() => undefined),
    }),
    events: [...CARD_TYPED, { waitFor: 'paymentSettlement.recovering' }],
  });
});

/** The lost request as the gateway sees it: not found by its key in any look-up of the window. */
const lostRequest = {
  requestPayment: refuse({ kind: 'network', status: 500, errorCode: 'UNKNOWN_ERROR_CODE' }),
  findPaymentRequest: () => Promise.reject({ kind: 'http', status: 404, errorCode: 'NOT_FOUND' }),
};

/**
 * The whole the spec's window found nothing by the key: the request is being closed at the gateway (so a
 * late arrival is refused), which answers the order's payment attempts. Still "processing".
 */
export const ClosingLostRequest = paymentStory(['paymentSettlement.closing'], (env) => {
  directMachine('payment', {
    actors: fakeCalls(
      env,
      { ...lostRequest, closePaymentRequest: () => new Promise<never>(() => undefined) },
      // The spec's window (30 × 1000 ms) on a fast clock.
      { pollInterval: 5 },
    ),
    events: [...CARD_TYPED, { waitFor: 'paymentSettlement.closing' }],
  });
});

/**
 * Closed, and the order has no payment attempt: the Pay tap never reached the gateway, so nothing
 * was charged, and the card form is offered again.
 */
export const PaymentNeverArrived = paymentStory(['paymentSettlement.notReceived'], (env) => {
  directMachine('payment', {
    actors: fakeCalls(
      env,
      { ...lostRequest, closePaymentRequest: () => Promise.resolve([]) },
      { pollInterval: 5 },
    ),
    // notReceived is the settlement's final state: the payment takes the settlement's end at once
    // and drops it, so a wait for it on the payment's snapshots can miss it (it timed out on every
    // CI run switched to in place). The claim is read from the settlement's own snapshots; the
    // card form offered again is what stays.
    events: [...CARD_TYPED, { waitFor: 'payment.enteringCard' }],
  });
});

/** payment_request refused as not payable: the order is read again to say why. */
export const RecheckingOrder = paymentStory(['payment.recheckingOrder'], async (env, orderRef) => {
  const order = await getOrder(env.services.gateway, { orderReference: orderRef });
  let reads = 0;
  directMachine('payment', {
    actors: fakeCalls(env, {
      // The first read lets the form open; the re-check is the one held.
      loadOrder: () => (reads++ === 0 ? Promise.resolve(order) : new Promise<never>(() => undefined)),
      requestPayment: refuse({ errorCode: 'ORDER_NOT_PAYABLE', status: 409 }),
    }),
    events: [...CARD_TYPED, { waitFor: 'recheckingOrder' }],
  });
});

/**
 * Paid (here: in another tab, so the order has nothing left to pay): the machine ends in
 * succeeded and the journey moves on to the success page.
 */
export const Succeeded: StoryObj = stepStory('purchase', 'payment', {
  states: ['payment.succeeded', 'purchase.payment-success'],
  setup: async (env) => {
    const seeded = await customerAt(env, 'paid');
    const { orderRef } = seeded.journeyData?.['order-summary'] as { orderRef: string };
    env.services.stores.store.set(env.services.stores.payment.setPaymentTarget, { kind: 'order', orderRef });
    return seeded;
  },
});

/**
 * Declined by the bank: the reason is shown on the payment step itself, with "Try again" (a new card
 * frame, the expiry kept) and "Pay later" (the journey's payment-failed page).
 */
export const Failed = paymentStory(['paymentSettlement.failed', 'payment.failed'], (env) => {
  directMachine('payment', {
    actors: fakeCalls(env, {
      requestPayment: answer(transaction('PENDING')),
      fetchTransactionStatus: answer(transaction('FAILED', { reason: 'CARD_DECLINED' })),
    }),
    events: CARD_TYPED,
  });
});

/** Thirty polls and still PENDING: the outcome is unknown; check again or see the orders. */
export const TimedOut = paymentStory(['paymentSettlement.timedOut', 'payment.timedOut'], (env) => {
  directMachine('payment', {
    actors: fakeCalls(
      env,
      {
        requestPayment: answer(transaction('PENDING')),
        fetchTransactionStatus: answer(transaction('PENDING')),
      },
      // The spec's window (30 × 1000 ms) on a fast clock.
      { pollInterval: 5 },
    ),
    events: [...CARD_TYPED, { waitFor: 'timedOut' }],
  });
});

/** No capture context could be had (a server error): the card form cannot open; try again. */
export const CardFormLoadError = paymentStory(['cardEntry.loadError', 'payment.loadError'], (env) => {
  env.sandbox.faults.add({ kind: 'server_error', route: 'captureContext' });
});

/** The order could not be read (a server error): try again. */
export const LoadError = paymentStory(['payment.loadError'], (env) => {
  env.sandbox.faults.add({ kind: 'server_error', route: 'getOrder' });
});

/** The order was cancelled on the server (CAN): nothing can be paid; start a new order. */
export const OrderCancelled = paymentStory(['payment.closed'], async (env, orderRef) => {
  const order = await getOrder(env.services.gateway, { orderReference: orderRef });
  directMachine('payment', { actors: fakeCalls(env, { loadOrder: answer({ ...order, state: 'CAN' }) }) });
});
