import type { Meta, StoryObj } from '@storybook/react-vite';
import { scenarioCustomer } from '../../../storybook/manage-scenario';
import { customerAt } from '../../../storybook/purchase-stories';
import { renderApp, routeStory } from '../../../storybook/story-kit';

/** /orderlist: the customer's lines (several: pick one) and orders. */
export default { title: 'Manage/Lines and orders', render: renderApp } satisfies Meta;

/** Two lines on one account: the customer picks the one to manage. */
export const SeveralLines: StoryObj = routeStory('/orderlist', {
  setup: async (env) => {
    const first = await scenarioCustomer(env, 'grace-line');
    await scenarioCustomer(env, 'physical-sim-awaiting-activation', first.email);
  },
});

/** One paid eSIM order (its line) and one waiting for payment. */
export const LineAndPendingOrder: StoryObj = routeStory('/orderlist', {
  setup: async (env) => {
    await customerAt(env, 'paid');
    await customerAt(env, 'order');
  },
});

/** The order list needs a session: the login guard sends the customer to log in, then back. */
export const SignedOut: StoryObj = routeStory('/orderlist');
