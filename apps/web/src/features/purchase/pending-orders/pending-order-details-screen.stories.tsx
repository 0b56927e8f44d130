import type { Meta, StoryObj } from '@storybook/react-vite';
import { customerAt, leavePendingCart } from '../../../storybook/purchase-stories';
import { renderApp, stepStory } from '../../../storybook/story-kit';

export default { title: 'Purchase/Pending order details', render: renderApp } satisfies Meta;

/** One pending basket opened from the list: its items, priced from the catalogue. */
export const Web: StoryObj = stepStory('purchase', 'pending-order-details', {
  setup: async (env) => {
    const seeded = await customerAt(env, 'account');
    const cartId = await leavePendingCart(env);
    return { journeyData: { ...seeded.journeyData, 'pending-orders': { cartId } } };
  },
});

export const Retail: StoryObj = stepStory('retail-purchase', 'pending-order-details', {
  setup: async (env) => {
    const seeded = await customerAt(env, 'account', { journey: 'retail-purchase' });
    const cartId = await leavePendingCart(env);
    return { journeyData: { ...seeded.journeyData, 'pending-orders': { cartId } } };
  },
});
