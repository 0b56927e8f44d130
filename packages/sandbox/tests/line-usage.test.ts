import { lineUsage } from '@senda/core/flows/line-usage';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ScenarioName } from '../src/domain/scenarios.ts';
import { gatewayFailure, setupSandboxTest } from './support/sandbox-test-kit.ts';

/**
 * The line's usage read: the plan's data counted as the sandbox's clock moves, as of the network's
 * last quarter-hour count, capped at the allowance, and back to 0 at the renewal.
 */
const kit = setupSandboxTest();
const { sandbox, clock } = kit;
const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2025, 0, 15, 16, 0, 0);
beforeEach(() => clock.set(START));

const customer = (name: ScenarioName) => kit.scenarioLine(name);

/** A client signed in now: past the session's life, the customer logs in again. */
function signedIn(email: string) {
  const otp = sandbox.state.auth.signIn(email, 'web', 'es-MX', {});
  return kit.newClient(sandbox.state.auth.validate('signin', otp.id, otp.code).accessToken).client;
}

describe('line usage', () => {
  it('a scenario made between two counts still reads its share (the figure is not older than the activation)', async () => {
    clock.set(START + 7 * 60 * 1000);
    const { client, accountNumber } = customer('line-usage-85');
    const [plan] = (await lineUsage(client, { accountNumber })).data;
    expect((plan?.usedMb ?? 0) / (plan?.totalMb ?? 1)).toBeCloseTo(0.85, 2);
  });

  it('a line at 85 % reads 85 % of its plan, unlimited calls and texts, the renewal date and the count time', async () => {
    const { client, accountNumber, line } = customer('line-usage-85');
    const usage = await lineUsage(client, { accountNumber });
    const [plan] = usage.data;
    expect(plan).toMatchObject({ source: 'PLAN', sku: 'PLAN-SENDA-200', totalMb: 15 * 1024 });
    expect((plan?.usedMb ?? 0) / (plan?.totalMb ?? 1)).toBeCloseTo(0.85, 2);
    expect(usage.calls).toEqual({ unlimited: true });
    expect(usage.texts).toEqual({ unlimited: true });
    expect(usage.renewsAt).toBe(new Date(line.periodEndsAt ?? 0).toISOString());
    expect(usage.countedAt).toBe('2025-01-15T16:00:00.000Z');
  });

  it('counts more as the clock moves, as of the last quarter-hour count, never past the allowance', async () => {
    const { client, accountNumber, email } = customer('line-usage-85');
    const before = (await lineUsage(client, { accountNumber })).data[0]?.usedMb ?? 0;
    clock.advance(DAY + 10 * 60 * 1000);
    const after = await lineUsage(signedIn(email), { accountNumber });
    expect(after.countedAt).toBe('2025-01-16T16:00:00.000Z');
    expect(after.data[0]?.usedMb).toBeGreaterThan(before);
    clock.advance(10 * DAY);
    const spent = (await lineUsage(signedIn(email), { accountNumber })).data[0];
    expect(spent?.usedMb).toBe(spent?.totalMb);
  });

  it('starts again at 0 at the renewal', async () => {
    const { client, accountNumber, line, email } = customer('line-usage-out-of-data');
    const [spent] = (await lineUsage(client, { accountNumber })).data;
    expect(spent?.usedMb).toBe(spent?.totalMb);
    const renewal = line.periodEndsAt ?? 0;
    clock.set(renewal + 60 * 60 * 1000);
    const renewed = await lineUsage(signedIn(email), { accountNumber });
    expect(Date.parse(renewed.renewsAt ?? '')).toBeGreaterThan(renewal);
    // An hour into the new period, at the line's pace: a few MB, far from the allowance.
    expect(renewed.data[0]?.usedMb).toBeLessThan(100);
  });

  it("another customer's account is not found", async () => {
    const mine = customer('line-usage-85');
    const theirs = customer('line-usage-out-of-data');
    expect(
      await gatewayFailure(lineUsage(mine.client, { accountNumber: theirs.accountNumber })),
    ).toMatchObject({
      status: 404,
    });
  });
});
