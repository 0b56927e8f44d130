import { NEW_NUMBER_CHOICE } from '@senda/core/flows/port-in-request';
import { latestPortInRequest } from '@senda/core/gateway';
import { boundedPoll } from '@senda/core/machines/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fromPromise } from 'xstate';
import {
  directMachine,
  type MachineDirection,
  type MachineScriptStep,
} from '../../../storybook/machine-registry';
import { type ScenarioName, type StorySignIn, signInScenario } from '../../../storybook/scenario-customer';
import { renderApp, routeStory } from '../../../storybook/story-kit';

/**
 * Port-in cancel and re-initiation (the service-request template with one form), every
 * state of the `port-in-request` machine on /manage/cancel-portin, for a sandbox customer signed in
 * (pending-port-in for a cancel, expired-nip-port-in for a new attempt). Calls held (never
 * answering) or refused show the busy and failed states; the rest are the sandbox's answers.
 */
export default { title: 'Manage/Port-in cancel and re-initiation', render: renderApp } satisfies Meta;

const PATH = '/manage/cancel-portin';
const never = () => fromPromise<never>(() => new Promise<never>(() => undefined));
const refused = () =>
  fromPromise<never>(async () => {
    throw Object.assign(new Error('503'), { status: 503, errorCode: 'SERVICE_UNAVAILABLE' });
  });

/** The corrected details typed and shown for review (the same number, a new NIP). */
const REVIEWED: readonly MachineScriptStep[] = [
  { waitFor: 'collecting' },
  { type: 'NEXT', data: { donorId: 'TELCEL', number: '', nip: '4821' } },
  { waitFor: 'confirming' },
];
const SENT: readonly MachineScriptStep[] = [...REVIEWED, { type: 'SUBMIT' }];
const CANCEL: readonly MachineScriptStep[] = [{ waitFor: 'collecting' }, { type: 'CANCEL' }];

function story(
  states: string[],
  options: {
    scenario?: ScenarioName;
    machine?: MachineDirection;
    query?: Record<string, string>;
    signIn?: StorySignIn;
  } = {},
): StoryObj {
  return routeStory(PATH, {
    states: states.map((state) => `port-in-request.${state}`),
    ...(options.machine ? { machines: { 'port-in-request': options.machine } } : {}),
    setup: async (env) => {
      const customer = await signInScenario(env, options.scenario ?? 'pending-port-in', options.signIn);
      const query = new URLSearchParams({ orderRef: customer.orderRef, ...options.query });
      return { route: `${PATH}?${query}` };
    },
  });
}

/**
 * A new attempt for the expired-nip-port-in customer: the number it failed with (read from the
 * sandbox) and a new NIP, sent by the script as the form would.
 */
const retry = (states: string[], machine: MachineDirection = {}): StoryObj =>
  routeStory(PATH, {
    states: states.map((state) => `port-in-request.${state}`),
    setup: async (env) => {
      const customer = await signInScenario(env, 'expired-nip-port-in');
      const failed = await latestPortInRequest(env.services.gateway, { orderReference: customer.orderRef });
      const events = (machine.events ?? []).map((step) =>
        'type' in step && step.type === 'NEXT'
          ? { ...step, data: { donorId: failed.donor, number: failed.number, nip: '4821' } }
          : step,
      );
      directMachine('port-in-request', { ...machine, events });
      return { route: `${PATH}?${new URLSearchParams({ orderRef: customer.orderRef })}` };
    },
  });

/** The transfer, its cancel and re-initiation eligibility and the rules being read. */
export const CheckingEligibility = story(['checkingEligibility'], {
  machine: { actors: { checkEligibility: never() } },
});

/** That read got no answer: try again. */
export const EligibilityFailed = story(['checkingEligibility', 'eligibilityFailed'], {
  machine: { actors: { checkEligibility: refused() } },
});

