import type { Meta, StoryObj } from '@storybook/react-vite';
import { choosePlan } from '../../../storybook/customer-scenario';
import { asRetailCustomer } from '../../../storybook/purchase-stories';
import { renderApp, stepStory } from '../../../storybook/story-kit';

export default { title: 'Purchase/Add-ons', render: renderApp } satisfies Meta;

/** Senda 200 chosen: its add-ons and bundles with the running total. */
export const Web: StoryObj = stepStory('purchase', 'addon-selection', {
  setup: async (env) => {
    await choosePlan(env, { addons: ['ADDON-GB-5'] });
    return { journeyData: { 'pre-checkout': { simType: 'esim', planSku: 'PLAN-SENDA-200' } } };
  },
});

export const Retail: StoryObj = stepStory('retail-purchase', 'addon-selection', {
  setup: async (env) => {
    const shop = asRetailCustomer(env);
    await choosePlan(env);
    return { journeyData: { 'retail-onboarding': shop } };
  },
});
