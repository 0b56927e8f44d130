import { userDetails } from '@senda/core';
import type { StoryEnv } from './story-env';

/** A ready-made customer of the sandbox (`POST /mocks/scenarios`), by name. */
type Scenarios = StoryEnv['sandbox']['state']['scenarios'];
export type ScenarioName = Parameters<Scenarios['create']>[0];
export type ScenarioCustomer = ReturnType<Scenarios['create']>;

/**
 * A ready-made sandbox customer (packages/sandbox README, "Scenarios"), signed in on
 * the story's app as the storefront link `auth_token` would sign them in: token and profile.
 */
export async function signInScenario(env: StoryEnv, name: ScenarioName): Promise<ScenarioCustomer> {
  const customer = env.sandbox.state.scenarios.create(name);
  const { stores, gateway } = env.services;
  stores.store.set(stores.auth.state, (previous) => ({ ...previous, userEmail: customer.email }));
  stores.store.set(stores.auth.setAccessToken, customer.accessToken);
  stores.store.set(stores.auth.setUserDetails, await userDetails(gateway));
  return customer;
}
