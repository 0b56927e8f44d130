import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { journeySettings } from '@senda/core/gateway';
import { afterEach, describe, expect, it } from 'vitest';
import { journeysFromDirectory } from '../src/journeys/journeys-from-directory.ts';
import { ORIGIN, setupSandboxTest } from './support/sandbox-test-kit.ts';

// The shipped journey files, as `npm start`'s sandbox serves them.
const JOURNEYS = fileURLToPath(new URL('../../../journeys/', import.meta.url));
const { newClient, sandbox } = setupSandboxTest({ journeys: journeysFromDirectory(JOURNEYS) });
// Another test's publication is its own: each starts from the shipped files.
afterEach(() => sandbox.context.publishedJourneys.clear());

const shipped = JSON.parse(readFileSync(`${JOURNEYS}purchase.json`, 'utf8')) as {
  id: string;
  revision: number;
  onboarding: { steps: { name: string }[] };
};
/** The editor's export: the steps in another order, the next revision. */
const exported = {
  ...shipped,
  revision: shipped.revision + 1,
  onboarding: { ...shipped.onboarding, steps: [...shipped.onboarding.steps].reverse() },
};
const publish = (journeyId: string, body: unknown) =>
  fetch(`${ORIGIN}/mocks/journeys/${journeyId}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const served = async () =>
  (await journeySettings(newClient().client, { journeyId: 'purchase' })) as { revision: number };

describe('a journey published to the sandbox (/mocks/journeys)', () => {
  it('is served in place of the shipped file until withdrawn, and a reset serves the shipped one again', async () => {
    expect((await served()).revision).toBe(shipped.revision);
    expect((await publish('purchase', exported)).status).toBe(200);
    expect(await served()).toEqual(exported);
    expect(await (await fetch(`${ORIGIN}/mocks/journeys`)).json()).toEqual({
      published: [{ journeyId: 'purchase', revision: shipped.revision + 1 }],
    });
    expect((await fetch(`${ORIGIN}/mocks/journeys/purchase`, { method: 'DELETE' })).status).toBe(200);
    expect((await served()).revision).toBe(shipped.revision);

    await publish('purchase', exported);
    await fetch(`${ORIGIN}/mocks/reset`, { method: 'POST' });
    expect((await served()).revision).toBe(shipped.revision);
  });

  it('refuses another journey’s file, a journey it does not serve, a revision not above the served one', async () => {
    const refused = async (journeyId: string, body: unknown) => {
      const response = await publish(journeyId, body);
      return [response.status, ((await response.json()) as { reason?: string }).reason];
    };
    expect(await refused('plan-switch', exported)).toEqual([400, 'other-journey']);
    expect(await refused('nowhere', { ...exported, id: 'nowhere' })).toEqual([404, 'unknown-journey']);
    expect(await refused('purchase', shipped)).toEqual([400, 'revision-not-newer']);
    expect(await refused('purchase', { id: 'purchase' })).toEqual([400, 'not-a-journey-file']);
    expect((await served()).revision).toBe(shipped.revision);
  });
});