/** A line whose number was not transferred: nothing to cancel or start again. */
export const NoTransfer = story(['notEligible'], { scenario: 'active-esim-line' });

/** Whether the transfer may be cancelled is being asked. */
export const CheckingCancel = story(['checkingCancel'], {
  machine: { actors: { checkCancelEligibility: never() } },
});

/** A transfer the database is still checking: its timeline, and "Cancel the transfer". */
export const PendingTransfer = story(['collecting']);

/** Its confirmation: the number stays with the donor, the line keeps its temporary number. */
export const ConfirmCancel = story(['collecting'], { query: { confirm: 'cancel' } });

/** A transfer whose NIP expired: why, the NIP's rules (051, 4 digits, 5 days, 24 hours), the form. */
export const FailedTransfer = story(['collecting'], { scenario: 'expired-nip-port-in' });

/** The corrected details before they are sent. */
export const Review = retry(['confirming'], { events: REVIEWED });

/** Sent: on its way to the gateway. */
export const Sending = retry(['confirming', 'submitting'], { actors: { submit: never() }, events: SENT });

/** Not sent: nothing changed, try again or change the details. */
export const SendFailed = retry(['submitting', 'submitFailed'], {
  actors: { submit: refused() },
  events: SENT,
});

/** Started again: PROCESSING, read every second; cancel offered while the database checks it. */
export const Following = retry(['following'], { events: SENT });

/** the spec's window over (shortened here), still PROCESSING: check again later (within 24 hours). */
export const FollowLater = retry(['followLater'], {
  actors: {
    followStatus: boundedPoll(async () => ({ status: 'PROCESSING' as const })).provide({
      delays: { pollInterval: 10 },
    }),
  },
  events: SENT,
});

/** Done: the number is the line's. */
export const Done = retry(['succeeded'], {
  actors: { followStatus: boundedPoll(async () => ({ status: 'DONE' as const })) },
  events: SENT,
});

/** Refused again: why, and correct the details. */
export const FailedAgain = retry(['failed'], {
  actors: {
    followStatus: boundedPoll(async () => ({
      status: 'REJECTED' as const,
      reasonMessageId: 'service_request.reason.donor_rejected' as const,
    })),
  },
  events: SENT,
});

/** A new number instead of the refused transfer, chosen on the transfer's page. */
const NEW_NUMBER: readonly MachineScriptStep[] = [
  { waitFor: 'collecting' },
  { type: 'NEXT', data: { choice: NEW_NUMBER_CHOICE } },
  { waitFor: 'confirming' },
];

/** What a new number does (works at once, the transfer closed, the number left with the donor). */
export const NewNumberReview = story(['confirming'], {
  scenario: 'failed-port-in',
  machine: { events: NEW_NUMBER },
});

/**
 * Confirmed by a customer signed in from a link: before anything changes, the code mailed to the
 * account's current address (masked); Back to the review.
 */
export const NewNumberApproving = story(['confirming', 'approving'], {
  scenario: 'failed-port-in',
  machine: { events: [...NEW_NUMBER, { type: 'SUBMIT' }] },
});

/** Signed in by code minutes ago (no code asked): the line's new number, working now. */
export const NewNumberGiven = story(['approving', 'succeeded'], {
  scenario: 'failed-port-in',
  signIn: 'code',
  machine: { events: [...NEW_NUMBER, { type: 'SUBMIT' }] },
});

/** The cancel on its way. */
export const Cancelling = story(['collecting', 'cancelling'], {
  query: { confirm: 'cancel' },
  machine: { actors: { cancel: never() }, events: CANCEL },
});

/** Cancelled: the number stays with the donor, the line keeps its temporary number. */
export const Cancelled = story(['cancelled'], { machine: { events: CANCEL } });

/**
 * Never reached: journeys/port-in-request.json's steps have no exit; were it left, the transfer
 * would be shown again.
 */
export const LeftNeverReached = story(['left'], { machine: { state: { value: 'left' } } });
