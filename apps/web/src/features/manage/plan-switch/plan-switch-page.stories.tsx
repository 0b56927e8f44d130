import {
  boundedPoll,
  journeyContextOf,
  newIdempotencyKey,
  type ServiceRequestProgress,
  saveServiceRequest,
  submitPlanSwitch,
} from '@senda/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createActor, fromPromise } from 'xstate';
import type { MachineDirection } from '../../../storybook/machine-registry';
import {
  type ScenarioCustomer,
  type ScenarioName,
  signInScenario,
} from '../../../storybook/scenario-customer';
import type { StoryEnv } from '../../../storybook/story-env';
import { renderApp, routeStory } from '../../../storybook/story-kit';
import { PLAN_SWITCH_FLOW } from './plan-switch-flow';

/**
 * Plan switch (the service-request template with journeys/plan-switch.json), every state of the
 * `planSwitch` machine on the page that shows it, for a sandbox customer signed in. A switch
 * part-way is the flow's own save for that customer and line (as a reload finds it), made here
 * with core's saveServiceRequest; the gateway's answers are the sandbox's, but for a call held
 * (never answers) or refused to show a busy or failed state.
 */
export default { title: 'Manage/Plan switch', render: renderApp } satisfies Meta;

const never = () => fromPromise<never>(() => new Promise<never>(() => undefined));
const refused = () =>
  fromPromise<never>(async () => {
    throw Object.assign(new Error('503'), { status: 503, errorCode: 'SERVICE_UNAVAILABLE' });
  });

type Page = 'plans' | 'plan-details' | 'order-summary' | 'payment' | 'payment-failed' | 'payment-success';
const PATHS: Record<Page, string> = {
  plans: '/manage/plan-switch/plans',
  'plan-details': '/manage/plan-switch/plan-details',
  'order-summary': '/manage/plan-switch/order-summary',
  payment: '/manage/payment',
  'payment-failed': '/manage/payment-failed',
  'payment-success': '/manage/payment-success',
};

/** What the journey keeps once these steps were answered, as the flow saves it. */
function journeyAfter(answers: readonly Record<string, unknown>[]) {
  const machine = PLAN_SWITCH_FLOW.journeyMachine;
  if (!machine) throw new Error('plan switch collects with its journey');
  const journey = createActor(machine, {
    input: { facts: {}, journeyData: {}, autoStart: true, resume: null },
  }).start();
  for (const data of answers) journey.send({ type: 'NEXT', data });
  const context = journeyContextOf(journey.getSnapshot());
  journey.stop();
  return { journey: context, data: context?.journeyData ?? {} };
}

const DEARER = { sku: 'PLAN-SENDA-300' };
const CHEAPER = { sku: 'PLAN-SENDA-100' };

function seed(env: StoryEnv, customer: ScenarioCustomer, progress: Partial<ServiceRequestProgress>) {
  const { stores } = env.services;
  const userId = stores.store.get(stores.auth.state).userId ?? '';
  saveServiceRequest(
    stores.storage,
    PLAN_SWITCH_FLOW,
    { customer: userId, subject: customer.iccid },
    {
      requestId: null,
      checkpoint: 'collecting',
      payment: null,
      data: {},
      facts: {},
      journey: null,
      ...progress,
    },
  );
}

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
  const payment = answer.payment
    ? { orderReference: answer.payment.orderRef, amount: answer.payment.amount.amount }
    : null;
  return { requestId: answer.requestId, payment, ...walked };
}

interface Options {
  page: Page;
  scenario?: ScenarioName;
  planSwitch?: MachineDirection;
  /** The flow as the customer left it, given their line (a save; a request sent for it). */
  before?: (env: StoryEnv, customer: ScenarioCustomer) => Promise<Partial<ServiceRequestProgress> | null>;
  /** The result page's query: the request the save names. */
  result?: boolean;
  /** States of other machines the page runs that the story shows too (`serviceRequestResult.shown`). */
  alsoShows?: string[];
}

function planSwitchStory(states: string[], options: Options): StoryObj {
  return routeStory(PATHS[options.page], {
    states: [...states.map((state) => `planSwitch.${state}`), ...(options.alsoShows ?? [])],
    ...(options.planSwitch ? { machines: { planSwitch: options.planSwitch } } : {}),
    setup: async (env) => {
      const customer = await signInScenario(env, options.scenario ?? 'active-esim-line');
      const progress = (await options.before?.(env, customer)) ?? null;
      if (progress) seed(env, customer, progress);
      const query = new URLSearchParams({ orderRef: customer.orderRef });
      // The shared service payment pages name the paid flow whose page shows them.
      if (PATHS[options.page].startsWith('/manage/payment')) query.set('flow', 'plan-switch');
      if (options.result && progress?.requestId) {
        query.set('requestId', progress.requestId);
        if (progress.payment) query.set('paidOrder', progress.payment.orderReference);
      }
      return { route: `${PATHS[options.page]}?${query.toString()}` };
    },
  });
}

