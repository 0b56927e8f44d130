import { submitTermination } from '@senda/core/flows/termination';
import { newIdempotencyKey, userDetails } from '@senda/core/gateway';
import type { ScenarioCustomer, ScenarioName } from './scenario-customer';
import type { StoryEnv } from './story-env';

/**
 * A ready-made customer made by the story's sandbox, signed in the way its `links` sign in (the
 * token taken, the profile read). `email` gives an existing customer one more line.
 */
export async function scenarioCustomer(
  env: StoryEnv,
  scenario: ScenarioName,
  email?: string,
): Promise<ScenarioCustomer> {
  const response = await fetch('/mocks/scenarios', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ scenario, ...(email ? { email } : {}) }),
  });
  if (response.status !== 201) throw new Error(`scenario ${scenario}: ${response.status}`);
  const customer = (await response.json()) as ScenarioCustomer;
  const { stores, gateway } = env.services;
  stores.store.set(stores.auth.setAccessToken, customer.accessToken);
  stores.store.set(stores.auth.setUserDetails, await userDetails(gateway));
  return customer;
}

/** The sandbox's clock moved forward (`POST /mocks/clock`), e.g. `PT26H` for a transfer to finish. */
export async function advanceSandboxClock(advanceBy: string): Promise<void> {
  const response = await fetch('/mocks/clock', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advanceBy }),
  });
  if (!response.ok) throw new Error(`clock: ${response.status}`);
}

/**
 * The signed-in customer cancels a line, as the termination flow's confirmation sends it, with the
 * proof the account's address gave.
 */
export async function cancelLine(env: StoryEnv, line: { accountNumber: string }): Promise<void> {
  const { stores } = env.services;
  const userId = stores.store.get(stores.auth.state).userId ?? '';
  await submitTermination(
    env.services.gateway,
    {
      accountNumber: line.accountNumber,
      reason: 'TOO_EXPENSIVE',
      feedback: '',
      idempotencyKey: newIdempotencyKey(),
    },
    env.sandbox.state.stepUp.grant(userId, 'TERMINATION', line.accountNumber),
  );
}
