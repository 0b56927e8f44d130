import { boundedPoll } from '@senda/core/machines/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fromPromise, setup } from 'xstate';
import type { MachineDirection } from '../../../storybook/machine-registry';
import { type ScenarioName, signInScenario } from '../../../storybook/scenario-customer';
import { renderApp, routeStory } from '../../../storybook/story-kit';

/**
 * Auto-renewal's details page, and turning it off (the `autoRenewalOff` machine: the question on
 * the details page, `?confirm=off`), every state, for an `auto-renewal-on` customer signed in.
 * Paying, cancelling and following a long request are the template's: turning off is immediate
 * and free, and these stories show what the page would do if the gateway ever asked for them.
 */
export default { title: 'Manage/Auto-renewal/Details and turn off', render: renderApp } satisfies Meta;

const never = () => fromPromise<never>(() => new Promise<never>(() => undefined));
const refused = () =>
  fromPromise<never>(async () => {
    throw Object.assign(new Error('503'), { status: 503, errorCode: 'SERVICE_UNAVAILABLE' });
  });

interface Options {
  scenario?: ScenarioName;
  off?: MachineDirection;
  confirm?: boolean;
  query?: Record<string, string>;
}

function detailsStory(states: string[], options: Options = {}): StoryObj {
  return routeStory('/manage/auto-renewal-details', {
    states: states.map((state) => `autoRenewalOff.${state}`),
    ...(options.off ? { machines: { autoRenewalOff: options.off } } : {}),
    setup: async (env) => {
      const customer = await signInScenario(env, options.scenario ?? 'auto-renewal-on');
      const query = new URLSearchParams({
        orderRef: customer.orderRef,
        ...(options.confirm === false ? {} : { confirm: 'off' }),
        ...options.query,
      });
      return { route: `/manage/auto-renewal-details?${query.toString()}` };
    },
  });
}

const submit = [{ waitFor: 'confirming' }, { type: 'SUBMIT' }];
/** A submit that asks for a payment (turning off never does): the template's paying states. */
const _owing = fromPromise(async () => ({
  requestId: 'sr_story',
  status: 'WAITING' as const,
  payment: { orderReference: 'SND-STORY', amount: 200 },
}));

/** On, with its card, the next date and amount, and when the notice comes. */
export const DetailsOn = detailsStory([], { confirm: false });

/** Off, with the way to turn it on. */
export const DetailsOff = detailsStory([], { confirm: false, scenario: 'auto-renewal-off' });

/** Just turned on: said once. */
export const DetailsJustOn = detailsStory([], { confirm: false, query: { done: 'on' } });

/** The line's terms read before asking. */
export const CheckingEligibility = detailsStory(['checkingEligibility'], {
  off: { actors: { checkEligibility: never() } },
});

/** They could not be read: try again. */
export const EligibilityFailed = detailsStory(['checkingEligibility', 'eligibilityFailed'], {
  off: { actors: { checkEligibility: refused() } },
});

/** Already off: nothing to turn off. */
export const NotEligible = detailsStory(['notEligible'], {
  off: {
    actors: {
      checkEligibility: fromPromise(async () => ({
        eligible: false as const,
        reason: 'ALREADY_OFF' as const,
        reasonMessageId: 'auto_renewal.refusal.already_off' as const,
      })),
    },
  },
});

/** Eligible; the template asks whether anything may be cancelled (never, here). */
export const CheckingCancel = detailsStory(['checkingCancel'], {
  off: { actors: { checkCancelEligibility: never() } },
});

/** The question being prepared (its collect step ends at once; held here to be seen). */
export const Collecting = detailsStory(['collecting'], {
  off: {
    actors: {
      collect: setup({}).createMachine({ id: 'reviewOnlyCollect', initial: 'held', states: { held: {} } }),
    },
  },
});

/** What happens on the renewal date, Grace, and how to renew by hand: Turn off or keep it on. */
export const Confirming = detailsStory(['confirming']);

/** Turning off on its way. */
export const Sending = detailsStory(['confirming', 'submitting'], {
  off: { actors: { submit: never() }, events: submit },
});

/** Not turned off: try again. */
export const SendFailed = detailsStory(['submitting', 'submitFailed'], {
  off: { actors: { submit: refused() }, events: submit },
});

/** Off at the gateway, the request read (at once, for turning off). */
export const Following = detailsStory(['following'], {
  off: { actors: { followStatus: boundedPoll(() => new Promise<never>(() => undefined)) }, events: submit },
});

/** The spec's window over (shortened) with the request still moving. */
export const FollowLater = detailsStory(['followLater'], {
  off: {
    actors: {
      followStatus: boundedPoll(async () => ({ status: 'WAITING' as const })).provide({
        delays: { pollInterval: 10 },
      }),
    },
    events: submit,
  },
});

/** Off: the details page says so once. */
export const Succeeded = detailsStory(['succeeded'], { off: { events: submit } });

/** Refused once processed. */
export const Failed = detailsStory(['failed'], {
  off: { actors: { followStatus: boundedPoll(async () => ({ status: 'FAILED' as const })) }, events: submit },
});

/** Cancelled at the gateway (turning off offers no cancel of its own): shown as not done. */
export const Cancelled = detailsStory(['cancelled'], {
  off: { state: { value: 'cancelled' } },
});

/** The template's exit before the question (it has none): nothing sent. */
export const Left = detailsStory(['left'], {
  off: {
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
