import { boundedPoll } from '@senda/core/machines/shared';
import type { Meta } from '@storybook/react-vite';
import { fromPromise } from 'xstate';
import { flowStories, never, paymentGivenUp, refused } from '../../../storybook/flow-story';
import { renderApp } from '../../../storybook/story-kit';
import { SIM_REPLACEMENT_FLOW } from './sim-replacement-flow';
import { kycId, paid, replacementAt, reviewed, sent } from './sim-replacement-story-customer';

/**
 * SIM replacement (the service-request template with journeys/sim-replacement.json), every state
 * of the `simReplacement` machine on the page that shows it, for `sim-replacement-eligible`'s
 * customer signed in. A replacement part-way is the flow's own save for that customer and line,
 * made with core's saveServiceRequest; the gateway's answers are the sandbox's, but for a call
 * held (never answers) or refused to show a busy or failed state.
 */
export default { title: 'Manage/SIM replacement', render: renderApp } satisfies Meta;

const PATHS = {
  'order-request': '/manage/sim-replacement-order-request',
  kyc: '/manage/sim-replacement-kyc',
  'delivery-details': '/manage/sim-replacement-delivery-details',
  'order-summary': '/manage/sim-replacement-order-summary',
  'order-payment': '/manage/sim-replacement-order-payment',
  'payment-success': '/manage/payment-success',
};

/** The sandbox's replacement SIM is delivered a day after it is paid for (then DONE). */
const DELIVERED_AFTER_MS = 24 * 60 * 60 * 1000 + 60_000;

const simReplacementStory = flowStories({
  machineId: 'simReplacement',
  paths: PATHS,
  scenario: 'sim-replacement-eligible',
  paidFlowId: 'sim-replacement',
  save: { flow: SIM_REPLACEMENT_FLOW, subject: (customer) => customer.accountNumber },
  // Logged in by code just now: the submit's step-up proves at once; Approving shows it.
  signIn: 'code',
});

/** The line's eligibility and the specification being read. */
export const CheckingEligibility = simReplacementStory(['checkingEligibility'], {
  page: 'order-request',
  machine: { actors: { checkEligibility: never() } },
});

/** The check got no answer: try again. */
export const EligibilityFailed = simReplacementStory(['checkingEligibility', 'eligibilityFailed'], {
  page: 'order-request',
  machine: { actors: { checkEligibility: refused() } },
});

/** A replacement already on its way: why not, no dead button. */
export const NotEligible = simReplacementStory(['notEligible'], {
  page: 'order-request',
  scenario: 'sim-replacement-blocked',
});

/** Eligible; the template's cancel check (a replacement offers none) on its way. */
export const CheckingCancel = simReplacementStory(['checkingCancel'], {
  page: 'order-request',
  machine: { actors: { checkCancelEligibility: never() } },
});

/** The reason and the new SIM's type, with each type's fee. */
export const OrderRequest = simReplacementStory(['collecting'], { page: 'order-request' });

/** The identity check: ID and selfie, the purchase's eKYC fields. */
export const Kyc = simReplacementStory(['collecting'], {
  page: 'kyc',
  before: (env, customer) => replacementAt(env, customer, 'physical', 'kyc'),
});

/** A physical SIM: the address and a doorstep window, or a store. */
export const DeliveryDetails = simReplacementStory(['collecting'], {
  page: 'delivery-details',
  before: (env, customer) => replacementAt(env, customer, 'physical', 'delivery-details'),
});

/** Everything chosen: the summary with the fee as Total, the terms, Confirm and pay. */
export const OrderSummary = simReplacementStory(['confirming'], {
  page: 'order-summary',
  before: async (env, customer) => reviewed(await kycId(env, customer)),
});

/**
 * Confirmed by a customer signed in from a link: before anything is sent, the code
 * mailed to the account's current address (masked), the purchase's code boxes; Back to the summary.
 */
