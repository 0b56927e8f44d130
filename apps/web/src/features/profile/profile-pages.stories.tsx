import type { Meta, StoryObj } from '@storybook/react-vite';
import { scenarioCustomer } from '../../storybook/manage-scenario';
import { renderApp, routeStory } from '../../storybook/story-kit';

/** /profile and /profile/privacy-settings, signed in as a ready-made customer. */
export default { title: 'Profile/Account and privacy', render: renderApp } satisfies Meta;

/** The customer's details (the spec's order), their line, their settings and log out. */
export const Profile: StoryObj = routeStory('/profile', {
  setup: async (env) => {
    await scenarioCustomer(env, 'active-esim-line');
  },
});

/** Two lines on one account, each to its line page. */
export const ProfileWithTwoLines: StoryObj = routeStory('/profile', {
  setup: async (env) => {
    const first = await scenarioCustomer(env, 'grace-line');
    await scenarioCustomer(env, 'physical-sim-awaiting-activation', first.email);
  },
});

/** The analytics choice (on by default) and what it covers. */
export const PrivacySettings: StoryObj = routeStory('/profile/privacy-settings', {
  setup: async (env) => {
    await scenarioCustomer(env, 'active-esim-line');
  },
});
