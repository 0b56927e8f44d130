import type { Meta, StoryObj } from '@storybook/react-vite';
import { signInCustomer } from '../../storybook/customer-scenario';
import { renderApp, routeStory } from '../../storybook/story-kit';

/**
 * The pages outside the purchase journey, each at its own URL through the app's routes,
 * layouts and guards, with what the sandbox holds for the customer.
 */
export default { title: 'Pages/Other', render: renderApp } satisfies Meta;

export const Language: StoryObj = routeStory('/language');
export const SessionExpired: StoryObj = routeStory('/session-expired');
export const SessionExpiredMeli: StoryObj = routeStory('/session-expired-meli');
export const NotFound: StoryObj = routeStory('/404', { states: ['appBoot.ready'] });
export const RateLimitPage: StoryObj = routeStory('/429');
/** Maintenance over: the page sends the customer back to returnUrl (here their orders). */
export const MaintenanceOver: StoryObj = routeStory('/maintenance?returnUrl=%2Forderlist', {
  setup: (env) => signInCustomer(env),
});
