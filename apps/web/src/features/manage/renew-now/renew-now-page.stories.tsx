import { submitRenewal } from '@senda/core/flows/renew-now';
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
import { RENEW_NOW_FLOW } from './renew-now-flow';

/**
 * Renew now (the service-request template with one review page), every state of the `renewNow`
 * machine on the page that shows it, for a `grace-line` customer signed in. A renewal part-way is
 * the flow's own save for that customer and line, made with core's saveServiceRequest after a real
 * submit; a call held (never answers) or refused shows a busy or failed state. Cancelling,
 * cancelled and left are the template's: renew now offers no cancel and no exit, and these stories
 * show what its page would do if the gateway ever allowed them.
 */
export default { title: 'Manage/Renew now', render: renderApp } satisfies Meta;

const PATHS = {
  review: '/manage/renew',
  payment: '/manage/payment',
  'payment-success': '/manage/payment-success',
};

/** A renewal really sent for the customer's line: the gateway's request and its order. */
async function sent(env: StoryEnv, customer: ScenarioCustomer): Promise<Partial<ServiceRequestProgress>> {
  const answer = await submitRenewal(env.services.gateway, {
    simNumber: customer.iccid,
    idempotencyKey: newIdempotencyKey(),
  });
  return { checkpoint: 'submitted', requestId: answer.requestId, payment: paymentDue(answer) };
}

const renewStory = flowStories({
  machineId: 'renewNow',
  paths: PATHS,
  scenario: 'grace-line',
  paidFlowId: 'renew-now',
  save: { flow: RENEW_NOW_FLOW, subject: (customer) => customer.iccid },
});

/** The line read again to see whether it may renew. */
export const CheckingEligibility = renewStory(['checkingEligibility'], {
  page: 'review',
  machine: { actors: { checkEligibility: never() } },
});

/** The line could not be read: try again. */
export const EligibilityFailed = renewStory(['checkingEligibility', 'eligibilityFailed'], {
  page: 'review',
  machine: { actors: { checkEligibility: refused() } },
});

/** An Active line weeks from its renewal date: why not yet. */
export const NotEligible = renewStory(['notEligible'], { page: 'review', scenario: 'active-esim-line' });

/** Eligible; the template asks whether anything may be cancelled (never, for a renewal). */
export const CheckingCancel = renewStory(['checkingCancel'], {
  page: 'review',
  machine: { actors: { checkCancelEligibility: never() } },
});

/** The review being prepared (its collect step ends at once; held here to be seen). */
export const Collecting = renewStory(['collecting'], {
  page: 'review',
  machine: {
    actors: {
      collect: setup({}).createMachine({ id: 'reviewOnlyCollect', initial: 'held', states: { held: {} } }),
    },
  },
});

/** The plan, the days it buys, the total with its IVA: Continue to payment. */
export const Review = renewStory(['confirming'], { page: 'review' });

/** Sent: the renewal on its way to the gateway. */
export const Sending = renewStory(['confirming', 'submitting'], {
  page: 'review',
  machine: { actors: { submit: never() }, events: [{ waitFor: 'confirming' }, { type: 'SUBMIT' }] },
});

/** Not sent: nothing charged, try again. */
export const SendFailed = renewStory(['submitting', 'submitFailed'], {
  page: 'review',
  machine: { actors: { submit: refused() }, events: [{ waitFor: 'confirming' }, { type: 'SUBMIT' }] },
});

/** The renewal's order: the ways to pay, the saved cards first. */
export const Payment = renewStory(['paying'], { page: 'payment', before: sent });

/** The same, for a customer with a saved card: it is chosen, and its Pay names the amount. */
export const PaymentWithSavedCard = renewStory(['paying'], {
  page: 'payment',
  before: sent,
  scenario: 'grace-line-saved-card',
});

/**
 * "Pay another way" after the automatic renewal was declined on the saved card: nothing pays at
 * once; a new card comes first (chosen), the declined card after it, saying so.
 */
export const PaymentAfterDeclinedRenewal = renewStory(['paying'], {
  page: 'payment',
  before: sent,
  scenario: 'renewal-declined',
});

/** The payment given up after a refusal: nothing charged, the same order to pay again. */
export const PaymentFailed = renewStory(['paymentFailed'], {
  page: 'payment',
  machine: {
    actors: { pay: paymentGivenUp() },
  },
  before: sent,
});

/** Sent and its order paid: the result page reads the renewal as the gateway has it. */
const PAID = async (env: StoryEnv, customer: ScenarioCustomer) => paidFor(env, await sent(env, customer));

/** Paid: the renewal read every second until the line is renewed. */
export const Following = renewStory(['following'], {
  page: 'payment-success',
  result: true,
  machine: { actors: { followStatus: boundedPoll(() => new Promise<never>(() => undefined)) } },
  before: PAID,
});

/** The spec's window over (shortened) with the renewal still waiting: followed from the line. */
export const FollowLater = renewStory(['followLater'], {
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

/** The line renewed: the result page says so, as the gateway has it. */
export const Succeeded = renewStory(['succeeded'], {
  page: 'payment-success',
  result: true,
  machine: { actors: { followStatus: boundedPoll(async () => ({ status: 'DONE' as const })) } },
  before: PAID,
});

/** Refused once processed: shown on the review (the result page shows the gateway's request). */
export const Failed = renewStory(['failed'], {
  page: 'review',
  machine: { actors: { followStatus: boundedPoll(async () => ({ status: 'FAILED' as const })) } },
  before: async (env, customer) => ({ ...(await sent(env, customer)), checkpoint: 'paid' }),
});

const _cancellable = fromPromise(async () => ({ cancelable: true as const, requestId: 'sr_story' }));

/** Cancelled at the gateway (renew now offers no cancel of its own). */
export const Cancelled = renewStory(['cancelled'], {
  page: 'payment-success',
  result: true,
  machine: { state: { value: 'cancelled' } },
  before: PAID,
});

/** The template's exit before the review (renew now's review has none): nothing sent. */
export const Left = renewStory(['left'], {
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
