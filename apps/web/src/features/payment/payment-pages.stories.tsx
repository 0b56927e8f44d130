import type { Meta, StoryObj } from '@storybook/react-vite';
import { customerAt } from '../../storybook/purchase-stories';
import { renderApp, routeStory } from '../../storybook/story-kit';

/** The payment pages outside the journey: the expired pay-by-link, direct payment, Blacknut. */
export default { title: 'Pages/Payment', render: renderApp } satisfies Meta;

/** The expired-link page as a `paylink-expired` link lands on it: which order, since when. */
export const PaylinkExpired: StoryObj = routeStory('/payment/paylink-expired', {
  setup: (env) => {
    const customer = env.sandbox.state.scenarios.create('paylink-expired');
    return { route: `/payment/paylink-expired?paylink_id=${customer.paylinkId ?? ''}` };
  },
});

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
