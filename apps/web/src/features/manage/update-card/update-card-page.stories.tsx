import { VERIFIED_RESUME_MS } from '@senda/core/flows/card-update';
import { boundedPoll } from '@senda/core/machines/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fromPromise } from 'xstate';
import { flowStories } from '../../../storybook/flow-story';
import type { MachineDirection } from '../../../storybook/machine-registry';
import { type ScenarioName, signInScenario } from '../../../storybook/scenario-customer';
import { renderApp, routeStory } from '../../../storybook/story-kit';
import { UPDATE_CARD_FLOW } from './update-card-flow';

/**
 * Card update (the service-request template with its code-then-card collect child), every state
 * of the `cardUpdate` machine on the page that shows it, for the sandbox's `expired-card` customer
 * signed in (a line renewing on a card that expired last month). The review and what follows start
 * from a restored review (the code and the card as the earlier pages left them); the gateway's
 * answers are the sandbox's, but for a call held (never answers), refused, or answered here to show
 * a state the sandbox reaches too fast to see.
 */
export default { title: 'Manage/Update card', render: renderApp } satisfies Meta;

const never = () => fromPromise<never>(() => new Promise<never>(() => undefined));
const refused = () =>
  fromPromise<never>(async () => {
    throw Object.assign(new Error('503'), { status: 503, errorCode: 'SERVICE_UNAVAILABLE' });
  });

type Page = 'verify' | 'request' | 'submit';
const PATHS: Record<Page, string> = {
  verify: '/manage/update-card/verify',
  request: '/manage/update-card/request',
  submit: '/manage/update-card/submit',
};

/** The review as the card page leaves it: the code verified, the new card's token, brand and last four. */
const REVIEWING: MachineDirection['state'] = {
  value: 'confirming',
  context: {
    eligibility: {
      msisdn: '5512345678',
      currentCard: { brand: 'visa', last4: '4242' },
      autoRenewal: true,
      renewalDate: null,
    },
    data: {
      verify: { updateId: 'cu_story' },
      request: { token: 'tkn_story', brand: 'mastercard', last4: '4444' },
    },
    journeyOutcome: { kind: 'final', step: 'submit' },
  },
};
const SUBMIT = { type: 'SUBMIT' };
const ANSWER = {
  requestId: 'SR-STORY',
  status: 'SUBMITTED' as const,
  card: { brand: 'mastercard', last4: '4444' },
  payment: null,
};
const answered = (extra: Record<string, unknown> = {}) => fromPromise(async () => ({ ...ANSWER, ...extra }));
const statusOf = (status: 'IN_PROGRESS' | 'DONE' | 'FAILED') => boundedPoll(async () => ({ status }));

function cardUpdateStory(
  states: string[],
  options: { page: Page; scenario?: ScenarioName; direction?: MachineDirection },
): StoryObj {
  return routeStory(PATHS[options.page], {
    states: states.map((state) => `cardUpdate.${state}`),
    ...(options.direction ? { machines: { cardUpdate: options.direction } } : {}),
    setup: async (env) => {
      const customer = await signInScenario(env, options.scenario ?? 'expired-card');
      return { route: `${PATHS[options.page]}?${new URLSearchParams({ orderRef: customer.orderRef })}` };
    },
  });
}

/** The line's status read again to decide. */
export const CheckingEligibility = cardUpdateStory(['checkingEligibility'], {
  page: 'verify',
  direction: { actors: { checkEligibility: never() } },
});

/** The check got no answer: try again. */
export const EligibilityFailed = cardUpdateStory(['checkingEligibility', 'eligibilityFailed'], {
  page: 'verify',
  direction: { actors: { checkEligibility: refused() } },
});

/** A SIM never activated has no renewals yet: why not, and the way back to the line. */
export const NotEligible = cardUpdateStory(['notEligible'], {
  page: 'verify',
  scenario: 'physical-sim-awaiting-activation',
});

/** Eligible; whether anything could be cancelled is asked (nothing ever is). */
export const CheckingCancel = cardUpdateStory(['checkingCancel'], {
  page: 'verify',
  direction: { actors: { checkCancelEligibility: never() } },
});

/** The code mailed to the account's e-mail: the six boxes, the countdown, resend. */
export const Verify = cardUpdateStory(['collecting'], { page: 'verify' });

/**
 * The new card in the provider's fields, the code verified a moment ago: the save a reload on the
 * card page finds, so the flow opens on the card without a new code.
 */
export const Card = flowStories({
  machineId: 'cardUpdate',
  paths: PATHS,
  scenario: 'expired-card',
  save: { flow: UPDATE_CARD_FLOW, subject: (customer) => customer.accountNumber },
})(['collecting'], {
  page: 'request',
  before: async () => ({
    data: { verify: { updateId: 'cu_story', verifiedUntil: Date.now() + VERIFIED_RESUME_MS } },
  }),
  machine: { events: [{ waitFor: 'cardEntry.ready' }] },
});

/** The review: the line, the card it renews with now, the new card; confirm or use another. */
export const Review = cardUpdateStory(['confirming'], { page: 'submit', direction: { state: REVIEWING } });

/** Confirmed: the new card on its way to the gateway. */
export const Sending = cardUpdateStory(['confirming', 'submitting'], {
  page: 'submit',
  direction: { state: REVIEWING, actors: { submit: never() }, events: [SUBMIT] },
});

/** Not sent: nothing changed; try again or type the card anew. */
export const SendFailed = cardUpdateStory(['submitting', 'submitFailed'], {
  page: 'submit',
  direction: { state: REVIEWING, actors: { submit: refused() }, events: [SUBMIT] },
});

/** Sent; its status read until it is done (the sandbox's is done at once). */
export const Following = cardUpdateStory(['following'], {
  page: 'submit',
  direction: {
    state: REVIEWING,
    actors: {
      submit: answered(),
      followStatus: statusOf('IN_PROGRESS').provide({ delays: { pollInterval: 60_000 } }),
    },
    events: [SUBMIT],
  },
});

/** The spec's window over (shortened here) and not done: the line page will show it. */
export const FollowLater = cardUpdateStory(['followLater'], {
  page: 'submit',
  direction: {
    state: REVIEWING,
    actors: {
      submit: answered(),
      followStatus: statusOf('IN_PROGRESS').provide({ delays: { pollInterval: 10 } }),
    },
    events: [SUBMIT],
  },
});

/** Done: the line renews with the new card. */
export const Updated = cardUpdateStory(['succeeded'], {
  page: 'submit',
  direction: {
    state: REVIEWING,
    actors: { submit: answered(), followStatus: statusOf('DONE') },
    events: [SUBMIT],
  },
});

/** Refused once processed: the line keeps its card; send again or change it. */
export const Failed = cardUpdateStory(['failed'], {
  page: 'submit',
  direction: {
    state: REVIEWING,
    actors: { submit: answered(), followStatus: statusOf('FAILED') },
    events: [SUBMIT],
  },
});

/** …and cancelled: shown as not done. */
export const CancelledNeverReached = cardUpdateStory(['cancelled'], {
  page: 'verify',
  direction: { state: { value: 'cancelled' } },
});

/** Never reached: the collecting has no exit. Were one taken, nothing is sent. */
export const LeftNeverReached = cardUpdateStory(['left'], {
  page: 'verify',
  direction: { actors: { collect: fromPromise(async () => ({ kind: 'exit', exit: 'line', path: null })) } },
});
