import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { customerAt } from '../../../storybook/purchase-stories';
import { renderApp, stepStory } from '../../../storybook/story-kit';

/**
 * The order summary over its checkout machine (packages/core/src/machines/checkout): ready to
 * place the order, creating it (a latency fault holds the call open), placed and moved on.
 */
export default { title: 'Purchase/Order summary', render: renderApp } satisfies Meta;

const HELD_MS = 120_000;

/** The customer accepts the terms (the web journey's checkbox) and presses Next. */
const placeTheOrder: StoryObj['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('checkbox', {}, { timeout: 8000 }));
  const nextButton = canvas.getByRole('button', { name: /siguiente|next/i });
  // Next waits for the basket to be priced.
  for (let tries = 0; tries < 80 && nextButton.hasAttribute('disabled'); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await userEvent.click(nextButton);
};

/** Everything chosen (physical SIM, doorstep delivery): priced by the gateway, promo codes, terms. */
export const Web: StoryObj = stepStory('purchase', 'order-summary', {
  states: ['checkout.ready'],
  setup: (env) => customerAt(env, 'delivery', { simType: 'physical_sim' }),
});

/** In a shop: an eSIM, nothing to deliver. */
export const Retail: StoryObj = stepStory('retail-purchase', 'order-summary', {
  setup: (env) => customerAt(env, 'delivery', { journey: 'retail-purchase' }),
});

/** Terms accepted, Next pressed: the order is being created (Next loading, Back disabled). */
export const CreatingOrder: StoryObj = stepStory('purchase', 'order-summary', {
  states: ['checkout.creating'],
  setup: async (env) => {
    const seeded = await customerAt(env, 'delivery', { simType: 'physical_sim' });
    env.sandbox.faults.add({ kind: 'latency', route: 'createOrder', latencyMs: HELD_MS });
    return seeded;
  },
  play: placeTheOrder,
});

/** The order is created once and the journey moves on to payment. */
export const OrderPlaced: StoryObj = stepStory('purchase', 'order-summary', {
  states: ['checkout.placed'],
  setup: (env) => customerAt(env, 'delivery', { simType: 'physical_sim' }),
  play: placeTheOrder,
});
