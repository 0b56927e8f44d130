import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { type Line, LineSchema } from '../../gateway/lines/index.ts';
import { LINE } from '../../gateway/test-support/line-fixture.ts';
import { loadLineHome } from '../../queries/line-home.read.ts';
import { lineActions, lineState, lineStatusExplanation } from './line-home.rules.ts';
import { lineHomeView } from './line-home.view.ts';

const line = (patch: Partial<Line> = {}, sim: Partial<Line['sim']> = {}): Line => {
  const base = v.parse(LineSchema, LINE);
  return { ...base, ...patch, sim: { ...base.sim, ...sim } };
};
const actionIds = (of: Line) => lineActions(of).map((action) => action.id);

describe('line status explanation (§4)', () => {
  it('says what each status means and what to do', () => {
    expect(
      lineStatusExplanation(line({ status: 'Active' }, { installationStatus: 'INSTALLED' })),
    ).toMatchObject({
      labelId: 'line.status.active',
      tone: 'success',
      nextActionId: null,
    });
    expect(lineStatusExplanation(line({ status: 'Grace' }))).toMatchObject({
      labelId: 'line.status.grace',
      meaningId: 'line.status.grace.meaning',
      nextActionId: 'line.status.grace.next_action',
    });
    expect(lineStatusExplanation(line({ status: 'Suspend' }))).toMatchObject({
      labelId: 'line.status.suspend',
      nextActionId: 'line.status.suspend.next_action',
    });
  });

  it('tells a SIM never activated apart from a line closed after Suspend', () => {
    const waiting = line(
      { status: 'Inactive' },
      { type: 'physical_sim', activationStatus: 'AWAITING_ACTIVATION' },
    );
    expect(lineStatusExplanation(waiting).labelId).toBe('line.status.awaiting_activation');
    const closed = line({ status: 'Inactive' }, { activationStatus: 'ACTIVATED' });
    expect(lineStatusExplanation(closed).labelId).toBe('line.status.inactive');
  });
});

describe('a replacement SIM on its way: whether the line has service', () => {
  const replacing = (blocked: boolean) =>
    line(
      { status: 'Active' },
      {
        type: 'physical_sim',
        activationStatus: 'AWAITING_ACTIVATION',
        installationStatus: 'NOT_INSTALLED',
        blocked,
      },
    );
  const pickup = { method: 'SELF_PICKUP', status: 'READY_FOR_PICKUP' } as const;

  it('old SIM reported damaged (not blocked): it keeps working until the new one is activated', () => {
    expect(lineState({ line: replacing(false), delivery: pickup })).toMatchObject({
      kind: 'sim_ready_for_pickup',
      meaningId: 'line.state.replacement.sim_ready_for_pickup.meaning',
    });
    expect(lineStatusExplanation(replacing(false)).meaningId).toBe(
      'line.state.replacement.sim_awaiting_activation.meaning',
    );
  });

  it('old SIM blocked (lost or stolen), or a first SIM: no service until it is activated', () => {
    expect(lineState({ line: replacing(true), delivery: pickup }).meaningId).toBe(
      'line.state.sim_ready_for_pickup.meaning',
    );
    const first = { ...replacing(false), activationDate: null };
    expect(lineState({ line: first, delivery: pickup }).meaningId).toBe(
      'line.state.sim_ready_for_pickup.meaning',
    );
  });
});

