import { updateUsageAlerts, usageAlerts } from '@senda/core/flows/usage-alerts';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ScenarioName } from '../src/domain/scenarios.ts';
import { setupSandboxTest } from './support/sandbox-test-kit.ts';

/**
 * The e-mail alerts a customer chose: 80 % and 100 % of the plan's data once a period, 3 days before a
 * plan ends that will not renew on its own, each with its one link, each off from the profile.
 */
const kit = setupSandboxTest();
const { sandbox, clock } = kit;
const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2025, 0, 15, 16, 0, 0);
beforeEach(() => clock.set(START));

const customer = (name: ScenarioName) => kit.scenarioLine(name);

/** The alerts in the customer's mailbox, oldest first, as the mailbox's reader files them. */
function alerts(email: string) {
  sandbox.state.fileDueNotices();
  return sandbox.state.mailbox
    .listFor(email)
    .filter((mail) => mail.kind === 'usage_alert')
    .reverse();
}

describe('usage alerts', () => {
  it('a line at 85 % gets the 80 % alert once, with its line as the link; the 100 % one when the data runs out', () => {
    const { email, line } = customer('line-usage-85');
    const [first, ...others] = alerts(email);
    expect(others).toEqual([]);
    expect(first?.subject).toBe('Ya usaste el 80 % de tus datos de Senda 200');
    expect(first?.body).toContain('te quedan 2.3 GB');
    expect(first?.link).toBe(`/manage/order?orderRef=${line.orderRef}`);
    expect(alerts(email)).toHaveLength(1);

    clock.advance(20 * DAY);
    const [, out] = alerts(email);
    expect(out?.subject).toBe('Se terminaron los datos de tu plan Senda 200');
    // Sent when the network's count first showed it, not when the mailbox was read.
    expect(out?.sentAt).toBeLessThan(START + 20 * DAY);
    expect(out?.sentAt).toBeGreaterThan(START);
    expect(alerts(email)).toHaveLength(2);
  });

  it('an alert turned off in the profile is not sent, and is not sent late once turned on again', async () => {
    const { email, client } = customer('line-usage-85');
    expect(await updateUsageAlerts(client, { dataAt80: false })).toEqual({
      dataAt80: false,
      dataAt100: true,
      planEnding: true,
    });
    expect(alerts(email)).toEqual([]);
    await updateUsageAlerts(client, { dataAt80: true });
    expect(await usageAlerts(client)).toMatchObject({ dataAt80: true });
    expect(alerts(email)).toEqual([]);
  });

  it('3 days before a plan ends with auto-renewal off, once, linking to Renew now; never with it on', () => {
    const off = customer('auto-renewal-off');
    const on = customer('line-usage-85');
    const end = off.line.periodEndsAt ?? 0;
    clock.set(end - 3 * DAY - 60_000);
    expect(alerts(off.email)).toEqual([]);
    clock.set(end - 3 * DAY + 60_000);
    const [notice] = alerts(off.email).filter((mail) => mail.link?.includes('/manage/renew'));
    expect(notice?.sentAt).toBe(end - 3 * DAY);
    expect(notice?.subject).toMatch(/^Tu plan .+ termina el /);
    expect(notice?.body).toContain('renovación automática está apagada');
    expect(alerts(off.email).filter((mail) => mail.link?.includes('/manage/renew'))).toHaveLength(1);
    expect(alerts(on.email).filter((mail) => mail.link?.includes('/manage/renew'))).toEqual([]);
  });

  it('each customer reads and switches only their own alerts', async () => {
    const mine = customer('line-usage-85');
    const theirs = customer('line-usage-out-of-data');
    await updateUsageAlerts(mine.client, { planEnding: false });
    expect(await usageAlerts(theirs.client)).toEqual({ dataAt80: true, dataAt100: true, planEnding: true });
  });
});