export const Approving = simReplacementStory(['confirming', 'approving'], {
  page: 'order-summary',
  signIn: 'link',
  machine: { events: [{ waitFor: 'confirming' }, { type: 'SUBMIT' }] },
  before: async (env, customer) => reviewed(await kycId(env, customer)),
});

/** Confirmed: the request on its way to the gateway. */
export const Sending = simReplacementStory(['confirming', 'submitting'], {
  page: 'order-summary',
  machine: { actors: { submit: never() }, events: [{ waitFor: 'confirming' }, { type: 'SUBMIT' }] },
  before: async (env, customer) => reviewed(await kycId(env, customer)),
});

/** Not sent: the choice kept, try again or go back. */
export const SendFailed = simReplacementStory(['submitting', 'submitFailed'], {
  page: 'order-summary',
  machine: { actors: { submit: refused() }, events: [{ waitFor: 'confirming' }, { type: 'SUBMIT' }] },
  before: async (env, customer) => reviewed(await kycId(env, customer)),
});

/** Sent: the fee's order, paid by card (saved cards first). */
export const Payment = simReplacementStory(['paying'], {
  page: 'order-payment',
  before: async (env, customer) => ({ checkpoint: 'submitted', ...(await sent(env, customer)) }),
});

/** The card payment given up after a refusal: nothing charged, the same order to pay again. */
export const PaymentFailed = simReplacementStory(['paymentFailed'], {
  page: 'order-payment',
  machine: {
    actors: {
      pay: paymentGivenUp(),
    },
  },
  before: async (env, customer) => ({ checkpoint: 'submitted', ...(await sent(env, customer)) }),
});

/** Paid: the request read every second on the result page. */
export const Following = simReplacementStory(['following'], {
  page: 'payment-success',
  result: true,
  machine: { actors: { followStatus: boundedPoll(async () => ({ status: 'IN_PROGRESS' as const })) } },
  before: (env, customer) => paid(env, customer),
});

/** The spec's window over (shortened here), still under way: followed from its status page. */
export const FollowLater = simReplacementStory(['followLater'], {
  page: 'payment-success',
  result: true,
  machine: {
    actors: {
      followStatus: boundedPoll(async () => ({ status: 'IN_PROGRESS' as const })).provide({
        delays: { pollInterval: 10 },
      }),
    },
  },
  before: (env, customer) => paid(env, customer),
});

/**
 * The template's cancel, which SIM replacement never offers (its cancel check always says no):
 * shown with a cancel check that says yes, so the state has its review.
 */
const _cancelable = fromPromise(async () => ({ cancelable: true }));

export const Cancelled = simReplacementStory(['cancelled'], {
  page: 'payment-success',
  result: true,
  machine: { state: { value: 'cancelled' } },
  before: (env, customer) => paid(env, customer),
});

/**
 * Done: a physical SIM paid for and delivered (the sandbox's clock a day on: its request DONE, its
 * order paid), so the result page says what happens to the new SIM and links to its activation. An
 * eSIM's done goes straight on to its installation page instead.
 */
export const Succeeded = simReplacementStory(['succeeded'], {
  page: 'payment-success',
  result: true,
  alsoShows: ['serviceRequestResult.reading', 'serviceRequestResult.shown'],
  machine: { actors: { followStatus: boundedPoll(async () => ({ status: 'DONE' as const })) } },
  before: async (env, customer) => {
    const progress = await paid(env, customer);
    env.sandbox.state.advanceClock(DELIVERED_AFTER_MS);
    return progress;
  },
});

/** Refused once processed. */
export const Failed = simReplacementStory(['failed'], {
  page: 'order-summary',
  machine: { actors: { followStatus: boundedPoll(async () => ({ status: 'FAILED' as const })) } },
  before: async (env, customer) => ({ checkpoint: 'paid', ...(await sent(env, customer)) }),
});

/** The customer left before the review (the journey's `line` exit): nothing sent, nothing kept. */
export const Left = simReplacementStory(['collecting', 'left'], {
  page: 'order-request',
  machine: { events: [{ waitFor: 'collecting' }, { type: 'EXIT', exit: 'line' }] },
});
