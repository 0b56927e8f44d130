import { describe, expect, it } from 'vitest';
import type { Line } from '../../gateway/lines/index.ts';
import { getOrder } from '../../gateway/orders/get-order.ts';
import { sandboxGatewayClient } from '../../gateway/test-support/sandbox-gateway-client.ts';
import {
  listeningSandbox,
  sandboxScenarioNames,
  signedInToken,
} from '../../gateway/test-support/sandbox-server.ts';
import {
  isFailedTransfer,
  LINE_STATE_KINDS,
  type LineFacts,
  type LineStateKind,
  lineActions,
  lineState,
} from './line-home.rules.ts';
import { lineHomeView } from './line-home.view.ts';
import { base, type Delivery, everyCombination } from './test-support/every-line-facts.ts';

/**
 * The line's one state from all its facts: every combination of the facts the gateway
 * can answer, each with one sentence and one next action that match; then every ready-made
 * customer the sandbox makes, read through the gateway at the moments its clock can reach.
 */
const describeFacts = ({ line, delivery }: { line: Line; delivery: Delivery | undefined }) =>
  [
    line.status,
    line.sim.type,
    line.sim.activationStatus,
    line.sim.installationStatus,
    line.portIn?.status ?? 'no transfer',
    line.portedOut ? 'ported out' : 'number here',
    line.closesAt ? 'cancellation standing' : 'no cancellation',
    delivery ? `${delivery.method}/${delivery.status ?? '?'}` : 'no delivery',
  ].join(' · ');

describe('the line state from every combination of facts', () => {
  const combinations = [...everyCombination()];

  it('reaches every state, and only those', () => {
    const reached = new Set(combinations.map((facts) => lineState(facts).kind));
    expect([...reached].sort()).toEqual([...LINE_STATE_KINDS].sort());
  });

  it('says the line works only when it does: paid, renewed, SIM in the phone, the number here', () => {
    for (const facts of combinations) {
      const { line } = facts;
      const works =
        line.status === 'Active' &&
        line.sim.activationStatus === 'ACTIVATED' &&
        !(line.sim.type === 'esim' && line.sim.installationStatus === 'NOT_INSTALLED') &&
        // A cancelled transfer leaves the line on its temporary number: it works.
        (line.portIn === undefined || line.portIn.status === 'DONE' || line.portIn.status === 'CANCELED') &&
        !line.portedOut;
      const state = lineState(facts);
      // A line the customer asked to cancel says so first, working or not (the walk).
      const closing = line.closesAt !== undefined && line.status !== 'Inactive';
      expect({ facts: describeFacts(facts), kind: state.kind }).toEqual({
        facts: describeFacts(facts),
        kind: closing ? 'closing' : works ? 'active' : expect.not.stringMatching(/^(active|closing)$/),
      });
      expect(state.numberWorksHere).toBe(works);
      expect(state.meaningId === 'line.status.active.meaning').toBe(works && !closing);
    }
  });

  it('says a SIM arrived only when the delivery says so; a pick-up is ready only when the store says so', () => {
    for (const facts of combinations) {
      const kind = lineState(facts).kind;
      const where = describeFacts(facts);
      if (kind === 'sim_delivered') expect(facts.delivery?.status, where).toBe('DELIVERED');
      if (kind === 'sim_ready_for_pickup') {
        expect(facts.delivery, where).toEqual({ method: 'SELF_PICKUP', status: 'READY_FOR_PICKUP' });
      }
      if (kind === 'sim_on_its_way_to_store') expect(facts.delivery?.method, where).toBe('SELF_PICKUP');
      if (kind === 'sim_on_its_way') expect(facts.delivery?.method, where).toBe('DOORSTEP_DELIVERY');
    }
  });

  it('a failed transfer is never a working line, whatever the gateway says of its status', () => {
    for (const facts of combinations) {
      if (!facts.line.portIn || !isFailedTransfer(facts.line.portIn.status)) continue;
      // The customer's cancellation is what the line says first.
      if (facts.line.closesAt) continue;
      const view = lineHomeView(facts.line, { delivery: facts.delivery });
      expect(view.status.kind, describeFacts(facts)).toBe('transfer_failed');
      expect(view.numberNoteId).toBe('line_home.number.stayed_with_donor');
      expect(view.renewalDate).toBeNull();
      expect(view.actions.map((action) => action.id)).not.toContain('installEsim');
    }
  });

  it('names one next action, which the page offers first as its main button, and no other main button', () => {
    for (const facts of combinations) {
      const state = lineState(facts);
      const actions = lineActions(facts.line, facts.delivery);
      const primary = actions.filter((action) => action.primary).map((action) => action.id);
      expect({ facts: describeFacts(facts), primary }).toEqual({
        facts: describeFacts(facts),
        primary: state.nextAction ? [state.nextAction] : [],
      });
      if (state.nextAction) expect(actions[0]?.id).toBe(state.nextAction);
      // A state that names an action has a sentence saying what to do.
      if (state.nextAction) expect(state.nextActionId).not.toBeNull();
    }
  });
});

