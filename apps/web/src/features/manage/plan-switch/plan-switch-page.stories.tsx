import { submitPlanSwitch } from '@senda/core/flows/plan-switch';
import { newIdempotencyKey } from '@senda/core/gateway';
import { boundedPoll } from '@senda/core/machines/shared';
import type { Meta } from '@storybook/react-vite';
import {
  flowStories,
  never,
  paymentDue,
  paymentGivenUp,
  refused,
  journeyAfter as walkJourney,
} from '../../../storybook/flow-story';
import type { ScenarioCustomer } from '../../../storybook/scenario-customer';
import type { StoryEnv } from '../../../storybook/story-env';
import { renderApp } from '../../../storybook/story-kit';
import { PLAN_SWITCH_FLOW } from './plan-switch-flow';

/**
 * Plan switch (the service-request template with journeys/plan-switch.json), every state of the
 * `planSwitch` machine on the page that shows it, for a sandbox customer signed in. A switch
 * part-way is the flow's own save for that customer and line (as a reload finds it), made here
 * with core's saveServiceRequest; the gateway's answers are the sandbox's, but for a call held
 * (never answers) or refused to show a busy or failed state.
 */
export default { title: 'Manage/Plan switch', render: renderApp } satisfies Meta;

const PATHS = {
  plans: '/manage/plan-switch/plans',
  'plan-details': '/manage/plan-switch/plan-details',
  'order-summary': '/manage/plan-switch/order-summary',
  payment: '/manage/payment',
  'payment-failed': '/manage/payment-failed',
  'payment-success': '/manage/payment-success',
};

/** What the journey keeps once these steps were answered, as the flow saves it. */
function journeyAfter(answers: readonly Record<string, unknown>[]) {
  const { journey, data } = walkJourney(
    PLAN_SWITCH_FLOW,
    answers.map((answer) => ({ data: answer })),
  );
  return { journey, data };
}

const DEARER = { sku: 'PLAN-SENDA-300' };
const CHEAPER = { sku: 'PLAN-SENDA-100' };

/** A switch really sent for the customer's line (the gateway's request, and its order when one is due). */
async function sent(
  env: StoryEnv,
  customer: ScenarioCustomer,
  sku: string,
  timing: 'IMMEDIATE' | 'NEXT_RENEWAL',
) {
  const answer = await submitPlanSwitch(env.services.gateway, {
    simNumber: customer.iccid,
    sku,
    timing,
    idempotencyKey: newIdempotencyKey(),
  });
  const walked = journeyAfter([{ sku }, { timing }]);
  return { requestId: answer.requestId, payment: paymentDue(answer), ...walked };
}

const planSwitchStory = flowStories({
  machineId: 'planSwitch',
  paths: PATHS,
  scenario: 'active-esim-line',
  paidFlowId: 'plan-switch',
  save: { flow: PLAN_SWITCH_FLOW, subject: (customer) => customer.iccid },
});

/** The line's eligibility being asked. */
export const CheckingEligibility = planSwitchStory(['checkingEligibility'], {
  page: 'plans',
  machine: { actors: { checkEligibility: never() } },
});

/** The eligibility check got no answer: try again. */
export const EligibilityFailed = planSwitchStory(['checkingEligibility', 'eligibilityFailed'], {
  page: 'plans',
  machine: { actors: { checkEligibility: refused() } },
});

/** A switch already waits for the renewal: why not, and the way to cancel it. */
export const NotEligible = planSwitchStory(['notEligible'], {
  page: 'plans',
  scenario: 'plan-switch-pending',
});

/** Eligible; whether a pending switch could be cancelled is being asked. */
export const CheckingCancel = planSwitchStory(['checkingCancel'], {
  page: 'plans',
  machine: { actors: { checkCancelEligibility: never() } },
});

/** The plans this line may switch to, its own marked. */
export const Plans = planSwitchStory(['collecting'], { page: 'plans' });

/** A dearer plan chosen: beside the current one, now (prorated) or at the renewal. */
export const PlanDetails = planSwitchStory(['collecting'], {
  page: 'plan-details',
  before: async () => journeyAfter([DEARER]),
});

/** Everything chosen: the summary, Confirm and pay. */
export const OrderSummary = planSwitchStory(['confirming'], {
  page: 'order-summary',
  before: async () => journeyAfter([DEARER, { timing: 'IMMEDIATE' }]),
});

