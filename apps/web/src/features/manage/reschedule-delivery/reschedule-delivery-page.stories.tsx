import { submitReschedule, validateReschedule } from '@senda/core/flows/reschedule-delivery';
import { deliverySlots, newIdempotencyKey } from '@senda/core/gateway';
import type { ServiceRequestProgress } from '@senda/core/machines/service-request-template';
import { boundedPoll } from '@senda/core/machines/shared';
import type { Meta } from '@storybook/react-vite';
import {
  flowStories,
  journeyAfter,
  never,
  paidFor,
  paymentDue,
  paymentGivenUp,
  refused,
} from '../../../storybook/flow-story';
import type { ScenarioCustomer } from '../../../storybook/scenario-customer';
import type { StoryEnv } from '../../../storybook/story-env';
import { renderApp } from '../../../storybook/story-kit';
import { RESCHEDULE_DELIVERY_FLOW } from './reschedule-delivery-flow';

/**
 * Delivery rescheduling (the service-request template with journeys/reschedule-delivery.json),
 * every state of the `rescheduleDelivery` machine on the page that shows it, for the sandbox's
 * `failed-delivery` customer opening the e-mail's link. A reschedule part-way is the flow's own
 * save for the link's code (as a reload finds it), made with core's saveServiceRequest; the
 * gateway's answers are the sandbox's, but for a call held (never answers) or refused.
 */
export default { title: 'Manage/Reschedule delivery', render: renderApp } satisfies Meta;

const PATHS = {
  address: '/reschedule_delivery/sim_only',
  review: '/reschedule_delivery/review_detail',
  payment: '/reschedule/payment',
  success: '/reschedule/payment-success',
};

/** What the journey keeps once the address step was answered, as the flow saves it. */
const journeyAfterAddress = () =>
  journeyAfter(RESCHEDULE_DELIVERY_FLOW, [{ data: { sameAsBilling: false } }]);

const codeOf = (customer: ScenarioCustomer) => customer.rescheduleCode ?? '';

/** The doorstep choice kept in the spec's reschedule store: the first free window the gateway offers. */
async function chooseDoorstep(env: StoryEnv, customer: ScenarioCustomer) {
  const { gateway, stores } = env.services;
  const validation = await validateReschedule(gateway, { verificationCode: codeOf(customer) });
  if (!validation.valid) throw new Error('the scenario link is not valid');
  const details = validation.reschedule;
  const slot = (await deliverySlots(gateway, { slotId: details.slotCalendarId })).find((s) => s.available);
  stores.store.set(stores.rescheduleDelivery.state, (state) => ({
    ...state,
    selectedDeliveryMethod: {
      type: 'DOORSTEP_DELIVERY',
      name: 'DOORSTEP_DELIVERY',
      description: '',
      fee: details.fees.DOORSTEP_DELIVERY,
      enabled: true,
      slotId: details.slotCalendarId,
    },
    selectedDeliverySlot: slot ?? null,
  }));
  return { details, slotId: slot?.slotId ?? '' };
}

/** A doorstep redelivery really sent for the customer's reschedule: the gateway's fee order. */
async function sent(env: StoryEnv, customer: ScenarioCustomer): Promise<Partial<ServiceRequestProgress>> {
  const { details, slotId } = await chooseDoorstep(env, customer);
  const answer = await submitReschedule(env.services.gateway, {
    rescheduleId: details.rescheduleId,
    body: {
      method: 'DOORSTEP_DELIVERY',
      address: details.deliveryAddress,
      slotId,
      idempotencyKey: newIdempotencyKey(),
    },
  });
  return {
    requestId: answer.rescheduleId,
    checkpoint: 'submitted',
    payment: paymentDue(answer),
    ...journeyAfterAddress(),
  };
}

const rescheduleStory = flowStories({
  machineId: 'rescheduleDelivery',
  paths: PATHS,
  scenario: 'failed-delivery',
  // The link's save is the code's, whoever is signed in.
  save: { flow: RESCHEDULE_DELIVERY_FLOW, subject: codeOf, owner: 'reschedule-link' },
  query: (customer) => ({ code: codeOf(customer) }),
});

const reviewing = async (env: StoryEnv, customer: ScenarioCustomer) => {
  await chooseDoorstep(env, customer);
  return journeyAfterAddress();
};

/** The link's code being checked. */
export const CheckingLink = rescheduleStory(['checkingEligibility'], {
  page: 'address',
  machine: { actors: { checkEligibility: never() } },
});

/** The check got no answer: try again. */
export const CheckFailed = rescheduleStory(['checkingEligibility', 'eligibilityFailed'], {
  page: 'address',
  machine: { actors: { checkEligibility: refused() } },
});

/** A code no reschedule has (a link cut short): a clear page, nothing to fill in. */
export const LinkRefused = rescheduleStory(['notEligible'], {
  page: 'address',
  query: () => ({ code: '00000000' }),
});

/**
 * Another customer's valid link, opened while this customer is signed in: nothing of that delivery
 * is shown, and logging out lets the link be opened as its own customer.
 */