describe('line actions: each only when the line allows it', () => {
  it('a line closed after it lapsed, its number held: says so, and until when it may be recovered', () => {
    const held = line(
      { status: 'Inactive', numberHeldUntil: '2027-01-05T06:00:00.000Z' },
      { activationStatus: 'ACTIVATED', installationStatus: 'INSTALLED' },
    );
    expect(lineHomeView(held).status).toMatchObject({
      kind: 'closed_number_held',
      meaningId: 'number_change.lapsed.meaning',
      nextActionId: 'number_change.lapsed.next_action',
      until: '2027-01-05T06:00:00.000Z',
    });
    expect(lineHomeView(held).renewalLabelId).toBe('line_home.renewal.missed');
    // Its number is gone for good once the operator no longer holds it.
    const gone = { ...held, numberHeldUntil: undefined };
    expect(lineHomeView(gone).status).toMatchObject({
      kind: 'closed',
      nextActionId: 'line.status.inactive.next_action',
    });
    // A closed line has no next renewal (nor a date in the past under "Next renewal").
    expect(lineHomeView(gone)).toMatchObject({
      renewalDate: null,
      noRenewalId: 'line_home.renewal.closed',
    });
  });

  it('a delivered physical SIM not activated: activate it, no eSIM installation', () => {
    const waiting = line(
      { status: 'Inactive' },
      { type: 'physical_sim', activationStatus: 'AWAITING_ACTIVATION', installationStatus: 'NOT_INSTALLED' },
    );
    expect(actionIds(waiting)).toEqual(['activateSim', 'serviceRequests']);
    expect(lineActions(waiting)[0]).toMatchObject({
      path: `/manage/sim-activation?orderRef=${LINE.orderRef}`,
      primary: true,
    });
  });

  it('an eSIM not installed: install it (one-click page); once installed, not any more', () => {
    const notInstalled = line({ status: 'Active' }, { type: 'esim', installationStatus: 'NOT_INSTALLED' });
    expect(actionIds(notInstalled)).toEqual(['installEsim', 'serviceRequests']);
    expect(lineActions(notInstalled)[0]?.path).toBe(
      `/manage/esim-install-oneclick?orderRef=${LINE.orderRef}`,
    );
    expect(actionIds(line({ status: 'Active' }, { installationStatus: 'INSTALLED' }))).toEqual([
      'serviceRequests',
    ]);
  });

  it('a closed line offers no installation; a transferred number offers its transfer’s status', () => {
    expect(actionIds(line({ status: 'Inactive' }, { activationStatus: 'ACTIVATED' }))).toEqual([
      'serviceRequests',
    ]);
    const transferred = line(
      { status: 'Active', portIn: { requestId: 'PI-1', status: 'PROCESSING' } },
      { installationStatus: 'INSTALLED' },
    );
    expect(actionIds(transferred)).toEqual(['portInStatus', 'serviceRequests']);
    expect(lineActions(transferred)[0]?.path).toBe(
      `/manage/service-request-status?orderRef=${LINE.orderRef}`,
    );
  });
});

describe('lineHomeView', () => {
  it('a line in Grace: until when, renewal, allowances', () => {
    const view = lineHomeView(line());
    expect(view.status).toMatchObject({ labelId: 'line.status.grace', until: LINE.graceEndsAt });
    expect(view.renewalDate).toBe(LINE.renewalDate);
    expect(view.renewalLabelId).toBe('line_home.renewal.missed');
    expect(view.plan).toEqual({ name: 'Senda 200', price: 200, validityDays: 30, allowances: ['15 GB'] });
    expect(view.simTypeId).toBe('orders.sim_type.esim');
    expect(view.portIn).toBeNull();
  });

  it('an active line renews; a transfer shows its status', () => {
    const view = lineHomeView(line({ status: 'Active', portIn: { requestId: 'PI-1', status: 'DONE' } }));
    expect(view.renewalLabelId).toBe('line_home.renewal');
    expect(view.portIn).toEqual({ messageId: 'service_request.status.done', tone: 'success' });
  });

  it('a SIM reported lost or stolen is said to be blocked; any other SIM is not', () => {
    expect(lineHomeView(line({ status: 'Active' }, { blocked: true })).simBlocked).toEqual({
      titleId: 'line_home.sim_blocked.title',
      bodyId: 'line_home.sim_blocked.body',
    });
    expect(lineHomeView(line({ status: 'Active' })).simBlocked).toBeNull();
  });
});

describe('loadLineHome', () => {
  const clientAnswering = (answer: () => unknown) =>
    ({ call: async () => answer() }) as unknown as GatewayClient;
  const order = (withLine: boolean) => ({
    result: { order_ref: LINE.orderRef, ...(withLine ? { line: line() } : {}) },
  });

  it('a paid order is its line; a pending one is the order alone', async () => {
    await expect(
      loadLineHome(
        clientAnswering(() => order(true)),
        LINE.orderRef,
      ),
    ).resolves.toMatchObject({
      kind: 'line',
      line: { accountNumber: LINE.accountNumber },
    });
    await expect(
      loadLineHome(
        clientAnswering(() => order(false)),
        LINE.orderRef,
      ),
    ).resolves.toMatchObject({
      kind: 'order',
    });
  });

  it('a 404 (another customer’s order, or none) is not found; any other failure is thrown', async () => {
    const failing = (status: number) =>
      clientAnswering(() => {
        throw Object.assign(new Error(`HTTP ${status}`), { status });
      });
    await expect(loadLineHome(failing(404), 'SND-1')).resolves.toEqual({ kind: 'not-found' });
    await expect(loadLineHome(failing(500), 'SND-1')).rejects.toThrow('HTTP 500');
  });
});