/** Each state's sentence and next step, by example: the decisions a reader checks. */
describe.each<[string, LineFacts, LineStateKind, string | null]>([
  [
    'a doorstep SIM due in two days',
    {
      line: {
        ...base,
        status: 'Inactive',
        sim: { ...base.sim, type: 'physical_sim', activationStatus: 'AWAITING_ACTIVATION' },
      },
      delivery: { method: 'DOORSTEP_DELIVERY', status: 'ON_ITS_WAY' },
    },
    'sim_on_its_way',
    null,
  ],
  [
    'a pick-up SIM not at the store yet',
    {
      line: {
        ...base,
        status: 'Inactive',
        sim: { ...base.sim, type: 'physical_sim', activationStatus: 'AWAITING_ACTIVATION' },
      },
      delivery: { method: 'SELF_PICKUP', status: 'ON_ITS_WAY' },
    },
    'sim_on_its_way_to_store',
    null,
  ],
  [
    'a pick-up SIM collected, not activated',
    {
      line: {
        ...base,
        status: 'Inactive',
        sim: { ...base.sim, type: 'physical_sim', activationStatus: 'AWAITING_ACTIVATION' },
      },
      delivery: { method: 'SELF_PICKUP', status: 'DELIVERED' },
    },
    'sim_delivered',
    'activateSim',
  ],
  [
    'an eSIM not installed',
    {
      line: {
        ...base,
        status: 'Active',
        sim: { ...base.sim, type: 'esim', installationStatus: 'NOT_INSTALLED' },
      },
    },
    'esim_not_installed',
    'installEsim',
  ],
  [
    'a transfer in progress on an eSIM not installed',
    {
      line: {
        ...base,
        status: 'Active',
        sim: { ...base.sim, type: 'esim', installationStatus: 'NOT_INSTALLED' },
        portIn: { requestId: 'PI-1', status: 'PROCESSING' },
      },
    },
    'transfer_in_progress_install_esim',
    'installEsim',
  ],
  [
    'a transfer waiting for a physical SIM the customer holds',
    {
      line: {
        ...base,
        status: 'Inactive',
        sim: { ...base.sim, type: 'physical_sim', activationStatus: 'AWAITING_ACTIVATION' },
        portIn: { requestId: 'PI-1', status: 'WAITING' },
      },
      delivery: { method: 'SELF_PICKUP', status: 'DELIVERED' },
    },
    'transfer_waiting_for_sim',
    'activateSim',
  ],
  [
    'a transfer waiting for a physical SIM still on its way (the delivery is what comes first)',
    {
      line: {
        ...base,
        status: 'Inactive',
        sim: { ...base.sim, type: 'physical_sim', activationStatus: 'AWAITING_ACTIVATION' },
        portIn: { requestId: 'PI-1', status: 'WAITING' },
      },
      delivery: { method: 'DOORSTEP_DELIVERY', status: 'ON_ITS_WAY' },
    },
    'sim_on_its_way',
    null,
  ],
  [
    'a transfer waiting for the eSIM to be installed',
    {
      line: {
        ...base,
        status: 'Active',
        sim: { ...base.sim, type: 'esim', installationStatus: 'NOT_INSTALLED' },
        portIn: { requestId: 'PI-1', status: 'WAITING' },
      },
    },
    'transfer_waiting_for_esim',
    'installEsim',
  ],
  [
    'a failed transfer on a line the gateway calls Active',
    {
      line: {
        ...base,
        status: 'Active',
        sim: { ...base.sim, installationStatus: 'INSTALLED' },
        portIn: { requestId: 'PI-1', status: 'PORT_IN_FAILED' },
      },
    },
    'transfer_failed',
    'portInStatus',
  ],
])('%s', (_name, facts, kind, nextAction) => {
  it(`is ${kind}, next: ${nextAction ?? 'nothing to do here yet'}`, () => {
    expect(lineState(facts)).toMatchObject({ kind, nextAction });
    expect(lineState(facts).meaningId).not.toBe('line.status.active.meaning');
  });
});

