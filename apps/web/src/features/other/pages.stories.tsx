import type { Meta, StoryObj } from '@storybook/react-vite';
import { signInCustomer } from '../../storybook/customer-scenario';
import { customerAt } from '../../storybook/purchase-stories';
import { renderApp, routeStory } from '../../storybook/story-kit';

/**
 * The pages outside the purchase journey (§2), each at its own URL through the app's routes,
 * layouts and guards, with what the sandbox holds for the customer.
 */
export default { title: 'Pages/Other', render: renderApp } satisfies Meta;

const orderRefOf = (seeded: Awaited<ReturnType<typeof customerAt>>) =>
  (seeded.journeyData?.['order-summary'] as { orderRef: string }).orderRef;

/** Signed in with one paid eSIM order and one waiting for payment. */
export const OrderList: StoryObj = routeStory('/orderlist', {
  setup: async (env) => {
    await customerAt(env, 'paid');
    await customerAt(env, 'order');
  },
});

/** A SIM-only order waiting for payment: "Pay now" opens the card form. */
export const ManageOrder: StoryObj = routeStory('/manage/order', {
  setup: async (env) => {
    const seeded = await customerAt(env, 'order');
    return { route: `/manage/order?orderRef=${orderRefOf(seeded)}` };
  },
});

/** The order list needs a session: the login guard sends the customer to log in, then back. */
export const OrderListSignedOut: StoryObj = routeStory('/orderlist');

export const Language: StoryObj = routeStory('/language');
export const SessionExpired: StoryObj = routeStory('/session-expired');
export const SessionExpiredMeli: StoryObj = routeStory('/session-expired-meli');
export const NotFound: StoryObj = routeStory('/404', { states: ['appBoot.ready'] });
export const RateLimitPage: StoryObj = routeStory('/429');
/** Maintenance over: the page sends the customer back to returnUrl (here their orders). */
export const MaintenanceOver: StoryObj = routeStory('/maintenance?returnUrl=%2Forderlist', {
  setup: (env) => signInCustomer(env),
});
