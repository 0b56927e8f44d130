import type { Meta, StoryObj } from '@storybook/react-vite';
import { scenarioCustomer } from '../../../storybook/manage-scenario';
import { renderApp, routeStory } from '../../../storybook/story-kit';

/** /manage/service-request: what the line may start, the requests in progress, the history. */
export default { title: 'Manage/Service requests', render: renderApp } satisfies Meta;

/** A transfer in progress, an eSIM to install. */
export const TransferInProgress: StoryObj = routeStory('/manage/service-request', {
  setup: async (env) => {
    const customer = await scenarioCustomer(env, 'pending-port-in');
    return { route: `/manage/service-request?orderRef=${customer.orderRef}` };
  },
});

/** A physical SIM to activate, nothing in progress. */
export const NothingInProgress: StoryObj = routeStory('/manage/service-request', {
  setup: async (env) => {
    const customer = await scenarioCustomer(env, 'physical-sim-awaiting-activation');
    return { route: `/manage/service-request?orderRef=${customer.orderRef}` };
  },
});
