import type { Meta, StoryObj } from '@storybook/react-vite';
import { fromPromise } from 'xstate';
import type { MachineDirection } from '../../../storybook/machine-registry';
import { type ScenarioName, type StorySignIn, signInScenario } from '../../../storybook/scenario-customer';
import { renderApp, routeStory } from '../../../storybook/story-kit';

/**
 * The number lock: the line page's switch (on, off) and every state of the `numberLock` machine
 * on the page that turns it off, for the `number-locked` customer signed in.
 */
export default { title: 'Manage/Number lock', render: renderApp } satisfies Meta;

const never = () => fromPromise<never>(() => new Promise<never>(() => undefined));
const refused = () =>
  fromPromise<never>(async () => {
    throw Object.assign(new Error('503'), { status: 503, errorCode: 'SERVICE_UNAVAILABLE' });
  });

/**
 * The unlock page. The customer logged in by code just now unless told (`link`): the step-up then
 * proves at once, and Approving shows the code step only after a link's log-in.
 */
function story(
  states: string[],
  options: { scenario?: ScenarioName; machine?: MachineDirection; signIn?: StorySignIn } = {},
): StoryObj {
  return routeStory('/manage/number-lock', {
    states: states.map((state) => `numberLock.${state}`),
    ...(options.machine ? { machines: { numberLock: options.machine } } : {}),
    setup: async (env) => {
      const customer = await signInScenario(
        env,
        options.scenario ?? 'number-locked',
        options.signIn ?? 'code',
      );
      return { route: `/manage/number-lock?${new URLSearchParams({ orderRef: customer.orderRef })}` };
    },
  });
}

/** The line page with the lock on: the switch says what it does and that turning it off asks for a code. */
export const SwitchOn: StoryObj = routeStory('/manage/order', {
  setup: async (env) => {
    const customer = await signInScenario(env, 'number-locked');
    return { route: `/manage/order?${new URLSearchParams({ orderRef: customer.orderRef })}` };
  },
});

/** The line page with the lock off: one tap turns it on. */
export const SwitchOff: StoryObj = routeStory('/manage/order', {
  setup: async (env) => {
    const customer = await signInScenario(env, 'active-esim-line');
    return { route: `/manage/order?${new URLSearchParams({ orderRef: customer.orderRef })}` };
  },
});

export const Checking = story(['checking'], { machine: { actors: { readLock: never() } } });

export const CheckFailed = story(['checking', 'checkFailed'], {
  machine: { actors: { readLock: refused() } },
});

/** The code sent to the account's e-mail (a link's log-in is not fresh enough to skip it). */
export const Approving = story(['checking', 'approving'], { signIn: 'link' });

export const Unlocking = story(['approving', 'unlocking'], { machine: { actors: { unlock: never() } } });

export const Failed = story(['unlocking', 'failed'], { machine: { actors: { unlock: refused() } } });

/** Turned off: told by e-mail, on again in one tap from the line. */
export const Unlocked = story(['checking', 'approving', 'unlocking', 'unlocked']);

/** Nothing to turn off. */
export const NotLocked = story(['checking', 'notLocked'], { scenario: 'active-esim-line' });
