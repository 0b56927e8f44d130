import { boundedPoll } from '@senda/core/machines/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fromPromise } from 'xstate';
import type { MachineDirection, MachineScriptStep } from '../../../storybook/machine-registry';
import { type ScenarioName, type StorySignIn, signInScenario } from '../../../storybook/scenario-customer';
import { renderApp, routeStory } from '../../../storybook/story-kit';

/**
 * Reverse port-out (the service-request template with one form), every state of the
 * `reverse-port-out` machine on the page that shows it, for the ported-out-line customer signed in.
 */
export default { title: 'Manage/Reverse port-out', render: renderApp } satisfies Meta;

const PATHS = { request: '/manage/reverse-portout', success: '/manage/reverse-portout/success' } as const;
const never = () => fromPromise<never>(() => new Promise<never>(() => undefined));
const refused = () =>
  fromPromise<never>(async () => {
    throw Object.assign(new Error('503'), { status: 503, errorCode: 'SERVICE_UNAVAILABLE' });
  });

const TICKED: readonly MachineScriptStep[] = [
  { waitFor: 'collecting' },
  { type: 'NEXT', data: { notRequestedByMe: true } },
  { waitFor: 'confirming' },
];
const SENT: readonly MachineScriptStep[] = [...TICKED, { type: 'SUBMIT' }];

/**
 * A story of the flow on its page. The customer logged in by code just now unless told (`link`):
 * the request's step-up then proves at once, and Approving shows the code step.
 */
function story(
  states: string[],
  options: {
    page?: keyof typeof PATHS;
    scenario?: ScenarioName;
    machine?: MachineDirection;
    signIn?: StorySignIn;
  } = {},
): StoryObj {
  const path = PATHS[options.page ?? 'request'];
  return routeStory(path, {
    states: states.map((state) => `reverse-port-out.${state}`),
    ...(options.machine ? { machines: { 'reverse-port-out': options.machine } } : {}),
    setup: async (env) => {
      const customer = await signInScenario(
        env,
        options.scenario ?? 'ported-out-line',
        options.signIn ?? 'code',
      );
      return { route: `${path}?${new URLSearchParams({ orderRef: customer.orderRef })}` };
    },
  });
}

export const CheckingEligibility = story(['checkingEligibility'], {
  machine: { actors: { checkEligibility: never() } },
});

export const EligibilityFailed = story(['checkingEligibility', 'eligibilityFailed'], {
  machine: { actors: { checkEligibility: refused() } },
});

/** A line whose number never left: nothing to bring back. */
export const NotEligible = story(['notEligible'], { scenario: 'active-esim-line' });

/** The cancel check (always "no": a reverse port-out is not withdrawn) being made. */
export const CheckingCancel = story(['checkingCancel'], {
  machine: { actors: { checkCancelEligibility: never() } },
});

/** The number taken, by whom, the window, how long; nothing ticked for the customer. */
export const Request = story(['collecting']);

/** Ticked and saved before the send (a reload between the two): the form again, REQUEST sends it. */
export const Confirming = story(['confirming'], { machine: { actors: { submit: never() }, events: TICKED } });

/**
 * Asked by a customer signed in from a link: before anything is sent, the code mailed to the
 * account's current address (masked); Back to the form.
 */
export const Approving = story(['confirming', 'approving'], { signIn: 'link', machine: { events: SENT } });

export const Sending = story(['confirming', 'submitting'], {
  machine: { actors: { submit: never() }, events: SENT },
});

export const SendFailed = story(['submitting', 'submitFailed'], {
  machine: { actors: { submit: refused() }, events: SENT },
});

/** Never reached: nothing is paid. */
const _ANSWER_WITH_ORDER = fromPromise(async () => ({
  requestId: 'sr_STORY',
  status: 'PROCESSING' as const,
  number: '5512345678',
  recipient: 'ATT',
  expectedBy: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
  payment: { orderReference: 'ORD-STORY', amount: 1 },
}));

/** The success page: asked, by when it is back, where it is listed. */
export const Requested = story(['following'], { machine: { events: SENT } });

export const FollowLater = story(['followLater'], {
  machine: {
    actors: {
      followStatus: boundedPoll(async () => ({ status: 'PROCESSING' as const })).provide({
        delays: { pollInterval: 10 },
      }),
    },
    events: SENT,
  },
});

/** The number is back. */
export const Done = story(['succeeded'], {
  machine: { actors: { followStatus: boundedPoll(async () => ({ status: 'DONE' as const })) }, events: SENT },
});

export const Failed = story(['failed'], {
  machine: {
    actors: { followStatus: boundedPoll(async () => ({ status: 'FAILED' as const })) },
    events: SENT,
  },
});

export const CancelledNeverReached = story(['cancelled'], {
  page: 'success',
  machine: { state: { value: 'cancelled' } },
});

/** Never reached: a form has no exit. */
export const LeftNeverReached = story(['left'], { machine: { state: { value: 'left' } } });