/** Confirmed: the switch on its way to the gateway. */
export const Sending = planSwitchStory(['confirming', 'submitting'], {
  page: 'order-summary',
  machine: { actors: { submit: never() }, events: [{ waitFor: 'confirming' }, { type: 'SUBMIT' }] },
  before: async () => journeyAfter([DEARER, { timing: 'IMMEDIATE' }]),
});

/** Not sent: the choice kept, try again or go back. */
export const SendFailed = planSwitchStory(['submitting', 'submitFailed'], {
  page: 'order-summary',
  machine: { actors: { submit: refused() }, events: [{ waitFor: 'confirming' }, { type: 'SUBMIT' }] },
  before: async () => journeyAfter([DEARER, { timing: 'IMMEDIATE' }]),
});

/** Sent with something due: the order it created, paid by card. */
export const Payment = planSwitchStory(['paying'], {
  page: 'payment',
  before: async (env, customer) => ({
    checkpoint: 'submitted',
    ...(await sent(env, customer, DEARER.sku, 'IMMEDIATE')),
  }),
});

/** The card payment given up after a refusal: nothing charged, the same order to pay again. */
export const PaymentFailed = planSwitchStory(['paymentFailed'], {
  page: 'payment',
  machine: {
    actors: {
      pay: paymentGivenUp(),
    },
  },
  before: async (env, customer) => ({
    checkpoint: 'submitted',
    ...(await sent(env, customer, DEARER.sku, 'IMMEDIATE')),
  }),
});

/** Scheduled for the renewal: still pending, read again every second. */
export const Following = planSwitchStory(['following'], {
  page: 'payment-success',
  result: true,
  before: async (env, customer) => ({
    checkpoint: 'submitted',
    ...(await sent(env, customer, CHEAPER.sku, 'NEXT_RENEWAL')),
  }),
});

/** The spec's window over (shortened here) with the switch still pending: followed from its status page. */
export const FollowLater = planSwitchStory(['followLater'], {
  page: 'payment-success',
  result: true,
  machine: {
    actors: {
      followStatus: boundedPoll(async () => ({ status: 'PENDING' as const })).provide({
        delays: { pollInterval: 10 },
      }),
    },
  },
  before: async (env, customer) => ({
    checkpoint: 'submitted',
    ...(await sent(env, customer, CHEAPER.sku, 'NEXT_RENEWAL')),
  }),
});

/** Cancel asked for the pending switch. */
export const Cancelling = planSwitchStory(['following', 'cancelling'], {
  page: 'payment-success',
  result: true,
  machine: { actors: { cancel: never() }, events: [{ waitFor: 'following' }, { type: 'CANCEL' }] },
  before: async (env, customer) => ({
    checkpoint: 'submitted',
    ...(await sent(env, customer, CHEAPER.sku, 'NEXT_RENEWAL')),
  }),
});

/** The pending switch cancelled: the current plan stays. */
export const Cancelled = planSwitchStory(['cancelled'], {
  page: 'payment-success',
  result: true,
  machine: { events: [{ waitFor: 'following' }, { type: 'CANCEL' }] },
  before: async (env, customer) => ({
    checkpoint: 'submitted',
    ...(await sent(env, customer, CHEAPER.sku, 'NEXT_RENEWAL')),
  }),
});

/** The switch applied (its status DONE): the result page says so, as the gateway has it. */
export const Succeeded = planSwitchStory(['succeeded'], {
  page: 'payment-success',
  result: true,
  alsoShows: ['serviceRequestResult.reading', 'serviceRequestResult.shown'],
  machine: { actors: { followStatus: boundedPoll(async () => ({ status: 'DONE' as const })) } },
  before: async (env, customer) => ({
    checkpoint: 'submitted',
    ...(await sent(env, customer, CHEAPER.sku, 'NEXT_RENEWAL')),
  }),
});

/** Refused once processed, nothing paid: send again or change it. */
export const Failed = planSwitchStory(['failed'], {
  page: 'order-summary',
  machine: { actors: { followStatus: boundedPoll(async () => ({ status: 'FAILED' as const })) } },
  before: async (env, customer) => ({
    checkpoint: 'submitted',
    ...(await sent(env, customer, CHEAPER.sku, 'NEXT_RENEWAL')),
  }),
});

/** The customer left the flow before the review (the journey's `line` exit): nothing was sent, nothing kept. */
export const Left = planSwitchStory(['collecting', 'left'], {
  page: 'plans',
  machine: { events: [{ waitFor: 'collecting' }, { type: 'EXIT', exit: 'line' }] },
});
