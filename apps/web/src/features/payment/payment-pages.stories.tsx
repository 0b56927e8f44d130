import type { Meta, StoryObj } from '@storybook/react-vite';
import { customerAt } from '../../storybook/purchase-stories';
import { renderApp, routeStory } from '../../storybook/story-kit';

/** The payment pages outside the journey (§2): pay by link, direct payment, Blacknut. */
export default { title: 'Pages/Payment', render: renderApp } satisfies Meta;

/** A link from the shop's back office for an unpaid order, opened without signing in. */
export const Paylink: StoryObj = routeStory('/payment/paylink', {
  setup: async (env) => {
    const seeded = await customerAt(env, 'order');
    const orderRef = (seeded.journeyData?.['order-summary'] as { orderRef: string }).orderRef;
    const paylink = env.sandbox.state.paylinks.create(orderRef);
    // The link is opened in another browser: this story's customer is not signed in there.
    const { stores } = env.services;
    stores.store.set(stores.auth.state, (previous) => ({
      ...previous,
      accessToken: null,
      userDetails: null,
    }));
    return { route: `/payment/paylink?paylink_id=${paylink.paylinkId}` };
  },
});

export const PaylinkExpired: StoryObj = routeStory('/payment/paylink-expired');

export const DirectPaymentSuccess: StoryObj = routeStory('/payment/direct-payment-success', {
  setup: async (env) => {
    const seeded = await customerAt(env, 'paid');
    const orderRef = (seeded.journeyData?.['order-summary'] as { orderRef: string }).orderRef;
    return { route: `/payment/direct-payment-success?orderRef=${orderRef}` };
  },
});

/** The address names the customer's own order, not paid: its real state, never "paid". */
export const DirectPaymentSuccessNotPaid: StoryObj = routeStory('/payment/direct-payment-success', {
  setup: async (env) => {
    const seeded = await customerAt(env, 'order');
    const orderRef = (seeded.journeyData?.['order-summary'] as { orderRef: string }).orderRef;
    return { route: `/payment/direct-payment-success?orderRef=${orderRef}` };
  },
});

/** A reference the gateway does not know for this customer (made up, or someone else's). */
export const DirectPaymentSuccessNotFound: StoryObj = routeStory('/payment/direct-payment-success', {
  setup: async (env) => {
    await customerAt(env, 'paid');
    return { route: '/payment/direct-payment-success?orderRef=SND-000000-00000' };
  },
});

export const Blacknut: StoryObj = routeStory('/blacknut');
