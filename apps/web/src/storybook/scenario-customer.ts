import { userDetails } from '@senda/core/gateway';
import type { StoryEnv } from './story-env';

/** A ready-made customer of the sandbox (`POST /mocks/scenarios`), by name. */
type Scenarios = StoryEnv['sandbox']['state']['scenarios'];
export type ScenarioName = Parameters<Scenarios['create']>[0];
export type ScenarioCustomer = ReturnType<Scenarios['create']>;

/**
 * How a story's customer is signed in: `link` as the storefront link `auth_token` signs them in
 * (an account-changing action then asks the account's address for a code); `code` as
 * a customer who logged in by code just now (the step-up answers its proof at once).
 */
export type StorySignIn = 'link' | 'code';

/**
 * A ready-made sandbox customer (packages/sandbox README, "Scenarios"), signed in on
 * the story's app (`signIn`, the link's token unless told): token and profile.
 */
export async function signInScenario(
  env: StoryEnv,
  name: ScenarioName,
  signIn: StorySignIn = 'link',
): Promise<ScenarioCustomer> {
  const made = env.sandbox.state.scenarios.create(name);
  const customer = signIn === 'code' ? { ...made, accessToken: loggedInByCode(env, made.email) } : made;
  const { stores, gateway } = env.services;
  stores.store.set(stores.auth.state, (previous) => ({ ...previous, userEmail: customer.email }));
  stores.store.set(stores.auth.setAccessToken, customer.accessToken);
  stores.store.set(stores.auth.setUserDetails, await userDetails(gateway));
  return customer;
}

/** A log-in by code just now, as the log-in page makes it: the session's token. */
function loggedInByCode(env: StoryEnv, email: string): string {
  const { auth } = env.sandbox.state;
  const code = auth.signIn(email, 'web', 'es-MX', {});
  return auth.validate('signin', code.id, code.code).accessToken;
}
