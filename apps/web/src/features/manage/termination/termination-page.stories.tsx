import { winBackAggregation } from '@senda/core/flows/termination';
import { boundedPoll } from '@senda/core/machines/shared';
import type { Meta } from '@storybook/react-vite';
import { fromPromise } from 'xstate';
import { flowStories, never, refused } from '../../../storybook/flow-story';
import type { MachineScriptStep } from '../../../storybook/machine-registry';
import type { ScenarioCustomer } from '../../../storybook/scenario-customer';
import type { StoryEnv } from '../../../storybook/story-env';
import { renderApp } from '../../../storybook/story-kit';

/**
 * Termination with win-back (the service-request template with journeys/termination.json), every
 * state of the `termination` machine on the page that shows it, for a sandbox customer signed in
 * (termination-eligible unless said). The steps are walked by the machine's own events (what the
 * screens send); the gateway's answers are the sandbox's, but for a call held (never answers) or
 * refused to show a busy or failed state.
 */
export default { title: 'Manage/Termination', render: renderApp } satisfies Meta;

const PATHS = {
  request: '/manage/termination-request',
  stay: '/manage/termination-request/stay',
  submit: '/manage/termination-request/submit',
  success: '/manage/termination-request/success',
};

const REQUEST = { type: 'NEXT', data: { reason: 'TOO_EXPENSIVE', feedback: 'La señal falla en mi casa' } };
const DECLINE = { type: 'NEXT', data: { offerId: '' }, facts: { offerAccepted: false } };
const accept = (offerId: string) => ({ type: 'NEXT', data: { offerId }, facts: { offerAccepted: true } });

/** The request answered, the offers declined: the confirmation. */
const DECLINED: readonly MachineScriptStep[] = [
  { waitFor: 'collecting' },
  REQUEST,
  DECLINE,
  { waitFor: 'confirming' },
];
/** …and confirmed: the termination sent. */
const SENT: readonly MachineScriptStep[] = [...DECLINED, { type: 'SUBMIT' }];

const terminationStory = flowStories({
  machineId: 'termination',
  paths: PATHS,
  scenario: 'termination-eligible',
  // Logged in by code just now: the termination's step-up proves at once; Approving shows it.
  signIn: 'code',
});

/** The extra-data offer the sandbox aggregated for this customer's line, taken. */
async function offerTaken(env: StoryEnv, customer: ScenarioCustomer): Promise<readonly MachineScriptStep[]> {
  const offers = await winBackAggregation(env.services.gateway, { accountNumber: customer.accountNumber });
  const data = offers.find((offer) => offer.kind === 'EXTRA_DATA');
  if (!data) throw new Error('termination-eligible has no extra-data offer');
  return [{ waitFor: 'collecting' }, REQUEST, accept(data.offerId), { waitFor: 'confirming' }];
}

/** The line's eligibility, reasons and offers being asked. */
export const CheckingEligibility = terminationStory(['checkingEligibility'], {
  page: 'request',
  machine: { actors: { checkEligibility: never() } },
});

/** The check got no answer: try again. */
export const EligibilityFailed = terminationStory(['checkingEligibility', 'eligibilityFailed'], {
  page: 'request',
  machine: { actors: { checkEligibility: refused() } },
});

/** 4121101: a plan change waits for the renewal; why not, and where to cancel it. */
export const NotEligible = terminationStory(['notEligible'], {
  page: 'request',
  scenario: 'termination-not-eligible',
});

/** Eligible; whether a termination could be withdrawn is being asked. */
export const CheckingCancel = terminationStory(['checkingCancel'], {
  page: 'request',
  machine: { actors: { checkCancelEligibility: never() } },
});

/** The request: the reasons (none chosen), feedback, what you lose, the number transfer (NIP by 051). */
export const Request = terminationStory(['collecting'], { page: 'request' });

/** Before activation: what you lose says the full refund. */
export const RequestBeforeActivation = terminationStory(['collecting'], {
  page: 'request',
  scenario: 'termination-before-activation',
});

/** Before activation, the order paid in cash at OXXO: its refund goes by SPEI, so the CLABE is asked. */
export const RequestPaidAtOxxo = terminationStory(['collecting'], {
  page: 'request',
  scenario: 'termination-before-activation-oxxo',
});

/** The offers to stay, "No thanks, cancel my line" beside them. */
export const Stay = terminationStory(['collecting'], {
  page: 'stay',
  machine: { events: [{ waitFor: 'collecting' }, REQUEST] },
});

/** Before activation: no offers (the refund is the answer); "No thanks" still one tap. */
export const StayWithoutOffers = terminationStory(['collecting'], {
  page: 'stay',
  scenario: 'termination-before-activation',
  machine: { events: [{ waitFor: 'collecting' }, REQUEST] },
});

/**
 * The offers declined: confirm the cancellation (auto-renewal stops and the line closes at once;
 * the number released, the days left not refunded; to keep the number, port it out first).
 */