/** The line's eligibility being asked. */
export const CheckingEligibility = planSwitchStory(['checkingEligibility'], {
  page: 'plans',
  planSwitch: { actors: { checkEligibility: never() } },
});

/** The eligibility check got no answer: try again. */
export const EligibilityFailed = planSwitchStory(['checkingEligibility', 'eligibilityFailed'], {
  page: 'plans',
  planSwitch: { actors: { checkEligibility: refused() } },
});

/** A switch already waits for the renewal: why not, and the way to cancel it. */
export const NotEligible = planSwitchStory(['notEligible'], {
  page: 'plans',
  scenario: 'plan-switch-pending',
});

/** Eligible; whether a pending switch could be cancelled is being asked. */
export const CheckingCancel = planSwitchStory(['checkingCancel'], {
  page: 'plans',
  planSwitch: { actors: { checkCancelEligibility: never() } },
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
  planSwitch: { actors: { submit: never() }, events: [{ waitFor: 'confirming' }, { type: 'SUBMIT' }] },
  before: async () => journeyAfter([DEARER, { timing: 'IMMEDIATE' }]),
});

/** Not sent: the choice kept, try again or go back. */
export const SendFailed = planSwitchStory(['submitting', 'submitFailed'], {
  page: 'order-summary',
  planSwitch: { actors: { submit: refused() }, events: [{ waitFor: 'confirming' }, { type: 'SUBMIT' }] },
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

/**
 * Orders whose payment this story already ended as failed: the flow opened again (its page
 * follows the machine) finds the payment waiting, as after a reload, and it stays so.
 */
const givenUp = new Set<string>();

/** The card payment given up after a refusal: nothing charged, the same order to pay again. */
export const PaymentFailed = planSwitchStory(['paymentFailed'], {
  page: 'payment',
  planSwitch: {
    actors: {
      pay: fromPromise<{ outcome: 'failed' }, { orderReference: string }>(({ input }) => {
        if (givenUp.has(input.orderReference)) return new Promise(() => undefined);
        givenUp.add(input.orderReference);
        return Promise.resolve({ outcome: 'failed' });
      }),
    },
  },
  before: async (env, customer) => ({
    checkpoint: 'submitted',
    ...(await sent(env, customer, DEARER.sku, 'IMMEDIATE')),
  }),
});

/** Scheduled for the renewal: still pending, read again every second (§9). */
export const Following = planSwitchStory(['following'], {
  page: 'payment-success',
  result: true,
  before: async (env, customer) => ({
    checkpoint: 'submitted',
    ...(await sent(env, customer, CHEAPER.sku, 'NEXT_RENEWAL')),
  }),
});

/** The §9 window over (shortened here) with the switch still pending: followed from its status page. */
export const FollowLater = planSwitchStory(['followLater'], {
  page: 'payment-success',
  result: true,
  planSwitch: {
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
  planSwitch: { actors: { cancel: never() }, events: [{ waitFor: 'following' }, { type: 'CANCEL' }] },
  before: async (env, customer) => ({
    checkpoint: 'submitted',
    ...(await sent(env, customer, CHEAPER.sku, 'NEXT_RENEWAL')),
  }),
});

/** The pending switch cancelled: the current plan stays. */
export const Cancelled = planSwitchStory(['cancelled'], {
  page: 'payment-success',
  result: true,
  planSwitch: { events: [{ waitFor: 'following' }, { type: 'CANCEL' }] },
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
  planSwitch: { actors: { followStatus: boundedPoll(async () => ({ status: 'DONE' as const })) } },
  before: async (env, customer) => ({
    checkpoint: 'submitted',
    ...(await sent(env, customer, CHEAPER.sku, 'NEXT_RENEWAL')),
  }),
});

/** Refused once processed, nothing paid: send again or change it. */
export const Failed = planSwitchStory(['failed'], {
  page: 'order-summary',
  planSwitch: { actors: { followStatus: boundedPoll(async () => ({ status: 'FAILED' as const })) } },
  before: async (env, customer) => ({
    checkpoint: 'submitted',
    ...(await sent(env, customer, CHEAPER.sku, 'NEXT_RENEWAL')),
  }),
});

/** The customer left the flow before the review (the journey's `line` exit): nothing was sent, nothing kept. */
export const Left = planSwitchStory(['collecting', 'left'], {
  page: 'plans',
  planSwitch: { events: [{ waitFor: 'collecting' }, { type: 'EXIT', exit: 'line' }] },
});