/**
 * Every ready-made customer the sandbox makes, read as the line page reads it (the order through
 * the gateway), now and at the moments its clock moves the facts. A new scenario fails the first
 * test until it has its row.
 */
const SCENARIO_NAMES = await sandboxScenarioNames();

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const START = Date.UTC(2025, 0, 15, 16, 0, 0); // a Wednesday, 10:00 in Mexico City
let now = START;
const sandbox = await listeningSandbox({ now: () => now });

/** Each scenario's state when made, then after the clock moved on (the transfer's 24 h, a week). */
const SCENARIO_STATES: Record<
  string,
  { made: LineStateKind; after26h: LineStateKind; after8days: LineStateKind }
> = {
  'active-esim-line': {
    made: 'esim_not_installed',
    after26h: 'esim_not_installed',
    after8days: 'esim_not_installed',
  },
  // The usage scenarios' eSIMs are installed: a line that used its data is on a phone.
  'line-usage-85': { made: 'active', after26h: 'active', after8days: 'active' },
  'line-usage-out-of-data': { made: 'active', after26h: 'active', after8days: 'active' },
  'top-up-active': { made: 'active', after26h: 'active', after8days: 'active' },
  'number-locked': { made: 'active', after26h: 'active', after8days: 'active' },
  'physical-sim-awaiting-activation': {
    made: 'sim_delivered',
    after26h: 'sim_delivered',
    after8days: 'sim_delivered',
  },
  // The first free window is two days ahead: still on its way a day later, delivered after.
  'doorstep-sim-on-its-way': {
    made: 'sim_on_its_way',
    after26h: 'sim_on_its_way',
    after8days: 'sim_delivered',
  },
  // The eSIM installed: the transfer was requested then, and is done a day later.
  'pending-port-in': { made: 'transfer_in_progress', after26h: 'active', after8days: 'active' },
  // A transfer never leaves the customer without a number: it waits for the SIM's activation.
  'port-in-awaiting-sim': {
    made: 'transfer_waiting_for_sim',
    after26h: 'transfer_waiting_for_sim',
    after8days: 'transfer_waiting_for_sim',
  },
  'failed-port-in': { made: 'transfer_failed', after26h: 'transfer_failed', after8days: 'transfer_failed' },
  'expired-nip-port-in': {
    made: 'transfer_failed',
    after26h: 'transfer_failed',
    after8days: 'transfer_failed',
  },
  // The number stays with the other operator until a reverse port-out brings it back.
  'ported-out-line': { made: 'ported_out', after26h: 'ported_out', after8days: 'ported_out' },
  'plan-switch-pending': {
    made: 'esim_not_installed',
    after26h: 'esim_not_installed',
    after8days: 'esim_not_installed',
  },
  'grace-line': { made: 'grace', after26h: 'grace', after8days: 'suspend' },
  'grace-line-saved-card': { made: 'grace', after26h: 'grace', after8days: 'suspend' },
  // Renewed by hand or by itself, Active for a new period (the eSIM still to install);
  // a voucher out and unpaid renews nothing, and the line lapses as grace-line does once it expires.
  'renewed-by-card': {
    made: 'esim_not_installed',
    after26h: 'esim_not_installed',
    after8days: 'esim_not_installed',
  },
  'renewal-pending-oxxo': { made: 'grace', after26h: 'grace', after8days: 'suspend' },
  'auto-renewed': {
    made: 'esim_not_installed',
    after26h: 'esim_not_installed',
    after8days: 'esim_not_installed',
  },
  // Closed 3 days ago, its number held 60 days (recoverable): still held 8 days on.
  'lapsed-line': {
    made: 'closed_number_held',
    after26h: 'closed_number_held',
    after8days: 'closed_number_held',
  },
  // Nothing booked again: the delivery stays failed (after 8 days its link has expired).
  'failed-delivery': {
    made: 'sim_delivery_failed',
    after26h: 'sim_delivery_failed',
    after8days: 'sim_delivery_failed',
  },
  // The courier's own failure: the same line, only the redelivery's fee differs (the sandbox's).
  'failed-delivery-courier': {
    made: 'sim_delivery_failed',
    after26h: 'sim_delivery_failed',
    after8days: 'sim_delivery_failed',
  },
  'sim-replacement-eligible': { made: 'active', after26h: 'active', after8days: 'active' },
  // A replacement physical SIM paid for, to collect at a store: on its way there, ready a day later
  // (the line's earlier SIM was delivered long ago; that is not the new one's delivery).
  'sim-replacement-blocked': {
    made: 'sim_on_its_way_to_store',
    after26h: 'sim_ready_for_pickup',
    after8days: 'sim_ready_for_pickup',
  },
  // Termination's customers: an eSIM bought and not installed yet; a physical SIM not activated.
  'termination-eligible': {
    made: 'esim_not_installed',
    after26h: 'esim_not_installed',
    after8days: 'esim_not_installed',
  },
  'termination-not-eligible': {
    made: 'esim_not_installed',
    after26h: 'esim_not_installed',
    after8days: 'esim_not_installed',
  },
  'termination-before-activation': {
    made: 'sim_delivered',
    after26h: 'sim_delivered',
    after8days: 'sim_delivered',
  },
  'termination-before-activation-oxxo': {
    made: 'sim_delivered',
    after26h: 'sim_delivered',
    after8days: 'sim_delivered',
  },
  // Auto-renewal's: renewed by itself about 5 days on; the one off misses its renewal 8 days on.
  // The automatic renewal declined and retried on the same card: Grace, then Suspend as grace-line.
  'renewal-declined': { made: 'grace', after26h: 'grace', after8days: 'suspend' },
  'auto-renewal-on': {
    made: 'esim_not_installed',
    after26h: 'esim_not_installed',
    after8days: 'esim_not_installed',
  },
  'auto-renewal-off': {
    made: 'esim_not_installed',
    after26h: 'esim_not_installed',
    after8days: 'grace',
  },
  'saved-card': {
    made: 'esim_not_installed',
    after26h: 'esim_not_installed',
    after8days: 'esim_not_installed',
  },
  // The first of its ten lines (the registry's limit is about buying more, not this line).
  'curp-line-limit': {
    made: 'esim_not_installed',
    after26h: 'esim_not_installed',
    after8days: 'esim_not_installed',
  },
  // Suspended until registered in the line registry, whatever the clock does.
  'unregistered-line': {
    made: 'registry_suspend',
    after26h: 'registry_suspend',
    after8days: 'registry_suspend',
  },
  // eSIM lines not installed yet: a second order to pay by link (open or expired), a number
  // change possible, on its way, or a previous number to recover.
  ...Object.fromEntries(
    [
      'paylink-pending',
      'paylink-expired',
      'number-change-eligible',
      'number-change-not-eligible',
      'number-recovery-eligible',
    ].map((name) => [
      name,
      {
        made: 'esim_not_installed',
        after26h: 'esim_not_installed',
        after8days: 'esim_not_installed',
      } as const,
    ]),
  ),
  // Renewing in 3 days on a card that has expired: the line is in Grace after 8 days.
  'expired-card': { made: 'esim_not_installed', after26h: 'esim_not_installed', after8days: 'grace' },
};