export const ConfirmCancel = terminationStory(['confirming'], {
  page: 'submit',
  machine: { events: DECLINED },
});

/** An offer taken: confirm keeping the line with it. */
export const ConfirmOffer = terminationStory(['confirming'], { page: 'submit', script: offerTaken });

/**
 * The cancellation confirmed by a customer signed in from a link: before anything is
 * sent, the code mailed to the account's current address (masked); Back to the confirmation.
 */
export const Approving = terminationStory(['confirming', 'approving'], {
  page: 'submit',
  signIn: 'link',
  machine: { events: SENT },
});

/** Confirmed: the cancellation on its way to the gateway. */
export const Sending = terminationStory(['confirming', 'submitting'], {
  page: 'submit',
  machine: { actors: { submit: never() }, events: SENT },
});

/** Not sent: nothing changed, try again or go back. */
export const SendFailed = terminationStory(['submitting', 'submitFailed'], {
  page: 'submit',
  machine: { actors: { submit: refused() }, events: SENT },
});

/**
 * Never reached: cancelling is free, no termination answer names an order to pay. Were one
 * named, the confirmation would show it as still sending.
 */
const _ANSWER_WITH_ORDER = fromPromise(async () => ({
  kind: 'termination' as const,
  requestId: 'SR-STORY',
  status: 'SUBMITTED' as const,
  closesAt: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
  refund: null,
  payment: { orderReference: 'ORD-STORY', amount: 1 },
}));

/**
 * A gateway still processing the termination (the sandbox closes a line at once, so these answers
 * are the story's): SUBMITTED, withdrawable, the line closing tomorrow.
 */
const PROCESSING = {
  submit: fromPromise(async () => ({
    kind: 'termination' as const,
    requestId: 'SR-STORY',
    status: 'SUBMITTED' as const,
    closesAt: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
    refund: null,
  })),
  checkCancelEligibility: fromPromise(async () => ({ cancelable: true as const, requestId: 'SR-STORY' })),
  followStatus: boundedPoll(async () => ({ status: 'SUBMITTED' as const })),
};

/** Closed at once: the number released, the days left not refunded, the confirmation mailed. */
export const Closed = terminationStory(['succeeded'], {
  page: 'submit',
  machine: { events: SENT },
});

/** Requested at a gateway still processing it: its status, when the line closes; Withdraw while allowed. */
export const Requested = terminationStory(['following'], {
  page: 'submit',
  machine: { actors: PROCESSING, events: SENT },
});

/** The spec's window over (shortened here) with the line still to close: the page keeps showing it. */
export const FollowLater = terminationStory(['followLater'], {
  page: 'submit',
  machine: {
    actors: {
      ...PROCESSING,
      followStatus: boundedPoll(async () => ({ status: 'SUBMITTED' as const })).provide({
        delays: { pollInterval: 10 },
      }),
    },
    events: SENT,
  },
});

/** Withdraw asked. */
export const Withdrawing = terminationStory(['following', 'cancelling'], {
  page: 'submit',
  machine: {
    actors: { ...PROCESSING, cancel: never() },
    events: [...SENT, { waitFor: 'following' }, { type: 'CANCEL' }],
  },
});

/** Withdrawn: the line stays and renews as before. */
export const Withdrawn = terminationStory(['cancelled'], {
  page: 'submit',
  machine: {
    actors: { ...PROCESSING, cancel: fromPromise(async () => ({})) },
    events: [...SENT, { waitFor: 'following' }, { type: 'CANCEL' }],
  },
});

/** Before activation: closed at once, the refund and its amount. */
export const ClosedWithRefund = terminationStory(['succeeded'], {
  page: 'submit',
  scenario: 'termination-before-activation',
  machine: { events: SENT },
});

/** Paid in cash at OXXO: closed at once, the refund sent by SPEI to the CLABE given. */
export const ClosedWithRefundToClabe = terminationStory(['succeeded'], {
  page: 'submit',
  scenario: 'termination-before-activation-oxxo',
  machine: {
    events: [
      { waitFor: 'collecting' },
      { ...REQUEST, data: { ...REQUEST.data, refundClabe: '002010077777777771' } },
      DECLINE,
      { waitFor: 'confirming' },
      { type: 'SUBMIT' },
    ],
  },
});

/** An offer claimed: the reward on the line, no termination. */
export const OfferClaimed = terminationStory(['succeeded'], {
  page: 'submit',
  script: async (env, customer) => [...(await offerTaken(env, customer)), { type: 'SUBMIT' }],
});

/** Refused once processed: the line stays open; send again or change it. */
export const Failed = terminationStory(['failed'], {
  page: 'submit',
  machine: {
    actors: { followStatus: boundedPoll(async () => ({ status: 'FAILED' as const })) },
    events: SENT,
  },
});

/** The customer went back to the line before confirming (the journey's `line` exit): nothing sent. */
export const Left = terminationStory(['collecting', 'left'], {
  page: 'request',
  machine: { events: [{ waitFor: 'collecting' }, { type: 'EXIT', exit: 'line' }] },
});
