import { buyBooster } from '@senda/core/flows/boosters';
import { newIdempotencyKey } from '@senda/core/gateway';
import type { ServiceRequestProgress } from '@senda/core/machines/service-request-template';
import { boundedPoll } from '@senda/core/machines/shared';
import type { Meta } from '@storybook/react-vite';
import { fromPromise, setup } from 'xstate';
import {
  flowStories,
  never,
  paidFor,
  paymentDue,
  paymentGivenUp,
  refused,
} from '../../../storybook/flow-story';
import type { ScenarioCustomer } from '../../../storybook/scenario-customer';
import type { StoryEnv } from '../../../storybook/story-env';
import { renderApp } from '../../../storybook/story-kit';
import { BOOSTERS_FLOW } from './boosters-flow';

/**
 * Boosters (the service-request template with one choice page), every state of the `boosters`
 * machine on the page that shows it, for a `line-usage-out-of-data` customer signed in (its card
 * saved). A booster part-way is the flow's own save for that customer and line, made after a real
 * submit; a call held (never answers) or refused shows a busy or failed state. Cancelling,
 * cancelled and left are the template's: a booster offers no cancel and no exit.
 */
export default { title: 'Manage/Boosters', render: renderApp } satisfies Meta;

const PATHS = {
  review: '/manage/boosters',
  payment: '/manage/payment',
  'payment-success': '/manage/payment-success',
};

/** 3 GB really bought for the customer's line: the gateway's request and its order. */
async function sent(env: StoryEnv, customer: ScenarioCustomer): Promise<Partial<ServiceRequestProgress>> {
  const answer = await buyBooster(env.services.gateway, {
    accountNumber: customer.accountNumber,
    sku: 'ADDON-GB-3',
    idempotencyKey: newIdempotencyKey(),
  });
  return { checkpoint: 'submitted', requestId: answer.requestId, payment: paymentDue(answer) };
}

const boosterStory = flowStories({
  machineId: 'boosters',
  paths: PATHS,
  scenario: 'line-usage-out-of-data',
  paidFlowId: 'boosters',
  save: { flow: BOOSTERS_FLOW, subject: (customer) => customer.accountNumber },
});

/** The line and its offer read.*/
export const CheckingEligibility = boosterStory(['checkingEligibility'], {
  page: 'review',
  machine: { actors: { checkEligibility: never() } },
});

/** The line could not be read: try again. */
export const EligibilityFailed = boosterStory(['checkingEligibility', 'eligibilityFailed'], {
  page: 'review',
  machine: { actors: { checkEligibility: refused() } },
});

/** A line in grace: renew first. */
export const NotEligible = boosterStory(['notEligible'], { page: 'review', scenario: 'grace-line' });

/** Eligible; the template asks whether anything may be cancelled (never, for a booster). */
export const CheckingCancel = boosterStory(['checkingCancel'], {
  page: 'review',
  machine: { actors: { checkCancelEligibility: never() } },
});

/** The choice being prepared (its collect step ends at once; held here to be seen). */
export const Collecting = boosterStory(['collecting'], {
  page: 'review',
  machine: {
    actors: {
      collect: setup({}).createMachine({ id: 'reviewOnlyCollect', initial: 'held', states: { held: {} } }),
    },
  },
});

/** The 1, 3 and 5 GB add-ons with their IVA, and the automatic booster's consent naming the saved card. */
export const Review = boosterStory(['confirming'], { page: 'review' });

/** 3 GB chosen: on its way to the gateway. */
export const Sending = boosterStory(['confirming', 'submitting'], {
  page: 'review',
  machine: {
    actors: { submit: never() },
    events: [
      { waitFor: 'confirming' },
      { type: 'UPDATE_DATA', data: { sku: 'ADDON-GB-3' } },
      { type: 'SUBMIT' },
    ],
  },
});

/** Not sent: nothing charged, try again. */
export const SendFailed = boosterStory(['submitting', 'submitFailed'], {
  page: 'review',
  machine: {
    actors: { submit: refused() },
    events: [
      { waitFor: 'confirming' },
      { type: 'UPDATE_DATA', data: { sku: 'ADDON-GB-3' } },
      { type: 'SUBMIT' },
    ],
  },
});

/** The booster's order: the saved card chosen, its Pay naming the amount; a new card, OXXO or SPEI. */
export const Payment = boosterStory(['paying'], { page: 'payment', before: sent });

/** The payment given up after a refusal: nothing charged, the same order to pay again. */
export const PaymentFailed = boosterStory(['paymentFailed'], {
  page: 'payment',
  machine: {
    actors: { pay: paymentGivenUp() },
  },
  before: sent,
});

/** Sent and its order paid: the result page reads the booster as the gateway has it. */
const PAID = async (env: StoryEnv, customer: ScenarioCustomer) => paidFor(env, await sent(env, customer));

/** Paid: the booster read every second until its data is on the line. */
export const Following = boosterStory(['following'], {
  page: 'payment-success',
  result: true,
  machine: { actors: { followStatus: boundedPoll(() => new Promise<never>(() => undefined)) } },
  before: PAID,
});

/** The window over (shortened) with the booster still waiting: followed from the line. */
export const FollowLater = boosterStory(['followLater'], {
  page: 'payment-success',
  result: true,
  machine: {
    actors: {
      followStatus: boundedPoll(async () => ({ status: 'WAITING' as const })).provide({
        delays: { pollInterval: 10 },
      }),
    },
  },
  before: PAID,
});

/** The data added: the result page says so, as the gateway has it. */
export const Succeeded = boosterStory(['succeeded'], {
  page: 'payment-success',
  result: true,
  machine: { actors: { followStatus: boundedPoll(async () => ({ status: 'DONE' as const })) } },
  before: PAID,
});

/** Refused once processed: shown on the review (the result page shows the gateway's request). */
export const Failed = boosterStory(['failed'], {
  page: 'review',
  machine: { actors: { followStatus: boundedPoll(async () => ({ status: 'FAILED' as const })) } },
  before: async (env, customer) => ({ ...(await sent(env, customer)), checkpoint: 'paid' }),
});

const _cancellable = fromPromise(async () => ({ cancelable: true as const, requestId: 'sr_story' }));

/** Cancelled at the gateway (a booster offers no cancel of its own). */
export const Cancelled = boosterStory(['cancelled'], {
  page: 'payment-success',
  result: true,
  machine: { state: { value: 'cancelled' } },
  before: PAID,
});

/** The template's exit before the choice (the page has none): nothing sent. */
export const Left = boosterStory(['left'], {
  page: 'review',
  machine: {
    actors: {
      collect: setup({}).createMachine({
        id: 'reviewOnlyCollect',
        initial: 'done',
        states: { done: { type: 'final' } },
        output: () => ({ kind: 'exit', exit: 'line', path: null }),
      }),
    },
  },
});
