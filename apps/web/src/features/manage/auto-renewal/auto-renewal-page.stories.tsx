import { enableAutoRenewal } from '@senda/core/flows/auto-renewal';
import { newIdempotencyKey } from '@senda/core/gateway';
import type { ServiceRequestProgress } from '@senda/core/machines/service-request-template';
import { boundedPoll } from '@senda/core/machines/shared';
import type { Meta } from '@storybook/react-vite';
import { fromPromise, setup } from 'xstate';
import { flowStories, never, paymentDue, paymentGivenUp, refused } from '../../../storybook/flow-story';
import type { ScenarioCustomer } from '../../../storybook/scenario-customer';
import type { StoryEnv } from '../../../storybook/story-env';
import { renderApp } from '../../../storybook/story-kit';
import { AUTO_RENEWAL_ON_FLOW } from './auto-renewal-flow';

/**
 * Turning auto-renewal on (the service-request template with the terms form), every state of the
 * `autoRenewalOn` machine on the page that shows it, for an `auto-renewal-off` customer signed in.
 * A request part-way is the flow's own save for that customer and line, made with core's
 * saveServiceRequest after a real payment_request by subscription; a call held (never answers) or
 * refused shows a busy or failed state. Cancelling, cancelled and left are the template's: turning
 * on offers no cancel and no exit, and these stories show what its page would do if they came.
 */
export default { title: 'Manage/Auto-renewal/Turn on', render: renderApp } satisfies Meta;

const PATHS = {
  payment: '/manage/auto-renewal-payment',
  'card-payment': '/manage/auto-renewal-card-payment',
} as const;

const AGREED = { terms: { card: 'NEW', consent: true } };

/** Turned on for real with a new card: the request waits for its first payment's order. */
async function sent(env: StoryEnv, customer: ScenarioCustomer): Promise<Partial<ServiceRequestProgress>> {
  const answer = await enableAutoRenewal(env.services.gateway, {
    accountNumber: customer.accountNumber,
    paymentMethodId: null,
    consent: true,
    amount: { amount: 200, currency: 'MXN' },
    frequencyDays: 30,
    idempotencyKey: newIdempotencyKey(),
  });
  return {
    data: AGREED,
    checkpoint: 'submitted',
    requestId: answer.requestId,
    payment: paymentDue(answer),
  };
}

const PAID = async (env: StoryEnv, customer: ScenarioCustomer) => ({
  ...(await sent(env, customer)),
  checkpoint: 'paid' as const,
});

const onStory = flowStories({
  machineId: 'autoRenewalOn',
  paths: PATHS,
  page: 'payment',
  scenario: 'auto-renewal-off',
  save: { flow: AUTO_RENEWAL_ON_FLOW, subject: (customer) => customer.accountNumber },
});

const review = {
  events: [{ waitFor: 'collecting' }, { type: 'NEXT', data: { card: 'NEW', consent: true } }],
};
const submit = [...review.events, { waitFor: 'confirming' }, { type: 'SUBMIT' }];

/** The line's terms and the saved cards read. */
export const CheckingEligibility = onStory(['checkingEligibility'], {
  machine: { actors: { checkEligibility: never() } },
});

/** They could not be read: try again. */
export const EligibilityFailed = onStory(['checkingEligibility', 'eligibilityFailed'], {
  machine: { actors: { checkEligibility: refused() } },
});

/** Already on: nothing to turn on, back to the details. */
export const NotEligible = onStory(['notEligible'], { scenario: 'auto-renewal-on' });

/** Eligible; the template asks whether anything may be cancelled (never, here). */
export const CheckingCancel = onStory(['checkingCancel'], {
  machine: { actors: { checkCancelEligibility: never() } },
});

/** The terms (amount, frequency, date, notice, retries), the card and the consent box, unticked. */
export const Terms = onStory(['collecting']);

/** What was agreed, before it is sent. */
export const Review = onStory(['confirming'], { machine: review });

/** Sent: turning on on its way to the gateway. */
export const Sending = onStory(['confirming', 'submitting'], {
  machine: { actors: { submit: never() }, events: submit },
});

/** Not sent: nothing charged, try again. */
export const SendFailed = onStory(['submitting', 'submitFailed'], {
  machine: { actors: { submit: refused() }, events: submit },
});

/** The first payment with the new card: the card form. */
export const FirstPayment = onStory(['paying'], { page: 'card-payment', before: sent });

/** The first payment given up after a refusal: still off, the same order to pay again. */
export const PaymentFailed = onStory(['paymentFailed'], {
  page: 'card-payment',
  machine: {
    actors: {
      pay: paymentGivenUp(),
    },
  },
  before: sent,
});

/** Paid: the request read every second until auto-renewal is on. */
export const Following = onStory(['following'], {
  page: 'card-payment',
  machine: { actors: { followStatus: boundedPoll(() => new Promise<never>(() => undefined)) } },
  before: PAID,
});

/** The spec's window over (shortened) with the request still waiting. */
export const FollowLater = onStory(['followLater'], {
  page: 'card-payment',
  machine: {
    actors: {
      followStatus: boundedPoll(async () => ({ status: 'WAITING' as const })).provide({
        delays: { pollInterval: 10 },
      }),
    },
  },
  before: PAID,
});

/** On: the details page says so. */
export const Succeeded = onStory(['succeeded'], {
  page: 'card-payment',
  machine: { actors: { followStatus: boundedPoll(async () => ({ status: 'DONE' as const })) } },
  before: PAID,
});

/** Refused once processed. */
export const Failed = onStory(['failed'], {
  page: 'card-payment',
  machine: { actors: { followStatus: boundedPoll(async () => ({ status: 'FAILED' as const })) } },
  before: PAID,
});

const _cancellable = fromPromise(async () => ({ cancelable: true as const, requestId: 'sr_story' }));
const _held = boundedPoll(() => new Promise<never>(() => undefined));

/** Cancelled at the gateway (turning on offers no cancel of its own). */
export const Cancelled = onStory(['cancelled'], {
  page: 'card-payment',
  machine: { state: { value: 'cancelled' } },
  before: PAID,
});

/** The template's exit before the review (the form has none): nothing sent. */
export const Left = onStory(['left'], {
  machine: {
    actors: {
      collect: setup({}).createMachine({
        id: 'autoRenewalTerms',
        initial: 'done',
        states: { done: { type: 'final' } },
        output: () => ({ kind: 'exit', exit: 'line', path: null }),
      }),
    },
  },
});