export const OtherCustomersLink = rescheduleStory(['notEligible'], {
  page: 'address',
  query: (env) => ({ code: codeOf(env.sandbox.state.scenarios.create('failed-delivery')) }),
});

/** Valid; the template's cancel check (this flow never cancels: always "no"). */
export const CheckingCancel = rescheduleStory(['checkingCancel'], {
  page: 'address',
  machine: { actors: { checkCancelEligibility: never() } },
});

/** The address the SIM did not reach, to keep or change, or same as billing. */
export const Address = rescheduleStory(['collecting'], { page: 'address' });

/** A doorstep window chosen: the review with the fee, Confirm and pay. */
export const Review = rescheduleStory(['confirming'], { page: 'review', before: reviewing });

/** Confirmed: the new delivery on its way to the gateway. */
export const Sending = rescheduleStory(['confirming', 'submitting'], {
  page: 'review',
  machine: {
    actors: { submit: never() },
    events: [{ waitFor: 'confirming' }, { type: 'SUBMIT' }],
  },
  before: reviewing,
});

/** Another door than the one the SIM was going to: typed on the address step. */
const NEW_DOOR = {
  postalCode: '06700',
  country: 'MX',
  state: 'Ciudad de México',
  city: 'Cuauhtémoc',
  area: 'Roma Norte',
  street: 'Orizaba',
  addressLine1: 'Orizaba 101',
};

/**
 * Confirmed with another door: the gateway asks for the account's approval, so the code mailed to
 * the account's current address (masked) is asked for before anything is booked; Back to the review.
 */
export const Approving = rescheduleStory(['confirming', 'submitting', 'approving'], {
  page: 'review',
  machine: { events: [{ waitFor: 'confirming' }, { type: 'SUBMIT' }] },
  before: async (env, customer) => {
    await chooseDoorstep(env, customer);
    return journeyAfter(RESCHEDULE_DELIVERY_FLOW, [{ data: { sameAsBilling: false, address: NEW_DOOR } }]);
  },
});

/** Not sent: the choice kept, try again or change the address. */
export const SendFailed = rescheduleStory(['submitting', 'submitFailed'], {
  page: 'review',
  machine: {
    actors: { submit: refused() },
    events: [{ waitFor: 'confirming' }, { type: 'SUBMIT' }],
  },
  before: reviewing,
});

/** Sent with the redelivery fee due: its order, paid by card. */
export const Payment = rescheduleStory(['paying'], { page: 'payment', before: sent });

/** The card payment given up after a refusal: nothing charged, the same order to pay again. */
export const PaymentFailed = rescheduleStory(['paymentFailed'], {
  page: 'payment',
  machine: {
    actors: { pay: paymentGivenUp() },
  },
  before: sent,
});

const paid = async (env: StoryEnv, customer: ScenarioCustomer) => ({
  ...(await sent(env, customer)),
  checkpoint: 'paid' as const,
});

/** Paid; the booking read again every second until the gateway says it is booked. */
export const Following = rescheduleStory(['following'], {
  page: 'success',
  machine: { actors: { followStatus: boundedPoll(async () => ({ status: 'WAITING' as const })) } },
  before: paid,
});

/** The spec's window over (shortened here) still booking: the order's page will show it. */
export const FollowLater = rescheduleStory(['followLater'], {
  page: 'success',
  machine: {
    actors: {
      followStatus: boundedPoll(async () => ({ status: 'WAITING' as const })).provide({
        delays: { pollInterval: 10 },
      }),
    },
  },
  before: paid,
});

/**
 * Booked: when the SIM arrives, and the fee paid (paid here, so the result page, which reads the
 * booking from the gateway, has it booked too).
 */
export const Succeeded = rescheduleStory(['succeeded'], {
  page: 'success',
  machine: { actors: { followStatus: boundedPoll(async () => ({ status: 'DONE' as const })) } },
  before: async (env, customer) => paidFor(env, await sent(env, customer)),
});

/**
 * The gateway could not book it after the fee was paid (the flow resumed past the link's check, as
 * once the page moves to the review): what happened, the fee paid and the way to the orders;
 * nothing to retry.
 */
export const Failed = rescheduleStory(['failed'], {
  page: 'review',
  machine: { actors: { followStatus: boundedPoll(async () => ({ status: 'FAILED' as const })) } },
  before: paid,
});

/** The gateway answers the reschedule cancelled (by the operator): the page says the flow ended. */
export const Cancelled = rescheduleStory(['cancelled'], {
  page: 'success',
  machine: {
    actors: { followStatus: boundedPoll(async () => ({ status: 'CANCELED' as const })) },
  },
  before: paid,
});

/** "Not now" on the address step (the journey's `orders` exit): nothing sent, the link still works. */
export const Left = rescheduleStory(['collecting', 'left'], {
  page: 'address',
  machine: { events: [{ waitFor: 'collecting' }, { type: 'EXIT', exit: 'orders' }] },
});
