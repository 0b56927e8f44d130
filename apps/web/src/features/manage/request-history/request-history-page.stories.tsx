import type { Meta, StoryObj } from '@storybook/react-vite';
import { scenarioCustomer } from '../../../storybook/manage-scenario';
import { renderApp, routeStory } from '../../../storybook/story-kit';

/** /manage/past-service-requests and /manage/past-port-out-service-request: a line's history. */
export default { title: 'Manage/Past service requests', render: renderApp } satisfies Meta;

/** A refused transfer in the history. */
export const WithTransfer: StoryObj = routeStory('/manage/past-service-requests', {
  setup: async (env) => {
    const customer = await scenarioCustomer(env, 'failed-port-in');
    return { route: `/manage/past-service-requests?orderRef=${customer.orderRef}` };
  },
});

/** A line with no requests yet. */
export const Empty: StoryObj = routeStory('/manage/past-service-requests', {
  setup: async (env) => {
    const customer = await scenarioCustomer(env, 'active-esim-line');
    return { route: `/manage/past-service-requests?orderRef=${customer.orderRef}` };
  },
});

/** No port-out ever asked for. */
export const PastPortOut: StoryObj = routeStory('/manage/past-port-out-service-request', {
  setup: async (env) => {
    const customer = await scenarioCustomer(env, 'grace-line');
    return { route: `/manage/past-port-out-service-request?orderRef=${customer.orderRef}` };
  },
});