describe('the line state of every ready-made customer, as the line page reads it', () => {
  it('every scenario has its row', () => {
    expect(Object.keys(SCENARIO_STATES).sort()).toEqual([...SCENARIO_NAMES].sort());
  });

  it.each(SCENARIO_NAMES)('%s', async (name) => {
    now = START;
    sandbox.state.reset();
    const made = sandbox.state.scenarios.create(name);
    // Signed in afresh at each moment: a session does not outlive days.
    const read = async () => {
      const gateway = sandboxGatewayClient(signedInToken(sandbox, made.email));
      const order = await getOrder(gateway, { orderReference: made.orderRef });
      if (!order.line) throw new Error(`${name}: no line`);
      return lineState({ line: order.line, delivery: order.delivery }).kind;
    };
    const seen = { made: await read(), after26h: '', after8days: '' };
    now = START + 26 * HOUR;
    seen.after26h = await read();
    now = START + 8 * DAY;
    seen.after8days = await read();
    expect(seen).toEqual(SCENARIO_STATES[name]);
  });

  it('sim-replacement-blocked: the old SIM, reported damaged, is not blocked and keeps the line working', async () => {
    now = START;
    sandbox.state.reset();
    const made = sandbox.state.scenarios.create('sim-replacement-blocked');
    const gateway = sandboxGatewayClient(signedInToken(sandbox, made.email));
    const order = await getOrder(gateway, { orderReference: made.orderRef });
    if (!order.line) throw new Error('no line');
    expect(lineState({ line: order.line, delivery: order.delivery }).meaningId).toBe(
      'line.state.replacement.sim_on_its_way_to_store.meaning',
    );
  });
});
