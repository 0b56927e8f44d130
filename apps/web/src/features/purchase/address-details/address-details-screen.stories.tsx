import type { Meta, StoryObj } from '@storybook/react-vite';
import { customerAt } from '../../../storybook/purchase-stories';
import { renderApp, stepStory } from '../../../storybook/story-kit';

export default { title: 'Purchase/Address details', render: renderApp } satisfies Meta;

/** A physical SIM: billing address, and delivery the same unless unticked. */
export const Web: StoryObj = stepStory('purchase', 'address-details', {
  setup: (env) => customerAt(env, 'personal', { simType: 'physical_sim' }),
});

/**
 * An eSIM: nothing is delivered, so the postal code alone (estado and municipio shown once known).
 * journeys/purchase.json now skips the step for such an eSIM (`when: deliveryNeeded`); a journey
 * file that keeps the step for everyone shows this.
 */
export const Esim: StoryObj = stepStory('purchase', 'address-details', {
  setup: (env) => customerAt(env, 'personal', { simType: 'esim' }),
});

export const Retail: StoryObj = stepStory('retail-purchase', 'address-details', {
  setup: (env) => customerAt(env, 'personal', { journey: 'retail-purchase' }),
});
