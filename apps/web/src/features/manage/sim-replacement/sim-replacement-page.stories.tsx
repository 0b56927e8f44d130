import {
  boundedPoll,
  journeyContextOf,
  manualKycSubmit,
  newIdempotencyKey,
  type ServiceRequestProgress,
  saveServiceRequest,
  submitSimReplacement,
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
import { SIM_REPLACEMENT_FLOW } from './sim-replacement-flow';

/**
 * SIM replacement (the service-request template with journeys/sim-replacement.json), every state
 * of the `simReplacement` machine on the page that shows it, for `sim-replacement-eligible`'s
 * customer signed in. A replacement part-way is the flow's own save for that customer and line,
 * made with core's saveServiceRequest; the gateway's answers are the sandbox's, but for a call
 * held (never answers) or refused to show a busy or failed state.
 */
export default { title: 'Manage/SIM replacement', render: renderApp } satisfies Meta;

const never = () => fromPromise<never>(() => new Promise<never>(() => undefined));
const refused = () =>
  fromPromise<never>(async () => {
    throw Object.assign(new Error('503'), { status: 503, errorCode: 'SERVICE_UNAVAILABLE' });
  });

type Page =
  | 'order-request'
  | 'kyc'
  | 'delivery-details'
  | 'order-summary'
  | 'order-payment'
  | 'payment-success';
const PATHS: Record<Page, string> = {
  'order-request': '/manage/sim-replacement-order-request',
  kyc: '/manage/sim-replacement-kyc',
  'delivery-details': '/manage/sim-replacement-delivery-details',
  'order-summary': '/manage/sim-replacement-order-summary',
  'order-payment': '/manage/sim-replacement-order-payment',
  'payment-success': '/manage/payment-success',
};

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const PHYSICAL = { reason: 'DAMAGED', simType: 'physical_sim' } as const;
const DELIVERY = { method: 'SELF_PICKUP', pickupLocationId: 'TIENDA-ROMA' } as const;

/** What the journey keeps once these steps were answered (each NEXT with its data and facts). */
function journeyAfter(
  answers: readonly { data: Record<string, unknown>; facts?: Record<string, boolean> }[],
) {
  const machine = SIM_REPLACEMENT_FLOW.journeyMachine;
  if (!machine) throw new Error('SIM replacement collects with its journey');
  const journey = createActor(machine, {
    input: { facts: {}, journeyData: {}, autoStart: true, resume: null },
  }).start();
  for (const answer of answers) journey.send({ type: 'NEXT', ...answer });
  const context = journeyContextOf(journey.getSnapshot());
  journey.stop();
  return { journey: context, data: context?.journeyData ?? {}, facts: context?.facts ?? {} };
}

const chosen = () => journeyAfter([{ data: PHYSICAL, facts: { deliveryNeeded: true } }]);
const reviewed = (kycId: string) =>
  journeyAfter([
    { data: PHYSICAL, facts: { deliveryNeeded: true } },
    { data: { kycIds: [kycId] } },
    { data: { delivery: DELIVERY } },
  ]);

function seed(env: StoryEnv, customer: ScenarioCustomer, progress: Partial<ServiceRequestProgress>) {
  const { stores } = env.services;
  const userId = stores.store.get(stores.auth.state).userId ?? '';
  saveServiceRequest(
    stores.storage,
    SIM_REPLACEMENT_FLOW,
    { customer: userId, subject: customer.accountNumber },
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

async function kycId(env: StoryEnv, customer: ScenarioCustomer): Promise<string> {
  const answer = await manualKycSubmit(env.services.gateway, {
    kind: 'selfie',
    image: new Blob([PNG]),
    orderRef: customer.orderRef,
  });
  return answer.kycId;
}

/** A replacement really sent for the customer's line (the request and the fee's order). */
async function sent(env: StoryEnv, customer: ScenarioCustomer) {
  const id = await kycId(env, customer);
  const answer = await submitSimReplacement(env.services.gateway, {
    accountNumber: customer.accountNumber,
    ...PHYSICAL,
    kycIds: [id],
    delivery: DELIVERY,
    idempotencyKey: newIdempotencyKey(),
  });
  const payment = answer.payment
    ? { orderReference: answer.payment.orderRef, amount: answer.payment.amount.amount }
    : null;
  return { requestId: answer.requestId, payment, ...reviewed(id) };
}

interface Options {
  page: Page;
  scenario?: ScenarioName;
  simReplacement?: MachineDirection;
  before?: (env: StoryEnv, customer: ScenarioCustomer) => Promise<Partial<ServiceRequestProgress> | null>;
  result?: boolean;
  alsoShows?: string[];
}

function simReplacementStory(states: string[], options: Options): StoryObj {
  return routeStory(PATHS[options.page], {
    states: [...states.map((state) => `simReplacement.${state}`), ...(options.alsoShows ?? [])],
    ...(options.simReplacement ? { machines: { simReplacement: options.simReplacement } } : {}),
    setup: async (env) => {
      const customer = await signInScenario(env, options.scenario ?? 'sim-replacement-eligible');
      const progress = (await options.before?.(env, customer)) ?? null;
      if (progress) seed(env, customer, progress);
      const query = new URLSearchParams({ orderRef: customer.orderRef });
      if (PATHS[options.page].startsWith('/manage/payment')) query.set('flow', 'sim-replacement');
      if (options.result && progress?.requestId) {
        query.set('requestId', progress.requestId);
        if (progress.payment) query.set('paidOrder', progress.payment.orderReference);
      }
      return { route: `${PATHS[options.page]}?${query.toString()}` };
    },
  });
}

/** The line's eligibility and the specification being read. */
export const CheckingEligibility = simReplacementStory(['checkingEligibility'], {
  page: 'order-request',
  simReplacement: { actors: { checkEligibility: never() } },
});

/** The check got no answer: try again. */
export const EligibilityFailed = simReplacementStory(['checkingEligibility', 'eligibilityFailed'], {
  page: 'order-request',
  simReplacement: { actors: { checkEligibility: refused() } },
});

/** A replacement already on its way: why not, no dead button. */
export const NotEligible = simReplacementStory(['notEligible'], {
  page: 'order-request',
  scenario: 'sim-replacement-blocked',
});

/** Eligible; the template's cancel check (a replacement offers none) on its way. */
export const CheckingCancel = simReplacementStory(['checkingCancel'], {
  page: 'order-request',
  simReplacement: { actors: { checkCancelEligibility: never() } },
});

/** The reason and the new SIM's type, with each type's fee. */
export const OrderRequest = simReplacementStory(['collecting'], { page: 'order-request' });

/** The identity check: ID and selfie, the purchase's eKYC fields. */
export const Kyc = simReplacementStory(['collecting'], { page: 'kyc', before: async () => chosen() });

/** A physical SIM: the address and a doorstep window, or a store. */
export const DeliveryDetails = simReplacementStory(['collecting'], {
  page: 'delivery-details',
  before: async (env, customer) => {
    const id = await kycId(env, customer);
    return journeyAfter([{ data: PHYSICAL, facts: { deliveryNeeded: true } }, { data: { kycIds: [id] } }]);
  },
});

/** Everything chosen: the summary with the fee as Total, the terms, Confirm and pay. */
export const OrderSummary = simReplacementStory(['confirming'], {
  page: 'order-summary',
  before: async (env, customer) => reviewed(await kycId(env, customer)),
});

/** Confirmed: the request on its way to the gateway. */
export const Sending = simReplacementStory(['confirming', 'submitting'], {
  page: 'order-summary',
  simReplacement: { actors: { submit: never() }, events: [{ waitFor: 'confirming' }, { type: 'SUBMIT' }] },
  before: async (env, customer) => reviewed(await kycId(env, customer)),
});

/** Not sent: the choice kept, try again or go back. */
export const SendFailed = simReplacementStory(['submitting', 'submitFailed'], {
  page: 'order-summary',
  simReplacement: { actors: { submit: refused() }, events: [{ waitFor: 'confirming' }, { type: 'SUBMIT' }] },
  before: async (env, customer) => reviewed(await kycId(env, customer)),
});

/** Sent: the fee's order, paid by card (saved cards first). */
export const Payment = simReplacementStory(['paying'], {
  page: 'order-payment',
  before: async (env, customer) => ({ checkpoint: 'submitted', ...(await sent(env, customer)) }),
});

const givenUp = new Set<string>();

/** The card payment given up after a refusal: nothing charged, the same order to pay again. */
export const PaymentFailed = simReplacementStory(['paymentFailed'], {
  page: 'order-payment',
  simReplacement: {
    actors: {
      pay: fromPromise<{ outcome: 'failed' }, { orderReference: string }>(({ input }) => {
        if (givenUp.has(input.orderReference)) return new Promise(() => undefined);
        givenUp.add(input.orderReference);
        return Promise.resolve({ outcome: 'failed' });
      }),
    },
  },
  before: async (env, customer) => ({ checkpoint: 'submitted', ...(await sent(env, customer)) }),
});

/** Paid: the request read every second (§9) on the result page. */
export const Following = simReplacementStory(['following'], {
  page: 'payment-success',
  result: true,
  simReplacement: { actors: { followStatus: boundedPoll(async () => ({ status: 'IN_PROGRESS' as const })) } },
  before: async (env, customer) => ({ checkpoint: 'paid', ...(await sent(env, customer)) }),
});

/** The §9 window over (shortened here), still under way: followed from its status page. */
export const FollowLater = simReplacementStory(['followLater'], {
  page: 'payment-success',
  result: true,
  simReplacement: {
    actors: {
      followStatus: boundedPoll(async () => ({ status: 'IN_PROGRESS' as const })).provide({
        delays: { pollInterval: 10 },
      }),
    },
  },
  before: async (env, customer) => ({ checkpoint: 'paid', ...(await sent(env, customer)) }),
});

/**
 * The template's cancel, which SIM replacement never offers (its cancel check always says no):
 * shown with a cancel check that says yes, so the state has its review.
 */
const cancelable = fromPromise(async () => ({ cancelable: true }));
export const Cancelling = simReplacementStory(['following', 'cancelling'], {
  page: 'payment-success',
  result: true,
  simReplacement: {
    actors: { checkCancelEligibility: cancelable, cancel: never() },
    events: [{ waitFor: 'following' }, { type: 'CANCEL' }],
  },
  before: async (env, customer) => ({ checkpoint: 'paid', ...(await sent(env, customer)) }),
});

export const Cancelled = simReplacementStory(['cancelled'], {
  page: 'payment-success',
  result: true,
  simReplacement: {
    actors: { checkCancelEligibility: cancelable, cancel: fromPromise(async () => null) },
    events: [{ waitFor: 'following' }, { type: 'CANCEL' }],
  },
  before: async (env, customer) => ({ checkpoint: 'paid', ...(await sent(env, customer)) }),
});

/** Done: the result page says what happens to the new SIM and links to its activation. */
export const Succeeded = simReplacementStory(['succeeded'], {
  page: 'payment-success',
  result: true,
  alsoShows: ['serviceRequestResult.reading', 'serviceRequestResult.shown'],
  simReplacement: { actors: { followStatus: boundedPoll(async () => ({ status: 'DONE' as const })) } },
  before: async (env, customer) => ({ checkpoint: 'paid', ...(await sent(env, customer)) }),
});

/** Refused once processed. */
export const Failed = simReplacementStory(['failed'], {
  page: 'order-summary',
  simReplacement: { actors: { followStatus: boundedPoll(async () => ({ status: 'FAILED' as const })) } },
  before: async (env, customer) => ({ checkpoint: 'paid', ...(await sent(env, customer)) }),
});

/** The customer left before the review (the journey's `line` exit): nothing sent, nothing kept. */
export const Left = simReplacementStory(['collecting', 'left'], {
  page: 'order-request',
  simReplacement: { events: [{ waitFor: 'collecting' }, { type: 'EXIT', exit: 'line' }] },
});
