import type { Meta, StoryObj } from '@storybook/react-vite';
import { customerAt, leavePendingCart } from '../../../storybook/purchase-stories';
import { renderApp, stepStory } from '../../../storybook/story-kit';

export default { title: 'Purchase/Pending orders', render: renderApp } satisfies Meta;

/** Signed up with an unfinished basket in the sandbox (the spec's rule 2): continue it or start anew. */
export const Web: StoryObj = stepStory('purchase', 'pending-orders', {
  setup: async (env) => {
    const seeded = await customerAt(env, 'account');
    await leavePendingCart(env);
    return seeded;
  },
});

export const Retail: StoryObj = stepStory('retail-purchase', 'pending-orders', {
  setup: async (env) => {
    const seeded = await customerAt(env, 'account', { journey: 'retail-purchase' });
    await leavePendingCart(env);
    return seeded;
  },
});
